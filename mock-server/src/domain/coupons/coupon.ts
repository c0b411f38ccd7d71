// wc_format_coupon_code plus the shop's own reading.
import { toAsciiDigits } from '../../../../contracts/iranRules';
import type { CouponRecord } from '../../storage/couponsRepository';

export type { CouponRecord };

/** wc_format_coupon_code plus the shop's own reading: trimmed, lower-case, Persian digits as ASCII. */
export function formatCouponCode(text: string): string {
  return toAsciiDigits(text).trim().toLowerCase();
}

export function isExpired(coupon: CouponRecord, nowGmt: string): boolean {
  return coupon.expiresGmt !== null && nowGmt > coupon.expiresGmt;
}

/** What one coupon takes off `itemsTotal`, in whole Toman, never more than the items cost. */
export function couponDiscount(coupon: CouponRecord, itemsTotal: number): number {
  const raw =
    coupon.discountType === 'percent'
      ? Math.round((itemsTotal * Math.min(coupon.amount, 100)) / 100)
      : coupon.amount;
  return Math.max(Math.min(raw, itemsTotal), 0);
}

export interface AppliedDiscount {
  coupon: CouponRecord;
  discount: number;
}

/**
 * The discount of each applied coupon, in the order applied. Each is worked out on the items'
 * price (WooCommerce's default, not sequential), and together they never pass the items' total.
 */
export function cartDiscounts(
  coupons: readonly CouponRecord[],
  itemsTotal: number,
): AppliedDiscount[] {
  let left = itemsTotal;
  return coupons.map((coupon) => {
    const discount = Math.min(couponDiscount(coupon, itemsTotal), left);
    left -= discount;
    return { coupon, discount };
  });
}

/**
 * Shares a discount between lines in proportion to their totals, in whole Toman, so that the
 * shares add up exactly (largest remainder); a line never goes below zero.
 */
export function shareDiscount(lineTotals: readonly number[], discount: number): number[] {
  const total = lineTotals.reduce((sum, value) => sum + value, 0);
  if (total <= 0 || discount <= 0) return lineTotals.map(() => 0);
  const capped = Math.min(discount, total);
  const exact = lineTotals.map((value) => (value * capped) / total);
  const shares = exact.map(Math.floor);
  let left = capped - shares.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
