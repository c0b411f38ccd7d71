// The fa strings of home (English msgid to Persian); i18n/fa.ts or the page chunk that draws them
// registers them.
import type { Strings } from '../fa';

// Strings of the home page: the "Amazing offer" carousel and the latest posts widget.
export const homeStrings: Strings = {
  // Carousel
  'Amazing offer': 'پیشنهاد شگفت‌انگیز',
  carousel: 'اسلایدر',
  'from %s': 'از %s',
  // The categories' tiles and the newest products' row under the carousel.
  'Shop by category': 'خرید بر اساس دسته‌بندی',
  'New products': 'تازه‌ترین محصولات',
  '%s products': '%s محصول',
  'Loading the amazing offers…': 'در حال بارگذاری پیشنهادهای شگفت‌انگیز…',
  'The amazing offers could not be loaded.': 'پیشنهادهای شگفت‌انگیز بارگذاری نشد.',
  'There are no amazing offers right now.': 'فعلاً پیشنهاد شگفت‌انگیزی نداریم.',

  // Latest posts
  'Latest posts': 'آخرین نوشته‌ها',
  'All posts': 'همهٔ نوشته‌ها',
};
