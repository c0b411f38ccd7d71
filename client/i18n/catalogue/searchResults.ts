// The fa strings of search results (English msgid to Persian); i18n/fa.ts or the page chunk that
// draws them registers them.
import type { Strings } from '../fa';

// Strings of the search results page (its title, in the browser tab, is in search.ts).
export const searchResultsStrings: Strings = {
  'Search results': 'نتایج جستجو',
  /* translators: %s: minimum number of characters, in Persian digits */
  'Type at least %s characters to search.': 'برای جستجو دست‌کم %s حرف بنویسید.',
  'Searching the products…': 'در حال جستجوی محصولات…',
  /* translators: %s: number of products found, in Persian digits */
  '%s products found': '%s محصول پیدا شد',
  'Nothing matched your search. Check the spelling or try other words.':
    'چیزی با جستجوی شما جور نبود. املای واژه‌ها را بررسی کنید یا واژه‌های دیگری را امتحان کنید.',
  'Sort results by': 'مرتب‌سازی نتایج',
  'Best match': 'مرتبط‌ترین',
  'Best selling': 'پرفروش‌ترین',
  Newest: 'جدیدترین',
  Cheapest: 'ارزان‌ترین',
  'Most expensive': 'گران‌ترین',
  'Did you mean:': 'منظورتان این بود:',
  'Browse the main categories': 'دسته‌های اصلی فروشگاه را ببینید',
  'Search result pages': 'صفحه‌های نتایج جستجو',
  'Results page': 'صفحهٔ نتایج',
  'No product found matches these filters.': 'با این فیلترها محصولی پیدا نشد.',
};
