// The fa strings of contact form (English msgid to Persian); i18n/fa.ts or the page chunk that
// draws them registers them.
import type { Strings } from '../fa';

// Strings of the contact forms and the contact page. The forms' own messages (validation errors,
// "thank you") come from the server in the form's locale.
export const contactFormStrings: Strings = {
  'Send us your question, suggestion or order enquiry; we answer within one working day.':
    'پرسش، پیشنهاد یا درخواست خرید خود را برای ما بفرستید؛ در کمتر از یک روز کاری پاسخ می‌دهیم.',
  'Loading the contact forms…': 'در حال بارگذاری فرم‌های تماس…',
  'The contact page was not found.': 'برگهٔ تماس با ما پیدا نشد.',
  'Contact form': 'فرم تماس',
  // translators: CF7's notice for a form placed inside another form.
  'Error:': 'خطا:',
  'This contact form is placed in the wrong place.': 'این فرم تماس در جای نادرستی قرار گرفته است.',
  Send: 'ارسال',
  'Tick the consent box above to send.': 'برای فرستادن، کادر پذیرش بالا را تیک بزنید.',
  required: 'الزامی',
  '—Please choose an option—': '—لطفاً یک گزینه را انتخاب کنید—',
  // translators: %s: the label of the option whose text box this is, e.g. «سایر»
  '%s (please specify)': '%s (لطفاً بنویسید)',
  'Security code image': 'تصویر کد امنیتی',
  'New image': 'تصویر دیگر',
  // The Persian-calendar date field (DateField.tsx).
  Calendar: 'تقویم',
  // translators: %s: the field's label, e.g. «تاریخ شروع همکاری»
  'Calendar: choose %s': 'تقویم: انتخاب %s',
  // translators: %s: the field's label, e.g. «تاریخ شروع همکاری»
  'Calendar of %s': 'تقویم %s',
  'In the Persian calendar, e.g. 1405/09/06': 'به تاریخ شمسی، مانند ۱۴۰۵/۰۹/۰۶',
  'Previous month': 'ماه پیش',
  'Next month': 'ماه بعد',
  'Choose a file': 'انتخاب پرونده',
  'No file chosen': 'پرونده‌ای انتخاب نشده است',
};
