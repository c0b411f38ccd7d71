// The fa strings of catalog (English msgid to Persian); i18n/fa.ts or the page chunk that draws
// them registers them.
import type { Strings } from '../fa';

// Strings of the catalogue: prices, sale badges, add to cart, the category mega menu and the menu
// cart (the shop page's own are in shop.ts, the product page's in product.ts). WooCommerce's own
// wording is kept where it exists.
export const catalogStrings: Strings = {
  // Prices
  Toman: 'تومان',
  '%1$s to %2$s': '%1$s تا %2$s',
  'Original price:': 'قیمت اصلی:',
  'Current price:': 'قیمت فعلی:',
  '%s%% off': '%s٪ تخفیف',
  'Sale!': 'فروش ویژه!',

  // Shop and category pages, the mega menu
  'Page %1$s of %2$s': 'صفحهٔ %1$s از %2$s',
  'All products': 'همهٔ محصولات',
  'Product categories': 'دسته‌بندی‌های محصولات',

  // A product (the page title, the search suggestions)
  'Product not found': 'محصول پیدا نشد',
  'Out of stock': 'ناموجود',

  // Add to cart
  'Add to cart': 'افزودن به سبد خرید',
  '“%s” has been added to your cart.': '«%s» به سبد خرید شما افزوده شد.',
  '%1$s × “%2$s” have been added to your cart.': '%1$s عدد «%2$s» به سبد خرید شما افزوده شد.',

  // Menu cart
  '(%1$s items, %2$s)': '(%1$s کالا، %2$s)',
};
