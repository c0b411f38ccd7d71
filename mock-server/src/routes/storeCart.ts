// GET wc/store/v1/cart and POST cart/add-item, with WooCommerce's session rules (storeSession.ts).
import type { FastifyInstance } from 'fastify';
import {
  addItemBodySchema,
  type StoreAddItemRequest,
  type StoreCart,
} from '../../../contracts/store';
import type { CartService } from '../domain/cart/cartService';
import { requestOrigin } from '../http/origin';
import { addItemResponses, cartResponses } from './schemas/store';
import { STORE_ROOT } from './storeProducts';
import { refused } from '../http/refusals';
import type { StoreSession } from './storeSession';
import { noQueryArgumentsSchema } from './schemas/paths';

export type { CartRouteSettings } from './storeSession';

const addItemQuerySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1 },
    quantity: { type: 'integer' },
  },
} as const;

/**
 * GET wc/store/v1/cart and POST cart/add-item, with WooCommerce's session rules (storeSession.ts):
 * a valid Cart-Token names the cart and skips the nonce; otherwise the session cookie does, and
 * writes need the Store API `Nonce` header. Every answer, errors included, carries a fresh Nonce
 * and a Cart-Token for the same cart.
 */
export function registerStoreCartRoutes(
  app: FastifyInstance,
  service: CartService,
  session: StoreSession,
): void {
  app.get(
    `${STORE_ROOT}/cart`,
    { schema: { querystring: noQueryArgumentsSchema, response: cartResponses } },
    async (request, reply): Promise<StoreCart> => {
      const identity = session.identify(request);
      session.sendSessionHeaders(reply, identity);
      return service.cart(identity.customerId, requestOrigin(request));
    },
  );

  app.post<{ Body: StoreAddItemRequest | undefined; Querystring: Partial<StoreAddItemRequest> }>(
    `${STORE_ROOT}/cart/add-item`,
    {
      schema: {
        body: addItemBodySchema,
        querystring: addItemQuerySchema,
        response: addItemResponses,
      },
      // WordPress takes the parameters from the query string too.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) {
          request.body = { ...request.query } as StoreAddItemRequest;
        }
      },
    },
    async (request, reply) => {
      const cart = session.write(request, reply, (identity) => {
        const body = request.body ?? { id: 0 };
        const outcome = service.addItem(identity.customerId, body, requestOrigin(request));
        if (!outcome.ok) throw refused(outcome.failure);
        return outcome.cart;
      });
      return reply.code(201).send(cart);
    },
  );
}
