// What a payment's end does to the cart that placed the order: a payment not made gives the
// lines back, a payment made empties it.
import type { CartRepository } from '../../storage/cartRepository';
import type { OrderDetailsRepository } from '../../storage/orderDetailsRepository';
import type { CartService } from '../cart/cartService';

export interface CartRestoreDeps {
  details: Pick<OrderDetailsRepository, 'find' | 'sessionKey'>;
  carts: Pick<CartService, 'restoreOrder'>;
}

/**
 * A payment that was not made gives the shopper their cart back (WooCommerce restores the cart
 * of a cancelled order): the order's lines go back into the cart of the session that placed it.
 * The order itself stays pending, with its pay link. Answers how many lines came back.
 */
export function restoreCartOfUnpaidOrder(deps: CartRestoreDeps, orderId: number): number {
  const details = deps.details.find(orderId);
  const cart = deps.details.sessionKey(orderId);
  if (!details || cart === '') return 0;
  return deps.carts.restoreOrder(cart, {
    lines: details.lines,
    couponCodes: details.coupons.map((coupon) => coupon.code),
  });
}

/**
 * A paid order empties the cart of the session that placed it, as WooCommerce empties the cart
 * once the order it made is paid: lines given back by a cancelled attempt (and paid later from
 * the order page) would otherwise stay and be ordered, and paid, a second time.
 */
export function emptyCartOfPaidOrder(
  deps: {
    details: Pick<OrderDetailsRepository, 'sessionKey'>;
    carts: Pick<CartRepository, 'clear'>;
  },
  orderId: number,
): void {
  const cart = deps.details.sessionKey(orderId);
  if (cart !== '') deps.carts.clear(cart);
}
