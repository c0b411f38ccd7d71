// Coupons as WooCommerce applies them: codes read in Persian digits, percentage and fixed discounts
// in whole Toman within the items total, checks with Persian messages, shares adding up exactly.
import { SEEDED_COUPONS } from '../../seed/coupons';
import {
  cartDiscounts,
  couponDiscount,
  formatCouponCode,
  shareDiscount,
  type CouponRecord,
} from './coupon';
import { couponProblem } from './couponCheck';

const coupon = (code: string): CouponRecord => {
  const found = SEEDED_COUPONS.find((candidate) => candidate.code === code);
  if (!found) throw new Error(code);
  return found;
};
const now = '2025-06-01T10:00:00';

describe('coupons', () => {
  it('formats codes as WooCommerce stores them, reading Persian digits', () => {
    expect(formatCouponCode('  WELCOME۱۰ ')).toBe('welcome10');
  });

  it('takes a percentage of the items, rounded to whole Toman', () => {
    expect(couponDiscount(coupon('welcome10'), 1_234_565)).toBe(123_457);
  });

  it('takes a fixed Toman amount, never more than the items cost', () => {
    expect(couponDiscount(coupon('nowruz'), 2_500_000)).toBe(200_000);
    expect(couponDiscount({ ...coupon('nowruz'), minimumAmount: 0 }, 150_000)).toBe(150_000);
  });

  it('keeps two coupons together within the items total', () => {
    const discounts = cartDiscounts(
      [
        { ...coupon('nowruz'), amount: 900_000 },
        { ...coupon('welcome10'), amount: 50 },
      ],
      1_000_000,
    );
    expect(discounts.map((applied) => applied.discount)).toEqual([900_000, 100_000]);
  });

  it('checks existence, expiry and the minimum spend, in that order, with Persian messages', () => {
    expect(couponProblem('nope', undefined, 10, now)).toMatchObject({
      code: 'woocommerce_rest_cart_coupon_error',
      kind: 'invalid',
      message: 'کد تخفیف «nope» وجود ندارد و نمی‌توان آن را اعمال کرد.',
    });
    expect(couponProblem('yalda1403', coupon('yalda1403'), 9_999_999, now)?.message).toBe(
      'این کد تخفیف منقضی شده است.',
    );
    expect(couponProblem('nowruz', coupon('nowruz'), 1_999_999, now)?.message).toBe(
      'کمترین مبلغ خرید برای این کد تخفیف ۲٬۰۰۰٬۰۰۰ تومان است.',
    );
    expect(couponProblem('nowruz', coupon('nowruz'), 2_000_000, now)).toBeUndefined();
    expect(
      couponProblem('yalda1403', coupon('yalda1403'), 1, '2024-12-21T20:30:00'),
    ).toBeUndefined();
  });

  it('shares a discount between lines in proportion, adding up exactly', () => {
    expect(shareDiscount([100, 200, 300], 100)).toEqual([17, 33, 50]);
    expect(shareDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(shareDiscount([500], 900)).toEqual([500]);
    expect(shareDiscount([0, 0], 10)).toEqual([0, 0]);
    const shares = shareDiscount([333_333, 333_333, 333_334], 123_457);
    expect(shares.reduce((sum, value) => sum + value, 0)).toBe(123_457);
  });
});
