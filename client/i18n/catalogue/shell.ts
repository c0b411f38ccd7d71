// The fa strings of shell (English msgid to Persian); i18n/fa.ts or the page chunk that draws them
// registers them.
import type { Strings } from '../fa';

// Strings of the page shell: header, menu, footer, contact buttons, pages, blog.
export const shellStrings: Strings = {
  // Start-up
  'The shop could not be started. Please reload the page in a few minutes.':
    'فروشگاه راه‌اندازی نشد. لطفاً چند دقیقهٔ دیگر صفحه را دوباره بارگذاری کنید.',

  // Page names and document title
  '%1$s – %2$s': '%1$s – %2$s',
  Home: 'خانه',
  Shop: 'فروشگاه',
  Product: 'محصول',
  Cart: 'سبد خرید',
  Checkout: 'تسویه حساب',
  'My account': 'حساب کاربری من',
  'Contact us': 'تماس با ما',
  Search: 'جستجو',
  Blog: 'وبلاگ',
  'Order received': 'سفارش دریافت شد',
  'Order sources report': 'گزارش منبع سفارش‌ها',
  'Page not found': 'صفحه پیدا نشد',
  'Welcome to our shop. Browse the products and read our blog.':
    'به فروشگاه ما خوش آمدید. محصولات را ببینید و نوشته‌های وبلاگ را بخوانید.',

  // Header, menu, search, cart
  'Skip to content': 'پرش به محتوا',
  'Main menu': 'فهرست اصلی',
  Menu: 'فهرست',
  'Open menu': 'باز کردن فهرست',
  'Close menu': 'بستن فهرست',
  'Search the shop': 'جستجو در فروشگاه',
  'Search products…': 'جستجوی محصولات…',
  '(%s items)': '(%s کالا)',

  // Notices
  'Dismiss notice': 'بستن پیام',

  // Footer and contact buttons
  'Footer links': 'پیوندهای پانویس',
  '© %1$s %2$s. All rights reserved.': '© %1$s %2$s. همهٔ حقوق محفوظ است.',
  'About us': 'دربارهٔ ما',
  'Returns and refunds': 'بازگشت کالا',
  'Delivery and shipping': 'ارسال سفارش',
  'Privacy policy': 'حریم خصوصی',
  'Site page': 'صفحهٔ سایت',
  'Customer service': 'خدمات مشتریان',
  'Shop details': 'مشخصات فروشگاه',

  // Blog (the home page's latest posts and the post page's title; the blog pages' own strings
  // are in blog.ts)
  'Loading posts…': 'در حال بارگذاری نوشته‌ها…',
  'No posts have been published yet.': 'هنوز نوشته‌ای منتشر نشده است.',
  'Post not found': 'نوشته پیدا نشد',
  'Try again': 'تلاش دوباره',
};
