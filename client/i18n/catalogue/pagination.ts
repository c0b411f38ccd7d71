// The fa strings of pagination (English msgid to Persian); i18n/fa.ts or the page chunk that draws
// them registers them.
import type { Strings } from '../fa';

// Strings of the page links under the blog, shop and category listings (ui/pageLinks), in the
// words of WordPress's fa_IR translation where it has them.
export const paginationStrings: Strings = {
  'Previous page': 'صفحهٔ قبلی',
  'Next page': 'صفحهٔ بعدی',
  Page: 'صفحهٔ',
  'Posts navigation': 'ناوبری نوشته‌ها',
};
