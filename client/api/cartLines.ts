// What only the cart page asks of the Store API: a line's quantity, removing a line, coupons.
// Its own module so that it travels with the cart page's chunk (features/cart/cartPageSagas.ts).
import {
  STORE_API_NAMESPACE,
  type StoreCart,
  type StoreCouponRequest,
  type StoreRemoveItemRequest,
  type StoreUpdateItemRequest,
} from '../../contracts/store';
import { storeWrite } from './store';

const STORE = `/${STORE_API_NAMESPACE}`;

/** Sets a cart line's quantity (the line's 32-hex key) and answers the whole cart. */
export function updateCartItem(key: string, quantity: number): Promise<StoreCart> {
  const request: StoreUpdateItemRequest = { key, quantity };
  return storeWrite<StoreCart>(`${STORE}/cart/update-item`, request);
}

/** Takes a line out of the cart and answers the whole cart. */
export function removeCartItem(key: string): Promise<StoreCart> {
  const request: StoreRemoveItemRequest = { key };
  return storeWrite<StoreCart>(`${STORE}/cart/remove-item`, request);
}

/** Applies a coupon code; an unknown or unusable code is a WpApiError with a Persian message. */
export function applyCoupon(code: string): Promise<StoreCart> {
  const request: StoreCouponRequest = { code };
  return storeWrite<StoreCart>(`${STORE}/cart/apply-coupon`, request);
}

export function removeCoupon(code: string): Promise<StoreCart> {
  const request: StoreCouponRequest = { code };
  return storeWrite<StoreCart>(`${STORE}/cart/remove-coupon`, request);
}
