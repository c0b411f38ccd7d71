// The fa strings of errors (English msgid to Persian); i18n/fa.ts or the page chunk that draws them
// registers them.
import type { Strings } from '../fa';

// The error catalogue of SPEC section 8; msgids are WordPress's own English messages.
export const errorStrings: Strings = {
  'You are probably offline.': 'احتمالاً اتصال شما به اینترنت برقرار نیست.',
  'The response is not a valid JSON response.': 'پاسخ دریافت‌شده یک پاسخ JSON معتبر نیست.',
  'An unknown error occurred.': 'خطای ناشناخته‌ای رخ داد.',
  'Media upload failed. If this is a photo or a large image, please scale it down and try again.':
    'بارگذاری رسانه ناموفق بود. اگر این یک عکس یا تصویر بزرگ است، لطفاً اندازهٔ آن را کوچک کنید و دوباره تلاش کنید.',
  // Not in the spec's catalogue: shown only if a visitor-facing request is aborted.
  'The request was cancelled.': 'درخواست لغو شد.',
};
