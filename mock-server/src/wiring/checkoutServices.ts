// Builds what the cart, checkout, payment and order routes use, from the database and the
// checkout settings: the one place these repositories and services are made (app.ts calls it).
import type Database from 'better-sqlite3';
import { CartService } from '../domain/cart/cartService';
import {
  DEFAULT_HOLD_STOCK_MINUTES,
  DEFAULT_UNPAID_ORDER_LIMIT,
  cancelUnpaidOrders,
  cancelUnpaidOrdersYielding,
} from '../domain/orders/stockHolds';
import { OrderPayments } from '../domain/payments/orderPayments';
import { LocalTestGateway } from '../domain/payments/testGateway';
import type { CheckoutOptions } from '../routes/checkoutRoutes';
import { createSqliteCartRepository, type CartRepository } from '../storage/cartRepository';
import { createSqliteCatalogRepository } from '../storage/catalogRepository';
import {
  createSqliteCheckoutDraftsRepository,
  type CheckoutDraftsRepository,
} from '../storage/checkoutDraftsRepository';
import {
  createSqliteCouponsRepository,
  type CouponsRepository,
} from '../storage/couponsRepository';
import {
  createSqliteOrderDetailsRepository,
  type OrderDetailsRepository,
} from '../storage/orderDetailsRepository';
import { createSqliteOrdersRepository, type OrdersRepository } from '../storage/ordersRepository';
import { createSqliteShippingZonesRepository } from '../storage/shippingZonesRepository';
import {
  createSqlitePaymentAttemptsRepository,
  type PaymentAttemptsRepository,
} from '../storage/paymentAttemptsRepository';
import {
  createSqliteUnpaidOrdersRepository,
  type UnpaidOrdersRepository,
} from '../storage/unpaidOrdersRepository';

export interface CheckoutServices {
  cartLines: CartRepository;
  coupons: CouponsRepository;
  carts: CartService;
  orders: OrdersRepository;
  details: OrderDetailsRepository;
  /** Checkout drafts: the order GET checkout makes for a cart. */
  drafts: CheckoutDraftsRepository;
  attempts: PaymentAttemptsRepository;
  /** The local test gateway when it is on (AppOptions.checkout.testGateway), else undefined. */
  testGateway: LocalTestGateway | undefined;
  payments: OrderPayments;
  unpaid: UnpaidOrdersRepository;
  /** Unpaid orders per session, billing email and mobile; null: no cap. */
  unpaidOrderLimit: number | null;
  /** Runs work in one IMMEDIATE transaction (payment callbacks and the sweep). */
  atomically: <T>(work: () => T) => T;
  /** Cancels the unpaid orders past their hold time; 0 and nothing done when holds are off. */
  sweepUnpaidOrders(): number;
  /** The same, yielding to other requests between small batches (the server's timer). */
  sweepUnpaidOrdersYielding(stopped?: () => boolean): Promise<number>;
}

export function buildCheckoutServices(
  db: Database.Database,
  deps: { clock: () => Date; secret: string; settings: CheckoutOptions },
): CheckoutServices {
  const { clock, settings } = deps;
  const cartLines = createSqliteCartRepository(db);
  const coupons = createSqliteCouponsRepository(db);
  const carts = new CartService(
    cartLines,
    createSqliteCatalogRepository(db),
    clock,
    coupons,
    createSqliteShippingZonesRepository(db),
  );
  const orders = createSqliteOrdersRepository(db);
  const details = createSqliteOrderDetailsRepository(db);
  const drafts = createSqliteCheckoutDraftsRepository(db);
  const attempts = createSqlitePaymentAttemptsRepository(db);
  const testGateway =
    (settings.testGateway ?? true)
      ? new LocalTestGateway({ secret: deps.secret, attempts, clock })
      : undefined;
  const payments = new OrderPayments(orders, details, attempts, testGateway);
  const unpaid = createSqliteUnpaidOrdersRepository(db);
  const atomically = <T>(work: () => T): T => db.transaction(work).immediate();
  const holdsOn = settings.holdStockMinutes !== null;
  return {
    cartLines,
    coupons,
    carts,
    orders,
    details,
    drafts,
    attempts,
    testGateway,
    payments,
    unpaid,
    unpaidOrderLimit:
      settings.unpaidOrderLimit === undefined
        ? DEFAULT_UNPAID_ORDER_LIMIT
        : settings.unpaidOrderLimit,
    atomically,
    sweepUnpaidOrders: () =>
      holdsOn
        ? cancelUnpaidOrders(
            { unpaid, details, attempts, clock, atomically },
            settings.holdStockMinutes ?? DEFAULT_HOLD_STOCK_MINUTES,
          )
        : 0,
    sweepUnpaidOrdersYielding: async (stopped) =>
      holdsOn
        ? cancelUnpaidOrdersYielding(
            { unpaid, details, attempts, clock, atomically },
            settings.holdStockMinutes ?? DEFAULT_HOLD_STOCK_MINUTES,
            stopped,
          )
        : 0,
  };
}
