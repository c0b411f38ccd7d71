// The fa strings of listing (English msgid to Persian); i18n/fa.ts or the page chunk that draws
// them registers them.
import type { Strings } from '../fa';

// Strings of the shop listing's sorting, filters and card buttons (features/listing), which
// arrive with the shop page's chunk. The select's label already says "مرتب‌سازی", so its options
// say only the order, as Iranian shops write them.
export const listingStrings: Strings = {
  'Sort by': 'مرتب‌سازی',
  'Default sorting': 'پیش‌فرض',
  'Sort by popularity': 'پرفروش‌ترین',
  'Sort by average rating': 'بیشترین امتیاز',
  'Sort by latest': 'جدیدترین',
  'Sort by price: low to high': 'ارزان‌ترین',
  'Sort by price: high to low': 'گران‌ترین',
  Filters: 'فیلترها',
  'Filters (on)': 'فیلترها (فعال)',
  'Filter products': 'فیلتر محصولات',
  'Price (Toman)': 'قیمت (تومان)',
  From: 'از',
  To: 'تا',
  '%1$s (%2$s)': '%1$s (%2$s)',
  'In stock only': 'فقط کالاهای موجود',
  'Apply filters': 'اعمال فیلترها',
  'Clear filters': 'حذف فیلترها',
  'Choose options': 'انتخاب گزینه‌ها',
  'Choose the options of “%s”': 'انتخاب گزینه‌های «%s»',
  'Add “%s” to your cart': 'افزودن «%s» به سبد خرید',
  'Adding…': 'در حال افزودن…',
  // A card's button once its product went into the cart (a click adds one more).
  'In your cart ✓': 'در سبد خرید ✓',
};
