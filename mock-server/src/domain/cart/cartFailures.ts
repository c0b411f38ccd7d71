// Why a cart operation is refused, and what is wrong with a line already in the cart: in
// WooCommerce's error codes, with Persian messages.
import { STORE_ERROR_CODES } from '../../../../contracts/store';
import { persianNumber, toPersianDigits } from '../catalog/persianText';
import type { Refusal, RefusalKind } from '../domainError';

/** A refused cart operation: what kind, WooCommerce's code and a Persian message. */
export type CartFailure = Refusal;

const refuse = (code: string, message: string, kind: RefusalKind = 'invalid'): CartFailure => ({
  kind,
  code,
  message,
});

// The comment above each is WooCommerce's English message.
export const cartFailures = {
  /** Missing the Nonce header. This endpoint requires a valid nonce. */
  missingNonce: () =>
    refuse(
      STORE_ERROR_CODES.missingNonce,
      'سرصفحهٔ Nonce فرستاده نشده است. این درخواست به یک nonce معتبر نیاز دارد.',
      'unauthenticated',
    ),
  /** Nonce is invalid. */
  invalidNonce: () =>
    refuse(STORE_ERROR_CODES.invalidNonce, 'کد امنیتی (nonce) نامعتبر است.', 'forbidden'),
  /** Product with ID "%s" was not found and cannot be added to the cart. */
  invalidProduct: (id: number) =>
    refuse(
      STORE_ERROR_CODES.invalidProduct,
      `محصولی با شناسهٔ «${toPersianDigits(String(id))}» پیدا نشد و به سبد خرید افزوده نمی‌شود.`,
    ),
  /** This product cannot be added to the cart. */
  invalidParent: () =>
    refuse(
      'woocommerce_rest_cart_invalid_parent_product',
      'این محصول را نمی‌توان به سبد خرید افزود.',
    ),
  /** No matching variation found. */
  noMatchingVariation: () =>
    refuse(
      STORE_ERROR_CODES.noMatchingVariation,
      'هیچ گونه‌ای از این محصول با انتخاب شما جور نیست.',
    ),
  /** Invalid value posted for %1$s. Allowed values: %2$s */
  invalidVariationData: (label: string, allowed: readonly string[]) =>
    refuse(
      STORE_ERROR_CODES.invalidVariationData,
      `مقدار فرستاده‌شده برای ${label} نامعتبر است. مقدارهای مجاز: ${allowed.join(', ')}`,
    ),
  /** Missing variation data for variable product. %s is a required field */
  missingVariationData: (labels: readonly string[]) =>
    refuse(
      STORE_ERROR_CODES.missingVariationData,
      `گزینه‌های این محصول کامل انتخاب نشده است. انتخاب ${labels.join(' و ')} لازم است.`,
    ),
  /** "%s" is not available for purchase. */
  notPurchasable: (name: string) =>
    refuse(STORE_ERROR_CODES.notPurchasable, `«${name}» قابل خرید نیست.`),
  /** You cannot add "%s" with a quantity less than or equal to 0 to the cart. */
  invalidQuantity: (name: string) =>
    refuse(
      STORE_ERROR_CODES.invalidQuantity,
      `«${name}» را نمی‌توان با تعداد صفر یا کمتر به سبد خرید افزود.`,
    ),
  /** You cannot add "%s" to the cart because the product is out of stock. */
  outOfStock: (name: string) =>
    refuse(
      STORE_ERROR_CODES.outOfStock,
      `«${name}» ناموجود است و نمی‌توان آن را به سبد خرید افزود.`,
    ),
  /** You cannot add that amount of "%1$s" to the cart because there is not enough stock (%2$s remaining). */
  partiallyOutOfStock: (name: string, remaining: number) =>
    refuse(
      STORE_ERROR_CODES.partiallyOutOfStock,
      `این تعداد از «${name}» را نمی‌توان به سبد خرید افزود، چون موجودی کافی نیست (${persianNumber(Math.max(remaining, 0))} عدد باقی مانده).`,
    ),
  /** The maximum quantity of "%1$s" allowed in the cart is %2$s */
  tooMany: (name: string, maximum: number) =>
    refuse(
      STORE_ERROR_CODES.quantityLimit,
      `بیشترین تعداد مجاز «${name}» در سبد خرید ${persianNumber(maximum)} عدد است.`,
    ),
  /** The minimum quantity of "%1$s" allowed in the cart is %2$s */
  tooFew: (name: string, minimum: number) =>
    refuse(
      STORE_ERROR_CODES.quantityLimit,
      `کمترین تعداد مجاز «${name}» در سبد خرید ${persianNumber(minimum)} عدد است.`,
    ),
  /** The quantity of "%1$s" cannot be changed */
  readonlyQuantity: (name: string) =>
    refuse('readonly_quantity', `تعداد «${name}» را نمی‌توان تغییر داد.`),
} as const;

/** Problems with a line already in the cart, reported in the cart's `errors` (not thrown). */
export const cartItemProblems = {
  /** %s is out of stock and cannot be purchased. Please remove it from your cart. */
  outOfStock: (name: string) => ({
    code: STORE_ERROR_CODES.outOfStock,
    message: `«${name}» ناموجود است و قابل خرید نیست. لطفاً آن را از سبد خرید بردارید.`,
  }),
  /** There is not enough %s in stock. Please reduce the quantity in your cart. */
  notEnough: (name: string) => ({
    code: STORE_ERROR_CODES.partiallyOutOfStock,
    message: `موجودی «${name}» کافی نیست. لطفاً تعداد آن را در سبد خرید کم کنید.`,
  }),
  /** %s cannot be purchased. Please remove it from your cart. */
  notPurchasable: (name: string) => ({
    code: STORE_ERROR_CODES.notPurchasable,
    message: `«${name}» قابل خرید نیست. لطفاً آن را از سبد خرید بردارید.`,
  }),
};
