// The fa strings of product (English msgid to Persian); i18n/fa.ts or the page chunk that draws
// them registers them.
import type { Strings } from '../fa';

// Strings of the product page: its gallery, details, variation form (WooCommerce core's and the
// swatches plugin's messages) and quantity stepper; the last also draws on the cart page.
// WooCommerce's own wording is kept where it exists. What the header, the listings and the
// carousel draw stays in catalog.ts.
export const productStrings: Strings = {
  'Loading the product…': 'در حال بارگذاری محصول…',
  'There is no product at this address. It may have been removed.':
    'در این نشانی محصولی نیست. ممکن است حذف شده باشد.',
  'The product could not be loaded': 'محصول بارگذاری نشد',
  'Back to the shop': 'بازگشت به فروشگاه',
  'In stock': 'موجود در انبار',
  'Image %1$s of %2$s': 'تصویر %1$s از %2$s',
  'SKU:': 'شناسهٔ محصول:',
  'Categories:': 'دسته‌ها:',
  Description: 'توضیحات',
  ', ': '، ',
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
  'Choose %s to add this product to your cart.': 'برای افزودن به سبد خرید، %s را انتخاب کنید.',
  ' and ': ' و ',
  'This combination is out of stock. Choose another.':
    'این ترکیب ناموجود است. ترکیب دیگری را انتخاب کنید.',
  Quantity: 'تعداد',
  'One less': 'یکی کمتر',
  'One more': 'یکی بیشتر',
  'At most %s': 'حداکثر %s عدد',
  'Adding…': 'در حال افزودن…',
};
