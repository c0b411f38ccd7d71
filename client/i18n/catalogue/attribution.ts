// The fa strings of attribution (English msgid to Persian); i18n/fa.ts or the page chunk that draws
// them registers them.
import type { Strings } from '../fa';

// Strings of order attribution's consent settings button (the open banner's are in
// consentDialog.ts, the report page's in attributionReport.ts).
export const attributionStrings: Strings = {
  // Consent settings
  'Tracking consent': 'رضایت ثبت منبع بازدید',
  'Tracking settings': 'تنظیمات ثبت منبع بازدید',
  Privacy: 'حریم خصوصی',
};
