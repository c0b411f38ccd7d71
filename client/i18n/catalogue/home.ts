// The fa strings of home (English msgid to Persian); i18n/fa.ts or the page chunk that draws them
// registers them.
import type { Strings } from '../fa';

// Strings of the home page: the "Amazing offer" carousel and the latest posts widget.
export const homeStrings: Strings = {
  // Carousel
  'Amazing offer': 'پیشنهاد شگفت‌انگیز',
  carousel: 'اسلایدر',
  slide: 'اسلاید',
  '%1$s of %2$s': '%1$s از %2$s',
  'Slide %1$s of %2$s: %3$s': 'اسلاید %1$s از %2$s: %3$s',
  'Next product': 'محصول بعدی',
  'Previous product': 'محصول قبلی',
  Pause: 'توقف',
  Play: 'پخش',
  'Pause the carousel and the offer timers': 'توقف اسلایدر و زمان‌سنج پیشنهادها',
  'Play the carousel and the offer timers': 'پخش اسلایدر و زمان‌سنج پیشنهادها',
  'from %s': 'از %s',
  // The categories' tiles and the newest products' row under the carousel.
  'Shop by category': 'خرید بر اساس دسته‌بندی',
  'New products': 'تازه‌ترین محصولات',
  '%s products': '%s محصول',
  'Not for sale': 'ناموجود',
  'Offer ends in': 'پایان پیشنهاد تا',
  'Offer time left: %s': 'زمان باقی‌ماندهٔ پیشنهاد: %s',
  '%s days and': '%s روز و',
  'Choose options': 'انتخاب گزینه‌ها',
  'Choose the options of “%s”': 'انتخاب گزینه‌های «%s»',
  'Add “%s” to your cart': 'افزودن «%s» به سبد خرید',
  'Loading the amazing offers…': 'در حال بارگذاری پیشنهادهای شگفت‌انگیز…',
  'The amazing offers could not be loaded.': 'پیشنهادهای شگفت‌انگیز بارگذاری نشد.',
  'There are no amazing offers right now.': 'فعلاً پیشنهاد شگفت‌انگیزی نداریم.',

  // Latest posts
  'Latest posts': 'آخرین نوشته‌ها',
  'All posts': 'همهٔ نوشته‌ها',
};
