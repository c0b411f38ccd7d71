import type { Strings } from '../fa';

// Strings of the catalogue: shop and category pages, product page, swatches, add to cart, the
// category mega menu and the menu cart. WooCommerce's own wording is kept where it exists.
export const catalogStrings: Strings = {
  // Prices
  Toman: 'تومان',
  '%1$s to %2$s': '%1$s تا %2$s',
  'Original price:': 'قیمت اصلی:',
  'Current price:': 'قیمت فعلی:',
  '%s%% off': '%s٪ تخفیف',
  'Sale!': 'فروش ویژه!',

  // Shop and category pages
  'Loading products…': 'در حال بارگذاری محصولات…',
  'No products were found matching your selection.': 'محصولی مطابق با انتخاب شما پیدا نشد.',
  '%s products': '%s محصول',
  'Product pages': 'صفحه‌های محصولات',
  'Page %1$s of %2$s': 'صفحهٔ %1$s از %2$s',
  'All products': 'همهٔ محصولات',
  'Product categories': 'دسته‌بندی‌های محصولات',

  // Product page
  'Loading the product…': 'در حال بارگذاری محصول…',
  'Product not found': 'محصول پیدا نشد',
  'There is no product at this address. It may have been removed.':
    'در این نشانی محصولی نیست. ممکن است حذف شده باشد.',
  'The product could not be loaded': 'محصول بارگذاری نشد',
  'Back to the shop': 'بازگشت به فروشگاه',
  'In stock': 'موجود در انبار',
  'Out of stock': 'ناموجود',
  'Image %1$s of %2$s': 'تصویر %1$s از %2$s',
  'SKU:': 'شناسهٔ محصول:',
  'Categories:': 'دسته‌ها:',
  Description: 'توضیحات',

  // Variation form (WooCommerce core's and the swatches plugin's messages)
  'Loading product options…': 'در حال بارگذاری گزینه‌های محصول…',
  'Choose an option': 'یک گزینه را انتخاب کنید',
  Clear: 'پاک کردن',
  '+%s More': 'نمایش %s مورد دیگر',
  'Sorry, no products matched your selection. Please choose a different combination.':
    'متأسفانه هیچ محصولی با انتخاب شما مطابقت ندارد. لطفاً ترکیب دیگری را انتخاب کنید.',
  'Sorry, this product is unavailable. Please choose a different combination.':
    'متأسفانه این محصول در دسترس نیست. لطفاً ترکیب دیگری را انتخاب کنید.',
  'Please select some product options before adding this product to your cart.':
    'لطفاً پیش از افزودن این محصول به سبد خرید، گزینه‌های آن را انتخاب کنید.',
  'Your selection has been reset. Please select some product options before adding this product to your cart.':
    'انتخاب شما پاک شد. لطفاً پیش از افزودن این محصول به سبد خرید، گزینه‌های آن را انتخاب کنید.',
  'That combination is not available, so your other choices were cleared.':
    'این ترکیب موجود نیست، برای همین انتخاب‌های دیگر شما پاک شد.',

  // Add to cart
  Quantity: 'تعداد',
  'One less': 'یکی کمتر',
  'One more': 'یکی بیشتر',
  'At most %s': 'حداکثر %s عدد',
  'Add to cart': 'افزودن به سبد خرید',
  'Adding…': 'در حال افزودن…',
  '“%s” has been added to your cart.': '«%s» به سبد خرید شما افزوده شد.',
  '%1$s × “%2$s” have been added to your cart.': '%1$s عدد «%2$s» به سبد خرید شما افزوده شد.',

  // Menu cart
  '(%1$s items, %2$s)': '(%1$s کالا، %2$s)',
};
