// The fa strings of cart page (English msgid to Persian); i18n/fa.ts or the page chunk that draws
// them registers them.
import type { Strings } from '../fa';

// Strings of the cart page, its lines, the coupon form, the totals and the purchase summary (the
// totals and order lines also draw on the checkout, account and order received pages).
// WooCommerce's own wording is kept where it exists.
export const cartPageStrings: Strings = {
  Price: 'قیمت',
  'Quantity of “%s”': 'تعداد «%s»',
  Subtotal: 'جمع جزء',
  'Remove “%s” from the cart': 'حذف «%s» از سبد خرید',
  'Removing…': 'در حال حذف…',
  // The button in the "removed" notice that puts the line back (WooCommerce's "Undo?").
  Undo: 'بازگرداندن',
  '“%s” is back in your cart.': '«%s» به سبد خرید بازگشت.',
  'Updating the cart…': 'در حال به‌روزرسانی سبد خرید…',
  'Loading your cart…': 'در حال بارگذاری سبد خرید…',
  'The cart could not be loaded. Please reload the page.':
    'سبد خرید بارگذاری نشد. لطفاً صفحه را دوباره بارگذاری کنید.',
  'Products in your cart': 'محصولات سبد خرید شما',
  // Without JavaScript only: the cart form's button (WooCommerce's own words).
  'Update cart': 'به‌روزرسانی سبد خرید',
  'Cart totals': 'جمع کل سبد خرید',
  'Proceed to checkout': 'ادامه و تسویه حساب',
  'Discount (%s)': 'تخفیف (%s)',
  Discount: 'تخفیف',
  minus: 'منهای',
  Shipping: 'ارسال',
  Free: 'رایگان',
  'Your order': 'سفارش شما',
  '× %s': '× %s',
  Coupon: 'کد تخفیف',
  'Coupon code': 'کد تخفیف',
  'Applying…': 'در حال اعمال…',
  'Apply coupon': 'اعمال کد تخفیف',
  'Applied coupons': 'کدهای تخفیف اعمال‌شده',
  Remove: 'حذف',
  ' coupon “%s”': ' کد تخفیف «%s»',
  'Your cart is currently empty.': 'سبد خرید شما در حال حاضر خالی است.',
  'Return to shop': 'بازگشت به فروشگاه',
};
