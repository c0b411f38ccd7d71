// The fa strings of not found (English msgid to Persian); i18n/fa.ts or the page chunk that draws
// them registers them.
import type { Strings } from '../fa';

// Strings of the not-found page, which the not-found, shop and blog pages draw (its title, in the
// browser tab, is in shell.ts).
export const notFoundStrings: Strings = {
  'The page you are looking for does not exist or has been moved.':
    'صفحه‌ای که به دنبال آن هستید وجود ندارد یا جابه‌جا شده است.',
  'Back to the home page': 'بازگشت به صفحهٔ اصلی',
};
