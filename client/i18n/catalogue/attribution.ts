import type { Strings } from '../fa';

// Strings of order attribution: the consent banner, the checkout's hidden inputs, the report.
export const attributionStrings: Strings = {
  // Consent banner
  'Tracking consent': 'رضایت ثبت منبع بازدید',
  'Where did you come to us from?': 'از کجا به فروشگاه آمدید؟',
  'To learn which ads and links bring shoppers here, we keep a few cookies that record where you came from (a search engine or a campaign link, for example) and send it with your order. Is that all right?':
    'برای اینکه بدانیم کدام تبلیغ یا پیوند خریداران را به اینجا می‌آورد، چند کوکی نگه می‌داریم که نشان می‌دهد از کجا آمده‌اید (مثلاً یک موتور جستجو یا پیوند یک کمپین) و آن را همراه سفارش‌تان می‌فرستیم. موافقید؟',
  Allow: 'اجازه می‌دهم',
  'Do not allow': 'اجازه نمی‌دهم',
  'Recording is on.': 'ثبت منبع بازدید روشن است.',
  'Recording is off.': 'ثبت منبع بازدید خاموش است.',
  'Tracking settings': 'تنظیمات ثبت منبع بازدید',
  Privacy: 'حریم خصوصی',

  // Checkout
  'Checkout form': 'فرم تسویه حساب',

  // Report page
  'Order sources': 'منبع سفارش‌ها',
  'Orders and revenue by where the buyers came from, for days in the Persian calendar.':
    'تعداد سفارش‌ها و درآمد، بر پایهٔ اینکه خریداران از کجا آمده‌اند، برای روزهایی از تقویم خورشیدی.',
  'Admin access key': 'کلید دسترسی مدیر',
  'From date': 'از تاریخ',
  'To date': 'تا تاریخ',
  'Year/month/day, for example 1404/01/01': 'سال/ماه/روز، مثلاً ۱۴۰۴/۰۱/۰۱',
  'Show report': 'نمایش گزارش',
  'Preparing the report…': 'در حال آماده‌سازی گزارش…',
  'Orders from %1$s to %2$s': 'سفارش‌ها از %1$s تا %2$s',
  'No orders in this range.': 'در این بازه سفارشی ثبت نشده است.',
  'Order origin': 'مبدأ',
  'Traffic source': 'منبع',
  'Traffic medium': 'رسانه',
  Orders: 'سفارش‌ها',
  Revenue: 'درآمد',
  Total: 'جمع کل',
  '%s Toman': '%s تومان',
  'Source: %s': 'منبع: %s',
  'Organic: %s': 'جستجوی طبیعی: %s',
  'Referral: %s': 'ارجاع: %s',
  Direct: 'مستقیم',
  'Mobile app': 'اپلیکیشن موبایل',
  'Web admin': 'پیشخوان مدیریت',
  Unknown: 'نامشخص',
  'Order sources report': 'گزارش منبع سفارش‌ها',
};
