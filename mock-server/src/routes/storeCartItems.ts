// The Store API's routes for a line already in the cart: change its quantity, or remove it.
import type { FastifyInstance } from 'fastify';
import {
  removeItemBodySchema,
  updateItemBodySchema,
  type StoreRemoveItemRequest,
  type StoreUpdateItemRequest,
} from '../../../contracts/store';
import type { CartService } from '../domain/cart/cartService';
import { requestOrigin } from '../http/origin';
import { cartResponses } from './schemas/store';
import { STORE_ROOT } from './storeProducts';
import { refused } from '../http/refusals';
import type { StoreSession } from './storeSession';
import { noQueryArgumentsSchema } from './schemas/paths';

/** POST wc/store/v1/cart/update-item and cart/remove-item: 200 with the cart, as WooCommerce answers. */
export function registerStoreCartItemRoutes(
  app: FastifyInstance,
  service: CartService,
  session: StoreSession,
): void {
  app.post<{ Body: StoreUpdateItemRequest }>(
    `${STORE_ROOT}/cart/update-item`,
    {
      schema: {
        querystring: noQueryArgumentsSchema,
        body: updateItemBodySchema,
        response: cartResponses,
      },
    },
    async (request, reply) =>
      session.write(request, reply, (identity) => {
        const { key, quantity } = request.body;
        const outcome = service.updateItem(
          identity.customerId,
          key,
          quantity,
          requestOrigin(request),
        );
        if (!outcome.ok) throw refused(outcome.failure);
        return outcome.cart;
      }),
  );

  app.post<{ Body: StoreRemoveItemRequest }>(
    `${STORE_ROOT}/cart/remove-item`,
    {
      schema: {
        querystring: noQueryArgumentsSchema,
        body: removeItemBodySchema,
        response: cartResponses,
      },
    },
    async (request, reply) =>
      session.write(request, reply, (identity) => {
        const outcome = service.removeItem(
          identity.customerId,
          request.body.key,
          requestOrigin(request),
        );
        if (!outcome.ok) throw refused(outcome.failure);
        return outcome.cart;
      }),
  );
}
