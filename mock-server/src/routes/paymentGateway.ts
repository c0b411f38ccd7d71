import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  PAYMENT_METHODS_ROUTE,
  orderReceivedPath,
  type PaymentMethodInfo,
} from '../../../contracts/checkout';
import { ORDER_ERROR_CODES, ORDERS_ROUTE } from '../../../contracts/orders';
import { PAYMENT_METHOD_TITLES } from '../domain/checkout/orderView';
import type { PlacedOrder } from '../domain/checkout/orderView';
import { PAYMENT_CALLBACK_ROUTE, type OrderPayments } from '../domain/payments/orderPayments';
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
import { WpHttpError } from '../http/wpError';

export interface PaymentRouteDeps extends PaymentDeps {
  payments: OrderPayments;
  /** The local bank; absent when a real gateway is configured. */
  testGateway?: LocalTestGateway;
  merchant: string;
  /** The shop's card for card-to-card transfers. */
  bankCard: { number: string; holder: string };
}

export const orderNotFound = () =>
  new WpHttpError(404, ORDER_ERROR_CODES.notFound, 'سفارشی با این مشخصات پیدا نشد.');

/** Compares an order key without leaking how much of it matched. */
export function keyMatches(placed: PlacedOrder, key: string): boolean {
  const expected = Buffer.from(placed.details.orderKey);
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The online payment's routes: the payment methods, the gateway's callback (verified before the
 * order is paid), the retry link, and the local test gateway's own pages that play the bank.
 */
export function registerPaymentGatewayRoutes(app: FastifyInstance, deps: PaymentRouteDeps): void {
  app.get(`/wp-json/${PAYMENT_METHODS_ROUTE}`, async (): Promise<PaymentMethodInfo[]> => [
    {
      id: 'cod',
      title: PAYMENT_METHOD_TITLES.cod,
      description: 'هزینهٔ سفارش را هنگام تحویل، نقدی یا با کارتخوان پیک بپردازید.',
    },
    {
      id: 'bacs',
      title: PAYMENT_METHOD_TITLES.bacs,
      description:
        'مبلغ سفارش را به کارت فروشگاه واریز کنید و شمارهٔ پیگیری را بنویسید؛ سفارش پس از تأیید واریز ارسال می‌شود.',
      card_number: deps.bankCard.number,
      card_holder: deps.bankCard.holder,
    },
    {
      id: 'persian_card',
      title: PAYMENT_METHOD_TITLES.persian_card,
      description: 'پرداخت امن با همهٔ کارت‌های عضو شتاب در درگاه بانک.',
    },
  ]);

  app.get<{ Querystring: Record<string, string | undefined> }>(
    `/wp-json/${PAYMENT_CALLBACK_ROUTE}`,
    async (request, reply) => {
      const outcome = await completePayment(deps, request.query);
      if (outcome.result === 'rejected') {
        throw new WpHttpError(
          400,
          'persian_shop_payment_rejected',
          'پاسخ درگاه پرداخت معتبر نیست؛ وضعیت سفارش تغییری نکرد.',
        );
      }
      const placed = deps.payments.find(outcome.orderId);
      if (!placed) throw orderNotFound();
      const target = orderReceivedPath(placed.order.id, placed.details.orderKey);
      return reply.redirect(`${requestOrigin(request)}${target}`, 303);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { key?: string } }>(
    `/wp-json/${ORDERS_ROUTE}/:id/pay`,
    async (request, reply) => {
      const placed = /^\d{1,12}$/.test(request.params.id)
        ? deps.payments.find(Number(request.params.id))
        : undefined;
      if (!placed || !keyMatches(placed, request.query.key ?? '')) throw orderNotFound();
      const origin = requestOrigin(request);
      const bank = await deps.payments.startIfOnline(placed, origin);
      const received = `${origin}${orderReceivedPath(placed.order.id, placed.details.orderKey)}`;
      return reply.redirect(bank ?? received, 302);
    },
  );

  const gateway = deps.testGateway;
  if (!gateway) return;

  app.get(`${TEST_GATEWAY_PATH}/gateway.css`, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(GATEWAY_STYLESHEET),
  );

  app.get<{ Params: { token: string } }>(`${TEST_GATEWAY_PATH}/:token`, async (request, reply) => {
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
  });

  for (const [action, status] of [
    ['pay', 'OK'],
    ['cancel', 'NOK'],
  ] as const satisfies readonly (readonly [string, BankStatus])[]) {
    app.post<{ Params: { token: string } }>(
      `${TEST_GATEWAY_PATH}/:token/${action}`,
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
