// wc/store/v1/checkout.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PAYMENT_METHODS,
  checkoutBodySchema,
  type PaymentMethodId,
  type StoreCheckoutRequest,
  type StoreCheckoutResponse,
} from '../../../contracts/checkout';
import { PAYMENT_METHOD_NAMES } from '../../../contracts/paymentMethodNames';
import { REGIONS_ROUTE, type RegionsResponse } from '../../../contracts/regions';
import { draftFor, toDraftResponse } from '../domain/checkout/checkoutDraft';
import { readCheckoutRequest } from '../domain/checkout/checkoutRequest';
import { invalidFieldsError } from '../domain/checkout/fieldErrors';
import { toCheckoutResponse } from '../domain/checkout/orderView';
import { emptyCartFailure, placeOrder, type CheckoutDeps } from '../domain/checkout/placeOrder';
import { requestOrigin } from '../http/origin';
import { checkoutResponses, regionsResponses } from './schemas/store';
import { IRAN_REGIONS, findProvince } from '../../../contracts/iranRegions';
import type { OrderPayments } from '../domain/payments/orderPayments';
import { STORE_ROOT } from './storeProducts';
import { refused } from '../http/refusals';
import type { StoreSession } from './storeSession';
import { noQueryArgumentsSchema } from './schemas/paths';

export interface CheckoutRouteDeps extends CheckoutDeps {
  session: StoreSession;
  payments: OrderPayments;
  drafts: NonNullable<CheckoutDeps['drafts']>;
  /** CHECKOUT_EMAIL_OPTIONAL: a billing email is not needed beside the mobile. */
  emailOptional: boolean;
}

/** The signed-in customer (the accounts feature's session hook), 0 for a guest. */
function shopCustomerId(request: FastifyRequest): number {
  return request.customerId ?? 0;
}

/**
 * wc/store/v1/checkout: GET answers the cart's draft order (made once per session, holding no
 * stock), POST places the order (the draft's id and key) in one transaction and, for the online
 * card, starts the payment.
 * Also GET persian-shop/v1/regions, the provinces and cities the address rules accept.
 */
export function registerStoreCheckoutRoutes(app: FastifyInstance, deps: CheckoutRouteDeps): void {
  // Without a card gateway the checkout takes cash on delivery and card-to-card only.
  const offered: readonly PaymentMethodId[] = deps.payments.online
    ? PAYMENT_METHODS
    : PAYMENT_METHODS.filter((id) => id !== 'persian_card');
  app.get(
    `/wp-json/${REGIONS_ROUTE}`,
    { schema: { querystring: noQueryArgumentsSchema, response: regionsResponses } },
    async (_request, reply): Promise<RegionsResponse> => {
      reply.header('cache-control', 'public, max-age=86400');
      return { country: 'IR', provinces: [...IRAN_REGIONS] };
    },
  );

  app.get(
    `${STORE_ROOT}/checkout`,
    { schema: { querystring: noQueryArgumentsSchema, response: checkoutResponses } },
    async (request, reply): Promise<StoreCheckoutResponse> => {
      const identity = deps.session.identify(request);
      deps.session.sendSessionHeaders(reply, identity);
      // An empty cart has nothing to draft (and a visitor who never shopped writes nothing).
      const draft = deps.cartLines.atomically(() =>
        emptyCartFailure(deps, identity.customerId)
          ? undefined
          : draftFor({ drafts: deps.drafts, clock: deps.clock }, identity.customerId),
      );
      return toDraftResponse(draft, shopCustomerId(request), offered[0] ?? '');
    },
  );

  app.post<{ Body: StoreCheckoutRequest }>(
    `${STORE_ROOT}/checkout`,
    {
      schema: {
        querystring: noQueryArgumentsSchema,
        body: checkoutBodySchema,
        response: checkoutResponses,
      },
    },
    async (request: FastifyRequest<{ Body: StoreCheckoutRequest }>, reply: FastifyReply) => {
      const placed = deps.session.write(request, reply, (identity) => {
        const empty = emptyCartFailure(deps, identity.customerId);
        if (empty) throw refused(empty);
        const reading = readCheckoutRequest(
          request.body,
          findProvince,
          offered,
          PAYMENT_METHOD_NAMES,
          { emailOptional: deps.emailOptional },
        );
        if (!reading.ok) {
          if ('problems' in reading) throw invalidFieldsError(reading.problems);
          throw refused({ kind: 'invalid', code: reading.code, message: reading.message });
        }
        const outcome = placeOrder(deps, {
          cartCustomerId: identity.customerId,
          shopCustomerId: shopCustomerId(request),
          input: reading.input,
          customerIp: request.ip,
          customerUserAgent: request.headers['user-agent'] ?? '',
        });
        if (!outcome.ok) {
          if ('problems' in outcome) throw invalidFieldsError(outcome.problems);
          throw refused(outcome.failure);
        }
        // The order as stored (what payments.placed(orderId) would read back after the commit).
        return outcome.placed;
      });
      const origin = requestOrigin(request);
      const order = placed;
      // The online card: the order is stored (pending) before the bank is asked, so a gateway
      // that fails to answer leaves a pending order with its retry link, never a lost one.
      const redirect = await deps.payments.startIfOnline(order, origin);
      return reply.code(200).send(toCheckoutResponse(order, origin, redirect));
    },
  );
}
