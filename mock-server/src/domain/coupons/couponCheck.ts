// Whether a coupon may apply to a cart, in WooCommerce's order: it exists, it has not expired,
// the minimum spend is met.
import type { CartFailure } from '../cart/cartFailures';
import { isExpired, type CouponRecord } from './coupon';
import { couponFailures } from './couponFailures';

/**
 * WC_Discounts::is_coupon_valid for the rules this shop's coupons have, in WooCommerce's order:
 * exists, not expired, minimum spend. `itemsTotal` is the cart's items before discounts.
 */
export function couponProblem(
  code: string,
  coupon: CouponRecord | undefined,
  itemsTotal: number,
  nowGmt: string,
): CartFailure | undefined {
  if (!coupon) return couponFailures.unknown(code);
  if (isExpired(coupon, nowGmt)) return couponFailures.expired();
  if (coupon.minimumAmount > 0 && itemsTotal < coupon.minimumAmount) {
    return couponFailures.belowMinimum(coupon.minimumAmount);
  }
  return undefined;
}
