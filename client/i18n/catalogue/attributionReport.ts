// The fa strings of attribution report (English msgid to Persian); i18n/fa.ts or the page chunk
// that draws them registers them.
import type { Strings } from '../fa';

// Strings of the order sources report page (its page name is in shell.ts).
export const attributionReportStrings: Strings = {
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
};
