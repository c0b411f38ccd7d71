// Builds what the cart, checkout, payment and order routes use, from the database and the
// checkout settings: the one place these repositories and services are made (app.ts calls it).
import { offeredPaymentMethods } from '../domain/checkout/offeredPaymentMethods';
import type Database from 'better-sqlite3';
import { CartService } from '../domain/cart/cartService';
import {
  DEFAULT_UNPAID_ORDER_LIMIT,
  releaseUnconfirmedCashOnDelivery,
  cancelUnpaidOrders,
  cancelUnpaidOrdersYielding,
} from '../domain/orders/stockHolds';
import { OrderPayments } from '../domain/payments/orderPayments';
import { LocalTestGateway } from '../domain/payments/testGateway';
import type { FilledCheckoutOptions } from '../settings/defaults';
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
import { createSqliteAccountsRepository } from '../storage/accountsRepository';
import { rememberCheckoutAddresses } from '../domain/accounts/checkoutAddresses';
import type { CheckoutDeps } from '../domain/checkout/placeOrder';
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
  /** Unpaid orders per billing or shipping address (postcode); null: no cap. */
  unpaidOrdersPerAddress: number | null;
  /** Runs work in one IMMEDIATE transaction (payment callbacks and the sweep). */
  atomically: <T>(work: () => T) => T;
  /**
   * Cancels the unpaid card orders past their hold time and the unconfirmed cash on delivery
   * orders past COD_RELEASE_HOURS; 0 and nothing done when both are off.
   */
  sweepUnpaidOrders(): number;
  /** A signed-in customer's order addresses become their saved ones (WooCommerce's way). */
  rememberAddresses: NonNullable<CheckoutDeps['rememberAddresses']>;
  /** The same, yielding to other requests between small batches (the server's timer). */
  sweepUnpaidOrdersYielding(stopped?: () => boolean): Promise<number>;
}

export function buildCheckoutServices(
  db: Database.Database,
  deps: { clock: () => Date; secret: string; settings: FilledCheckoutOptions },
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
    offeredPaymentMethods(settings.testGateway),
  );
  const orders = createSqliteOrdersRepository(db);
  const details = createSqliteOrderDetailsRepository(db);
  const drafts = createSqliteCheckoutDraftsRepository(db);
  const attempts = createSqlitePaymentAttemptsRepository(db);
  const testGateway = settings.testGateway
    ? new LocalTestGateway({ secret: deps.secret, attempts, clock })
    : undefined;
  const payments = new OrderPayments(orders, details, attempts, testGateway);
  const unpaid = createSqliteUnpaidOrdersRepository(db);
  const accounts = createSqliteAccountsRepository(db);
  const atomically = <T>(work: () => T): T => db.transaction(work).immediate();
  const holdMinutes = settings.holdStockMinutes;
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
    unpaidOrdersPerAddress: settings.unpaidOrdersPerAddress,
    rememberAddresses: (customerId, placed) =>
      rememberCheckoutAddresses(accounts, customerId, placed, clock()),
    sweepUnpaidOrders: () => {
      const sweepDeps = { unpaid, details, attempts, clock, atomically };
      const cancelled = holdMinutes === null ? 0 : cancelUnpaidOrders(sweepDeps, holdMinutes);
      const codHours = settings.codReleaseHours;
      return (
        cancelled + (codHours === null ? 0 : releaseUnconfirmedCashOnDelivery(sweepDeps, codHours))
      );
    },
    sweepUnpaidOrdersYielding: async (stopped) => {
      const sweepDeps = { unpaid, details, attempts, clock, atomically };
      const cancelled =
        holdMinutes === null
          ? 0
          : await cancelUnpaidOrdersYielding(sweepDeps, holdMinutes, stopped);
      const codHours = settings.codReleaseHours;
      // One transaction per order; unconfirmed cash on delivery past the owner's limit is few.
      if (codHours === null || stopped?.() === true) return cancelled;
      return cancelled + releaseUnconfirmedCashOnDelivery(sweepDeps, codHours);
    },
  };
}
