import type { Strings } from '../fa';

// Strings of the contact forms and the contact page. The forms' own messages (validation errors,
// "thank you") come from the server in the form's locale.
export const contactFormStrings: Strings = {
  'Send us your question, suggestion or order enquiry; we answer within one working day.':
    'پرسش، پیشنهاد یا درخواست خرید خود را برای ما بفرستید؛ در کمتر از یک روز کاری پاسخ می‌دهیم.',
  'Loading the contact forms…': 'در حال بارگذاری فرم‌های تماس…',
  'Contact form': 'فرم تماس',
  // translators: CF7's notice for a form placed inside another form.
  'Error:': 'خطا:',
  'This contact form is placed in the wrong place.': 'این فرم تماس در جای نادرستی قرار گرفته است.',
  Send: 'ارسال',
  '—Please choose an option—': '—لطفاً یک گزینه را انتخاب کنید—',
  // translators: %s: the label of the option whose text box this is, e.g. «سایر»
  '%s (please specify)': '%s (لطفاً بنویسید)',
  'Security code image': 'تصویر کد امنیتی',
  'New image': 'تصویر دیگر',
  'Choose a file': 'انتخاب پرونده',
  'No file chosen': 'پرونده‌ای انتخاب نشده است',
};
