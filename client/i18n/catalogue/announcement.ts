// The fa strings of announcement (English msgid to Persian); i18n/fa.ts or the page chunk that
// draws them registers them.
import type { Strings } from '../fa';

// Strings of the announcement popup (the texts themselves come from the server).
export const announcementStrings: Strings = {
  Close: 'بستن',
  'Discount code:': 'کد تخفیف:',
  'Copy the code': 'کپی کد',
  'The code was copied.': 'کد کپی شد.',
  'The code could not be copied. Select it and copy it yourself.':
    'کپی کد انجام نشد. کد را انتخاب کنید و خودتان کپی کنید.',
  'Got it': 'متوجه شدم',
};
