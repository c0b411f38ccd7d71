import type { Strings } from '../fa';

// Strings of the page links under the blog, shop and category listings (ui/pageLinks), in the
// words of WordPress's fa_IR translation where it has them.
export const paginationStrings: Strings = {
  'Previous page': 'صفحهٔ قبلی',
  'Next page': 'صفحهٔ بعدی',
  Page: 'صفحهٔ',
  'Posts navigation': 'ناوبری نوشته‌ها',
};
