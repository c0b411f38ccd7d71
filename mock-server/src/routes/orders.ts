// The shop's order routes: a signed-in customer's orders, one order for its owner or the holder
// of its key, and a guest's rate-limited lookup by order number and contact.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from '../../../contracts/wp';
import { normaliseMobile, toAsciiDigits } from '../../../contracts/iranRules';
import {
  ORDER_ERROR_CODES,
  ORDER_LOOKUP_ROUTE,
  ORDERS_MAX_PER_PAGE,
  ORDERS_ROUTE,
  orderLookupBodySchema,
  type OrderLookupRequest,
  type ShopOrder,
} from '../../../contracts/orders';
import type { OrderDetailsRepository } from '../storage/orderDetailsRepository';
import { toShopOrder } from '../domain/checkout/orderView';
import type { RateLimiter } from '../domain/forms/rateLimit';
import type { OrderPayments } from '../domain/payments/orderPayments';
import { persianNumber } from '../domain/catalog/persianText';
import { requestOrigin } from '../http/origin';
import { refused } from '../http/refusals';
import { orderKeyQuerySchema, orderListResponses, orderResponses } from './schemas/orders';
import { keyMatches, orderNotFound } from './paymentGateway';
import { noQueryArgumentsSchema } from './schemas/paths';
import type { NamedArguments } from '../../../contracts/schemaTypes';
import type { FromSchema } from 'json-schema-to-ts';

export interface OrderRouteDeps {
  payments: OrderPayments;
  details: OrderDetailsRepository;
  /** Guest lookups per address. */
  lookups: RateLimiter;
  clock: () => Date;
}

const notSignedIn = () =>
  refused({
    kind: 'unauthenticated',
    code: ORDER_ERROR_CODES.notSignedIn,
    message: 'برای دیدن سفارش‌ها ابتدا وارد حساب کاربری خود شوید.',
  });

const listQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: ORDERS_MAX_PER_PAGE, default: 10 },
  },
} as const;

const idParamsSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
} as const;

function signedIn(request: FastifyRequest): number {
  const customerId = request.customerId;
  if (customerId === null || customerId === undefined || customerId <= 0) throw notSignedIn();
  return customerId;
}

/**
 * The shop's order reads: a signed-in customer's orders, one order for its owner or the holder
 * of its key, and the rate-limited guest lookup that answers the same 404 whether the number or
 * the contact is wrong.
 */
export function registerOrderRoutes(app: FastifyInstance, deps: OrderRouteDeps): void {
  app.get<{ Querystring: NamedArguments<typeof listQuerySchema> }>(
    `/wp-json/${ORDERS_ROUTE}`,
    { schema: { querystring: listQuerySchema, response: orderListResponses } },
    async (request, reply): Promise<ShopOrder[]> => {
      const customerId = signedIn(request);
      const { page, per_page: perPage } = request.query;
      const total = deps.details.customerOrderCount(customerId);
      reply.header(TOTAL_HEADER, String(total));
      reply.header(TOTAL_PAGES_HEADER, String(Math.ceil(total / perPage)));
      reply.header('cache-control', 'no-store');
      const origin = requestOrigin(request);
      return deps.details
        .customerOrderIds(customerId, perPage, (page - 1) * perPage)
        .flatMap((id) => {
          const placed = deps.payments.find(id);
          return placed ? [toShopOrder(placed, origin, deps.payments.online)] : [];
        });
    },
  );

  app.post<{ Body: OrderLookupRequest }>(
    `/wp-json/${ORDER_LOOKUP_ROUTE}`,
    {
      schema: {
        querystring: noQueryArgumentsSchema,
        body: orderLookupBodySchema,
        response: orderResponses,
      },
    },
    async (request, reply): Promise<ShopOrder> => {
      const now = deps.clock();
      if (!deps.lookups.take(request.ip, now)) {
        const wait = deps.lookups.retryAfter(request.ip, now);
        throw refused({
          kind: 'tooMany',
          code: ORDER_ERROR_CODES.tooManyLookups,
          message: `تعداد جست‌وجوها زیاد بود؛ ${persianNumber(Math.max(Math.ceil(wait / 60), 1))} دقیقهٔ دیگر دوباره امتحان کنید.`,
          retryAfter: wait,
        });
      }
      reply.header('cache-control', 'no-store');
      const number = toAsciiDigits(request.body.order_number).replace(/^#/, '').trim();
      const contact = toAsciiDigits(request.body.email_or_mobile).trim();
      const email = contact.includes('@') ? contact.toLowerCase() : '';
      const mobile = email === '' ? (normaliseMobile(contact) ?? '') : '';
      const placed = /^\d{1,12}$/.test(number) ? deps.payments.find(Number(number)) : undefined;
      // One answer for every miss, so the lookup cannot be used to learn which numbers exist.
      if (!placed || (email === '' && mobile === '')) throw orderNotFound();
      const matches =
        (email !== '' && placed.details.billing.email === email) ||
        (mobile !== '' && placed.details.billing.phone === mobile);
      if (!matches) throw orderNotFound();
      return toShopOrder(placed, requestOrigin(request), deps.payments.online);
    },
  );

  app.get<{
    Params: FromSchema<typeof idParamsSchema>;
    Querystring: NamedArguments<typeof orderKeyQuerySchema>;
  }>(
    `/wp-json/${ORDERS_ROUTE}/:id`,
    {
      schema: {
        params: idParamsSchema,
        querystring: orderKeyQuerySchema,
        response: orderResponses,
      },
    },
    async (request, reply): Promise<ShopOrder> => {
      reply.header('cache-control', 'no-store');
      const key = request.query.key;
      const placed = deps.payments.find(request.params.id);
      if (key !== undefined && key !== '') {
        if (!placed || !keyMatches(placed, key)) throw orderNotFound();
        return toShopOrder(placed, requestOrigin(request), deps.payments.online);
      }
      const customerId = signedIn(request);
      if (!placed || placed.details.customerId !== customerId) throw orderNotFound();
      return toShopOrder(placed, requestOrigin(request), deps.payments.online);
    },
  );
}
