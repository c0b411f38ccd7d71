// The fa strings of page foot (English msgid to Persian); i18n/fa.ts or the page chunk that draws
// them registers them.
import type { Strings } from '../fa';

// The footer's address, phone, hours and trust badges, and the floating contact buttons: both
// arrive with the deferred chunk (app/deferredFeatures.ts).
export const pageFootStrings: Strings = {
  'Address:': 'نشانی:',
  'Phone:': 'تلفن:',
  'Opening hours:': 'ساعت کاری:',
  'Trust badges': 'نمادهای اعتماد',
  'eNamad trust badge': 'نماد اعتماد الکترونیکی (اینماد)',
  'Samandehi badge': 'نشان ساماندهی',
  'Call us': 'تماس تلفنی با ما',
  'Message us on WhatsApp': 'پیام در واتس‌اپ',
  'Message us on Eitaa': 'پیام در ایتا',
  'Message us on Bale': 'پیام در بله',
};
