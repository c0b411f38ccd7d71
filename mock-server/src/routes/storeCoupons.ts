// The Store API's coupon routes: apply a coupon to the cart, or take it off.
import type { FastifyInstance } from 'fastify';
import { couponBodySchema, type StoreCouponRequest } from '../../../contracts/store';
import type { CartService } from '../domain/cart/cartService';
import { requestOrigin } from '../http/origin';
import { cartResponses } from './schemas/store';
import { STORE_ROOT } from './storeProducts';
import { refused } from '../http/refusals';
import type { StoreSession } from './storeSession';
import { noQueryArgumentsSchema } from './schemas/paths';

/** POST wc/store/v1/cart/apply-coupon and cart/remove-coupon: 200 with the cart. */
export function registerStoreCouponRoutes(
  app: FastifyInstance,
  service: CartService,
  session: StoreSession,
): void {
  for (const [path, operation] of [
    ['apply-coupon', 'applyCoupon'],
    ['remove-coupon', 'removeCoupon'],
  ] as const) {
    app.post<{ Body: StoreCouponRequest }>(
      `${STORE_ROOT}/cart/${path}`,
      {
        schema: {
          querystring: noQueryArgumentsSchema,
          body: couponBodySchema,
          response: cartResponses,
        },
      },
      async (request, reply) =>
        session.write(request, reply, (identity) => {
          const outcome = service[operation](
            identity.customerId,
            request.body.code,
            requestOrigin(request),
          );
          if (!outcome.ok) throw refused(outcome.failure);
          return outcome.cart;
        }),
    );
  }
}
