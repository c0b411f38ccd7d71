// The online payment's routes.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CHECKOUT_PAYMENT_CANCELLED_PATH,
  PAYMENT_METHODS_ROUTE,
  orderReceivedPath,
  type PaymentMethodInfo,
} from '../../../contracts/checkout';
import { PAYMENT_METHOD_NAMES } from '../../../contracts/paymentMethodNames';
import { ORDER_ERROR_CODES, ORDERS_ROUTE } from '../../../contracts/orders';
import type { PlacedOrder } from '../domain/checkout/orderView';
import { PAYMENT_CALLBACK_ROUTE, type OrderPayments } from '../domain/payments/orderPayments';
import type { PaymentGateway } from '../domain/payments/gateway';
import { completePayment, type PaymentDeps } from '../domain/payments/paymentService';
import {
  GATEWAY_STYLESHEET,
  renderGonePage,
  renderPaymentPage,
} from '../domain/payments/testGatewayPage';
import {
  TEST_GATEWAY_PATH,
  isGatewayToken,
  type BankStatus,
  type LocalTestGateway,
} from '../domain/payments/testGateway';
import { requestOrigin } from '../http/origin';
import { refused } from '../http/refusals';
import {
  gatewayActionSchema,
  gatewayPageSchema,
  gatewayStylesheetSchema,
  payRouteSchema,
  paymentCallbackSchema,
  paymentMethodsResponses,
} from './schemas/orders';
import { noQueryArgumentsSchema, unreadBodySchema } from './schemas/paths';
import type { RouteRequest } from './schemas/requestTypes';

export interface PaymentRouteDeps extends Omit<PaymentDeps, 'gateway'> {
  payments: OrderPayments;
  /** The card gateway; absent: no online payment (persian_card is neither offered nor taken). */
  gateway?: PaymentGateway;
  /** The local bank, when it is the card gateway (a development tool: no money moves). */
  testGateway?: LocalTestGateway;
  merchant: string;
  /** The shop's card for card-to-card transfers. */
  bankCard: { number: string; holder: string };
  /** Gives an unpaid order's lines back to its cart (absent: the cart stays as it is). */
  restoreCart?: (orderId: number) => number;
  /** Empties the cart that placed a paid order (absent: the cart stays as it is). */
  emptyCart?: (orderId: number) => void;
}

type PayRequest = RouteRequest<typeof payRouteSchema>;

export const orderNotFound = () =>
  refused({
    kind: 'notFound',
    code: ORDER_ERROR_CODES.notFound,
    message: 'سفارشی با این مشخصات پیدا نشد.',
  });

/** Compares an order key without leaking how much of it matched. */
export function keyMatches(placed: PlacedOrder, key: string): boolean {
  const expected = Buffer.from(placed.details.orderKey);
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The online payment's routes: the payment methods, the gateway's callback (verified before the
 * order is paid), the pay link of an unpaid order, and the local test gateway's own pages that
 * play the bank. Without a card gateway only the payment methods are answered.
 */
export function registerPaymentGatewayRoutes(app: FastifyInstance, deps: PaymentRouteDeps): void {
  const methods: PaymentMethodInfo[] = [
    {
      id: 'cod',
      title: PAYMENT_METHOD_NAMES.cod,
      description: 'هزینهٔ سفارش را هنگام تحویل، نقدی یا با کارتخوان پیک بپردازید.',
    },
    {
      id: 'bacs',
      title: PAYMENT_METHOD_NAMES.bacs,
      description:
        'مبلغ سفارش را به کارت فروشگاه واریز کنید و شمارهٔ پیگیری را بنویسید؛ سفارش پس از تأیید واریز ارسال می‌شود.',
      card_number: deps.bankCard.number,
      card_holder: deps.bankCard.holder,
    },
  ];
  if (deps.gateway) {
    methods.push({
      id: 'persian_card',
      title: PAYMENT_METHOD_NAMES.persian_card,
      description: 'پرداخت امن با همهٔ کارت‌های عضو شتاب در درگاه بانک.',
      ...(deps.testGateway ? { test_mode: true } : {}),
    });
  }
  app.get(
    `/wp-json/${PAYMENT_METHODS_ROUTE}`,
    { schema: { querystring: noQueryArgumentsSchema, response: paymentMethodsResponses } },
    async (): Promise<PaymentMethodInfo[]> => methods,
  );

  const cardGateway = deps.gateway;
  if (!cardGateway) return;
  const paymentDeps: PaymentDeps = { ...deps, gateway: cardGateway };

  app.get<{ Querystring: Record<string, string | undefined> }>(
    `/wp-json/${PAYMENT_CALLBACK_ROUTE}`,
    { schema: paymentCallbackSchema },
    async (request, reply) => {
      const outcome = await completePayment(paymentDeps, request.query);
      if (outcome.result === 'rejected') {
        throw refused({
          kind: 'invalid',
          code: 'persian_shop_payment_rejected',
          message: 'پاسخ درگاه پرداخت معتبر نیست؛ وضعیت سفارش تغییری نکرد.',
        });
      }
      const placed = deps.payments.find(outcome.orderId);
      if (!placed) throw orderNotFound();
      if (outcome.result === 'paid' && outcome.endedNow) deps.emptyCart?.(outcome.orderId);
      // The bank said no (cancelled or declined): the shopper gets their cart back, once, and
      // goes back to the checkout with it and the card chosen, where placing the order again
      // pays this same order (placeOrder resumes it), as WooCommerce's order awaiting payment.
      const restored =
        outcome.result === 'unpaid' && outcome.endedNow
          ? (deps.restoreCart?.(outcome.orderId) ?? 0)
          : 0;
      if (restored > 0) {
        return reply.redirect(`${requestOrigin(request)}${CHECKOUT_PAYMENT_CANCELLED_PATH}`, 303);
      }
      const target = orderReceivedPath(placed.order.id, placed.details.orderKey);
      return reply.redirect(`${requestOrigin(request)}${target}`, 303);
    },
  );

  const payable = (request: FastifyRequest<PayRequest>): PlacedOrder => {
    const placed = /^\d{1,12}$/.test(request.params.id)
      ? deps.payments.find(Number(request.params.id))
      : undefined;
    if (!placed || !keyMatches(placed, request.query.key ?? '')) throw orderNotFound();
    return placed;
  };
  const receivedUrl = (origin: string, placed: PlacedOrder) =>
    `${origin}${orderReceivedPath(placed.order.id, placed.details.orderKey)}`;

  // The pay link, read only: to the bank's page of the order's live attempt, else to the order
  // received page, whose pay button POSTs. A GET never starts a payment (issue 11).
  app.get<PayRequest>(
    `/wp-json/${ORDERS_ROUTE}/:id/pay`,
    { schema: payRouteSchema },
    async (request, reply) => {
      const placed = payable(request);
      const origin = requestOrigin(request);
      reply.header('cache-control', 'no-store');
      return reply.redirect(
        deps.payments.livePage(placed, origin) ?? receivedUrl(origin, placed),
        302,
      );
    },
  );

  // The pay button: the order's live attempt or, when there is none (cancelled on the bank's
  // page), a new one. Needs the order key; one live attempt per order however often it is sent.
  app.post<PayRequest>(
    `/wp-json/${ORDERS_ROUTE}/:id/pay`,
    { schema: { ...payRouteSchema, body: unreadBodySchema } },
    async (request, reply) => {
      const placed = payable(request);
      const origin = requestOrigin(request);
      const bank = await deps.payments.startIfOnline(placed, origin);
      return reply.redirect(bank ?? receivedUrl(origin, placed), 303);
    },
  );

  const gateway = deps.testGateway;
  if (!gateway) return;

  app.get(
    `${TEST_GATEWAY_PATH}/gateway.css`,
    { schema: gatewayStylesheetSchema },
    async (_request, reply) => reply.type('text/css; charset=utf-8').send(GATEWAY_STYLESHEET),
  );

  app.get<RouteRequest<typeof gatewayPageSchema>>(
    `${TEST_GATEWAY_PATH}/:token`,
    { schema: gatewayPageSchema },
    async (request, reply) => {
      const attempt = isGatewayToken(request.params.token)
        ? deps.attempts.find(request.params.token)
        : undefined;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!attempt || attempt.usedGmt !== null) return reply.code(404).send(renderGonePage());
      return renderPaymentPage({
        token: attempt.token,
        merchant: deps.merchant,
        orderId: attempt.orderId,
        amount: attempt.amount,
      });
    },
  );

  for (const [action, status] of [
    ['pay', 'OK'],
    ['cancel', 'NOK'],
  ] as const satisfies readonly (readonly [string, BankStatus])[]) {
    app.post<RouteRequest<typeof gatewayActionSchema>>(
      `${TEST_GATEWAY_PATH}/:token/${action}`,
      { schema: { ...gatewayActionSchema, body: unreadBodySchema } },
      async (request, reply) => {
        const query = isGatewayToken(request.params.token)
          ? gateway.callbackQuery(request.params.token, status)
          : undefined;
        if (!query) {
          return reply.code(404).type('text/html; charset=utf-8').send(renderGonePage());
        }
        const callback = `${requestOrigin(request)}/wp-json/${PAYMENT_CALLBACK_ROUTE}?${query.toString()}`;
        return reply.redirect(callback, 303);
      },
    );
  }
}
