import type { Strings } from '../fa';

// Strings of order attribution's consent settings button (the open banner's are in
// consentDialog.ts, the report page's in attributionReport.ts).
export const attributionStrings: Strings = {
  // Consent settings
  'Tracking consent': 'رضایت ثبت منبع بازدید',
  'Tracking settings': 'تنظیمات ثبت منبع بازدید',
  Privacy: 'حریم خصوصی',
};
