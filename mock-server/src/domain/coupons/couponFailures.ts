// Why a coupon was refused or taken off the cart: WooCommerce's error codes, Persian messages.
import { CART_OPERATION_ERROR_CODES } from '../../../../contracts/store';
import { CHECKOUT_ERROR_CODES } from '../../../../contracts/checkout';
import { persianNumber } from '../catalog/persianText';
import type { CartFailure } from '../cart/cartFailures';

const couponError = (message: string): CartFailure => ({
  kind: 'invalid',
  code: CART_OPERATION_ERROR_CODES.couponError,
  message,
});

// The comment above each is WooCommerce's English message.
export const couponFailures = {
  /** Please enter a coupon code. */
  empty: () => couponError('لطفاً کد تخفیف را وارد کنید.'),
  /** Coupon "%s" cannot be applied because it does not exist. */
  unknown: (code: string) =>
    couponError(`کد تخفیف «${code}» وجود ندارد و نمی‌توان آن را اعمال کرد.`),
  /** This coupon has expired. */
  expired: () => couponError('این کد تخفیف منقضی شده است.'),
  /** The minimum spend for this coupon is %s. */
  belowMinimum: (minimum: number) =>
    couponError(`کمترین مبلغ خرید برای این کد تخفیف ${persianNumber(minimum)} تومان است.`),
  /** Coupon code "%s" already applied! */
  alreadyApplied: (code: string) => couponError(`کد تخفیف «${code}» قبلاً اعمال شده است.`),
  /** Coupon cannot be removed because it is not already applied to the cart. */
  notApplied: (): CartFailure => ({
    kind: 'conflict',
    code: CART_OPERATION_ERROR_CODES.couponNotApplied,
    message: 'این کد تخفیف روی سبد خرید اعمال نشده است که برداشته شود.',
  }),
  /** At checkout: the coupon stopped being valid; it has been taken off the cart. */
  removedAtCheckout: (code: string, reason: string): CartFailure => ({
    kind: 'conflict',
    code: CHECKOUT_ERROR_CODES.couponErrors,
    message: `کد تخفیف «${code}» از سبد خرید برداشته شد: ${reason} سبد خرید را دوباره بررسی کنید.`,
  }),
} as const;
