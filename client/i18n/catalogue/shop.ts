// The fa strings of shop (English msgid to Persian); i18n/fa.ts or the page chunk that draws them
// registers them.
import type { Strings } from '../fa';

// Strings of the shop and category pages' own listing (prices, sale badges and product cards are
// in catalog.ts). WooCommerce's own wording is kept where it exists.
export const shopStrings: Strings = {
  'Loading products…': 'در حال بارگذاری محصولات…',
  'No products were found matching your selection.': 'محصولی مطابق با انتخاب شما پیدا نشد.',
  '%s products': '%s محصول',
  'Product pages': 'صفحه‌های محصولات',
};
