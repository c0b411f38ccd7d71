// The fa strings of consent dialog (English msgid to Persian); i18n/fa.ts or the page chunk that
// draws them registers them.
import type { Strings } from '../fa';

// Strings of order attribution's open consent banner, which comes with the deferred chunk
// (app/deferred.tsx); the settings button's are in attribution.ts.
export const consentDialogStrings: Strings = {
  'Where did you come to us from?': 'از کجا به فروشگاه آمدید؟',
  'To learn which ads and links bring shoppers here, we keep a few cookies that record where you came from (a search engine or a campaign link, for example) and send it with your order. Is that all right?':
    'برای اینکه بدانیم کدام تبلیغ یا پیوند خریداران را به اینجا می‌آورد، چند کوکی نگه می‌داریم که نشان می‌دهد از کجا آمده‌اید (مثلاً یک موتور جستجو یا پیوند یک کمپین) و آن را همراه سفارش‌تان می‌فرستیم. موافقید؟',
  'Why do we ask?': 'چرا می‌پرسیم؟',
  Allow: 'اجازه می‌دهم',
  'Do not allow': 'اجازه نمی‌دهم',
  'Recording is on.': 'ثبت منبع بازدید روشن است.',
  'Recording is off.': 'ثبت منبع بازدید خاموش است.',
};
