// Cart operations, coupons, checkout, the payment gateway and the order reads (issue 7).
import type { FastifyInstance } from 'fastify';
import type { AttributionSettings } from '../domain/attribution/settings';
import { createRateLimiter, type RateLimitSettings } from '../domain/forms/rateLimit';
import { startUnpaidOrderSweep } from '../domain/orders/stockHolds';
import { emptyCartOfPaidOrder, restoreCartOfUnpaidOrder } from '../domain/payments/restoreCart';
import type { FilledCheckoutOptions } from '../settings/defaults';
import type { CheckoutServices } from '../wiring/checkoutServices';
import { registerOrderRoutes } from './orders';
import { registerPaymentGatewayRoutes } from './paymentGateway';
import { registerStoreCartItemRoutes } from './storeCartItems';
import { registerStoreCheckoutRoutes } from './storeCheckout';
import { registerStoreCouponRoutes } from './storeCoupons';
import { createStoreSession } from './storeSession';

/** Card-to-card: the demo shop's card (a test number: it passes the Luhn check, belongs to no one). */
export const DEMO_BANK_CARD = { number: '6037990000000006', holder: 'فروشگاه آوند' };
/** Guest order lookups per address: 10 per 10 minutes. */
export const ORDER_LOOKUP_LIMIT: RateLimitSettings = { max: 10, windowSeconds: 600 };
/** How often the unpaid-order sweep looks for orders past their hold time. */
export const DEFAULT_SWEEP_INTERVAL_MS = 60_000;

/** Payments and stock holds (AppOptions.checkout; main.ts reads them from the environment). */
export interface CheckoutOptions {
  /**
   * The local test gateway as the card gateway (persian_card, /test-gateway/…): it lets any
   * shopper mark an order paid, so it is a development tool. Default on; main.ts turns it off
   * under NODE_ENV=production unless PAYMENT_TEST_GATEWAY=on.
   */
  testGateway?: boolean;
  /** HOLD_STOCK_MINUTES: unpaid card orders are cancelled after this; null never (default 60). */
  holdStockMinutes?: number | null;
  /** Unpaid orders per session, billing email and mobile (default 3); null: no cap. */
  unpaidOrderLimit?: number | null;
  /** UNPAID_ORDERS_PER_ADDRESS: unpaid orders per billing or shipping postcode (default 3). */
  unpaidOrdersPerAddress?: number | null;
  /** COD_RELEASE_HOURS: an unconfirmed cash on delivery order is cancelled after; null never. */
  codReleaseHours?: number | null;
  /** Default one minute. */
  sweepIntervalMs?: number;
  /** CHECKOUT_EMAIL_OPTIONAL: a guest gives a mobile and may leave the email out (default on). */
  emailOptional?: boolean;
}

export interface CheckoutRouteOptions {
  /** Built once in app.ts (wiring/checkoutServices.ts). */
  services: CheckoutServices;
  clock: () => Date;
  secret: string;
  nonceLifetimeSeconds: number;
  attribution: Pick<AttributionSettings, 'prefix' | 'fields'>;
  merchant: string;
  lookupLimit?: RateLimitSettings;
  checkout: FilledCheckoutOptions;
}

/** Cart operations, coupons, checkout, the payment gateway and the order reads (issue 7). */
export function registerCheckoutRoutes(app: FastifyInstance, options: CheckoutRouteOptions): void {
  const { clock } = options;
  const { cartLines, coupons, carts, orders, details, attempts, testGateway, payments, unpaid } =
    options.services;
  const { atomically } = options.services;
  const settings = options.checkout;
  registerUnpaidOrderSweep(app, settings, options.services.sweepUnpaidOrdersYielding);
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
    drafts: options.services.drafts,
    clock,
    session,
    payments,
    unpaid: {
      orders: unpaid,
      limit: options.services.unpaidOrderLimit,
      perAddress: options.services.unpaidOrdersPerAddress,
    },
    rememberAddresses: options.services.rememberAddresses,
    emailOptional: settings.emailOptional,
  });
  registerPaymentGatewayRoutes(app, {
    gateway: testGateway,
    testGateway,
    attempts,
    orders,
    details,
    clock,
    atomically,
    payments,
    merchant: options.merchant,
    bankCard: DEMO_BANK_CARD,
    restoreCart: (orderId) => restoreCartOfUnpaidOrder({ details, carts }, orderId),
    emptyCart: (orderId) => emptyCartOfPaidOrder({ details, carts: cartLines }, orderId),
  });
  const limit = options.lookupLimit ?? ORDER_LOOKUP_LIMIT;
  registerOrderRoutes(app, {
    payments,
    details,
    lookups: createRateLimiter(() => limit),
    clock,
  });
}

/**
 * The sweep of unpaid orders: once now (orders that fell due while the server was down), then
 * on an interval that never keeps the process alive and stops when the app closes. With the
 * hold switched off (HOLD_STOCK_MINUTES=0 or off) nothing is scheduled (and the sweep itself,
 * wiring/checkoutServices.ts, cancels nothing).
 */
function registerUnpaidOrderSweep(
  app: FastifyInstance,
  settings: FilledCheckoutOptions,
  sweep: (stopped: () => boolean) => Promise<number>,
): void {
  if (settings.holdStockMinutes === null && settings.codReleaseHours === null) return;
  const timer = startUnpaidOrderSweep(
    async (stopped) => {
      const cancelled = await sweep(stopped);
      if (cancelled > 0) app.log.info({ cancelled }, 'unpaid orders cancelled: hold time reached');
      return cancelled;
    },
    settings.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS,
    (error) => app.log.error({ err: error }, 'unpaid order sweep failed'),
  );
  app.addHook('onClose', () => timer.stop());
}
