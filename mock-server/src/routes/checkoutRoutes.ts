import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { AttributionSettings } from '../domain/attribution/settings';
import { CartService } from '../domain/cart/cartService';
import { createSqliteOrderDetailsRepository } from '../domain/checkout/orderDetailsRepository';
import { createSqliteCouponsRepository } from '../domain/coupons/couponsRepository';
import { createRateLimiter, type RateLimitSettings } from '../domain/forms/rateLimit';
import { createSqliteOrdersRepository } from '../domain/orders/ordersRepository';
import { OrderPayments } from '../domain/payments/orderPayments';
import { createSqlitePaymentAttemptsRepository } from '../domain/payments/paymentAttemptsRepository';
import { LocalTestGateway } from '../domain/payments/testGateway';
import { createSqliteCartRepository } from '../storage/cartRepository';
import { createSqliteCatalogRepository } from '../storage/catalogRepository';
import { registerOrderRoutes } from './orders';
import { registerPaymentGatewayRoutes } from './paymentGateway';
import { registerStoreCartItemRoutes } from './storeCartItems';
import { registerStoreCheckoutRoutes } from './storeCheckout';
import { registerStoreCouponRoutes } from './storeCoupons';
import { createStoreSession } from './storeSession';

/** Card-to-card: the demo shop's card (a test number: it passes the Luhn check, belongs to no one). */
export const DEMO_BANK_CARD = { number: '6037990000000006', holder: 'فروشگاه نمونه' };
/** Guest order lookups per address: 10 per 10 minutes. */
export const ORDER_LOOKUP_LIMIT: RateLimitSettings = { max: 10, windowSeconds: 600 };

export interface CheckoutRouteOptions {
  db: Database.Database;
  clock: () => Date;
  secret: string;
  nonceLifetimeSeconds: number;
  attribution: Pick<AttributionSettings, 'prefix' | 'fields'>;
  merchant: string;
  lookupLimit?: RateLimitSettings;
}

/** Cart operations, coupons, checkout, the payment gateway and the order reads (issue 7). */
export function registerCheckoutRoutes(app: FastifyInstance, options: CheckoutRouteOptions): void {
  const { db, clock } = options;
  const cartLines = createSqliteCartRepository(db);
  const coupons = createSqliteCouponsRepository(db);
  const carts = new CartService(cartLines, createSqliteCatalogRepository(db), clock, coupons);
  const orders = createSqliteOrdersRepository(db);
  const details = createSqliteOrderDetailsRepository(db);
  const attempts = createSqlitePaymentAttemptsRepository(db);
  const testGateway = new LocalTestGateway({ secret: options.secret, attempts, clock });
  const payments = new OrderPayments(orders, details, testGateway);
  const session = createStoreSession({
    secret: options.secret,
    nonceLifetimeSeconds: options.nonceLifetimeSeconds,
    clock,
  });

  registerStoreCartItemRoutes(app, carts, session);
  registerStoreCouponRoutes(app, carts, session);
  registerStoreCheckoutRoutes(app, {
    carts,
    cartLines,
    coupons,
    orders: { orders, clock, attribution: options.attribution },
    details,
    clock,
    session,
    payments,
  });
  registerPaymentGatewayRoutes(app, {
    gateway: testGateway,
    testGateway,
    attempts,
    orders,
    details,
    clock,
    atomically: (work) => db.transaction(work).immediate(),
    payments,
    merchant: options.merchant,
    bankCard: DEMO_BANK_CARD,
  });
  const limit = options.lookupLimit ?? ORDER_LOOKUP_LIMIT;
  registerOrderRoutes(app, {
    payments,
    details,
    lookups: createRateLimiter(() => limit),
    clock,
  });
}
