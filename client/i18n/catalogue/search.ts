import type { Strings } from '../fa';

// Strings of the header search box, its instant results and the full results page.
export const searchStrings: Strings = {
  // Instant results
  'Search suggestions': 'پیشنهادهای جستجو',
  'Searching…': 'در حال جستجو…',
  'No products matched your search.': 'محصولی با این عبارت پیدا نشد.',
  /* translators: %s: number of suggestions, in Persian digits */
  '%s products found. Use the up and down arrow keys to choose one.':
    '%s محصول پیدا شد. با کلیدهای بالا و پایین یکی را انتخاب کنید.',
  /* translators: 1: suggestions shown, 2: all matches, both in Persian digits */
  '%1$s of %2$s products shown. Use the up and down arrow keys to choose one, or press Enter to see all.':
    '%1$s محصول از %2$s محصول نشان داده شد. با کلیدهای بالا و پایین یکی را انتخاب کنید یا برای دیدن همه Enter را بزنید.',
  /* translators: %s: number of matches, in Persian digits */
  'See all %s results': 'دیدن همهٔ %s نتیجه',

  // Results page
  /* translators: %s: the search text */
  'Search results for “%s”': 'نتایج جستجو برای «%s»',
  'Search results': 'نتایج جستجو',
  /* translators: %s: minimum number of characters, in Persian digits */
  'Type at least %s characters to search.': 'برای جستجو دست‌کم %s حرف بنویسید.',
  'Searching the products…': 'در حال جستجوی محصولات…',
  /* translators: %s: number of products found, in Persian digits */
  '%s products found': '%s محصول پیدا شد',
  'Nothing matched your search. Check the spelling or try other words.':
    'چیزی با جستجوی شما جور نبود. املای واژه‌ها را بررسی کنید یا واژه‌های دیگری را امتحان کنید.',
  'Search result pages': 'صفحه‌های نتایج جستجو',
  'Results page': 'صفحهٔ نتایج',
};
