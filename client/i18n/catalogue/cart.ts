// The fa strings of cart (English msgid to Persian); i18n/fa.ts or the page chunk that draws them
// registers them.
import type { Strings } from '../fa';

// Strings of the cart's notices (the cart saga, in the main chunk); the cart page's own are in
// cartPage.ts. WooCommerce's own wording is kept where it exists.
export const cartStrings: Strings = {
  // Lines changed
  'The quantity of “%1$s” is now %2$s.': 'تعداد «%1$s» اکنون %2$s است.',
  '“%s” removed.': '«%s» حذف شد.',

  // Coupon
  'Please enter a coupon code.': 'لطفاً کد تخفیف را وارد کنید.',
  'Coupon code “%s” has been applied.': 'کد تخفیف «%s» اعمال شد.',
  'Coupon code “%s” has been removed.': 'کد تخفیف «%s» حذف شد.',
};
