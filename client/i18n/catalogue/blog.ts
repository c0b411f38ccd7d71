// The fa strings of blog (English msgid to Persian); i18n/fa.ts or the page chunk that draws them
// registers them.
import type { Strings } from '../fa';

// Strings of the blog's list and post pages (the home page's latest posts and the post's title,
// in the browser tab, are in shell.ts).
export const blogStrings: Strings = {
  '%s posts': '%s نوشته',
  'Loading post…': 'در حال بارگذاری نوشته…',
  'There is no post at this address. It may have been removed.':
    'در این نشانی نوشته‌ای وجود ندارد. شاید حذف شده باشد.',
  'The post could not be loaded': 'نوشته بارگذاری نشد',
  'Back to the blog': 'بازگشت به وبلاگ',
};
