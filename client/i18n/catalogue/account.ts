// The fa strings of account (English msgid to Persian); i18n/fa.ts or the page chunk that draws
// them registers them.
import { SHIPPING_FIELD_NAMES } from '../../../contracts/fieldNames';
import type { Strings } from '../fa';

// Strings of the my-account page: sign in, register, orders, order details, saved addresses and
// the guest order lookup. WooCommerce's own Persian wording is kept where it exists. Order
// statuses and the order table are in orders.ts, the shared fields and address labels in
// forms.ts, the totals rows in cart.ts.
export const accountStrings: Strings = {
  // Page and navigation
  'Account pages': 'بخش‌های حساب کاربری',
  'Loading your account…': 'در حال بارگذاری حساب کاربری…',
  'Your account could not be loaded.': 'حساب کاربری بارگذاری نشد.',
  'Hello %s': '%s عزیز، خوش آمدید',
  Addresses: 'نشانی‌ها',
  'Sign out': 'خروج',
  'Signing out…': 'در حال خروج…',
  'You are signed out.': 'از حساب کاربری خود خارج شدید.',

  // A WordPress without the shop's account routes (WooCommerce's own account pages)
  'Sign in to see your orders, addresses and account details.':
    'برای دیدن سفارش‌ها، نشانی‌ها و اطلاعات حساب خود وارد شوید.',
  'See your orders': 'فهرست سفارش‌ها',
  'Account details': 'جزئیات حساب',

  // Sign in and register
  'Sign in': 'ورود',
  'Signing in…': 'در حال ورود…',
  'You are signed in.': 'وارد حساب کاربری خود شدید.',
  Register: 'عضویت',
  'Creating your account…': 'در حال ساختن حساب کاربری…',
  'Your account was created and you are signed in.': 'حساب کاربری شما ساخته شد و وارد آن شدید.',
  'Email or mobile number': 'ایمیل یا شمارهٔ موبایل',
  Password: 'گذرواژه',
  'Persian or English digits both work, e.g. ۰۹۱۲۱۲۳۴۵۶۷.':
    'با رقم‌های فارسی یا انگلیسی، مانند ۰۹۱۲۱۲۳۴۵۶۷.',
  'An email, a mobile number or both: you sign in with either.':
    'ایمیل، شمارهٔ موبایل یا هر دو را بنویسید؛ با هر کدام می‌توانید وارد شوید.',
  'At least %s characters.': 'دست‌کم %s نویسه.',

  // Field checks and the error summary
  'Write the %s.': '%s را بنویسید.',
  'Choose the %s.': '%s را انتخاب کنید.',
  'Enter a mobile number like 09121234567.':
    'شمارهٔ موبایل درست نیست؛ آن را مانند ۰۹۱۲۱۲۳۴۵۶۷ بنویسید.',
  'Enter a valid email address.': 'ایمیل درست نیست؛ آن را مانند name@example.com بنویسید.',
  'Enter an email or a mobile number (or both).': 'ایمیل یا شمارهٔ موبایل (یا هر دو) را بنویسید.',
  'Enter your email or mobile number.': 'ایمیل یا شمارهٔ موبایل خود را درست بنویسید.',
  'The password must be at least %s characters.': 'گذرواژه باید دست‌کم %s نویسه باشد.',
  'The order number is digits only.': 'شمارهٔ سفارش فقط رقم دارد.',
  'Enter the email or mobile number the order was placed with.':
    'ایمیل یا شمارهٔ موبایلی را بنویسید که هنگام سفارش دادید.',
  'The postcode is 10 digits.': 'کد پستی باید ۱۰ رقم باشد.',
  'Choose a province from the list.': 'استان را از فهرست انتخاب کنید.',
  'Choose a city of the province.': 'شهر را از شهرهای همین استان انتخاب کنید.',
  'Please correct the following:': 'لطفاً این موارد را اصلاح کنید:',
  'Please correct the marked fields.': 'لطفاً بخش‌های مشخص‌شده را اصلاح کنید.',
  'It did not work': 'انجام نشد',

  // Orders
  'Loading your orders…': 'در حال بارگذاری سفارش‌ها…',
  'No order has been made yet.': 'هنوز سفارشی ثبت نکرده‌اید.',
  'Browse products': 'مشاهدهٔ محصولات',
  'Your orders': 'سفارش‌های شما',
  Orders: 'سفارش‌ها',
  Order: 'سفارش',
  Date: 'تاریخ',
  Status: 'وضعیت',
  Total: 'جمع کل',
  Actions: 'عملیات',
  View: 'مشاهده',
  'Older orders': 'سفارش‌های قدیمی‌تر',
  'Order %s': 'سفارش %s',
  'Order %1$s was placed on %2$s and is currently %3$s.':
    'سفارش %1$s در تاریخ %2$s ثبت شده است و در حال حاضر %3$s است.',
  'Pay for this order': 'پرداخت این سفارش',
  'Note:': 'یادداشت:',
  'Loading the order…': 'در حال بارگذاری سفارش…',
  'Order %s was not found in your account.': 'سفارش %s در حساب کاربری شما پیدا نشد.',
  'See order %s': 'مشاهدهٔ سفارش %s',
  // The order received page on a site without the shop's orders route
  'Order number %s is saved.': 'سفارش شمارهٔ %s ثبت شد.',
  'See this order in your account': 'دیدن این سفارش در حساب کاربری',
  'Back to your orders': 'بازگشت به سفارش‌ها',

  // Addresses
  'Loading your addresses…': 'در حال بارگذاری نشانی‌ها…',
  'The checkout fills these in for you.': 'این نشانی‌ها هنگام تسویه حساب خودکار پر می‌شوند.',
  'Shipping address': 'نشانی ارسال',
  // A separate shipping address names the one who receives the parcel (contracts/fieldNames.ts).
  "Recipient's first name": SHIPPING_FIELD_NAMES.first_name,
  "Recipient's last name": SHIPPING_FIELD_NAMES.last_name,
  "Recipient's mobile number": SHIPPING_FIELD_NAMES.phone,
  'Searching…': 'در حال جستجو…',
  'Postcode: %s': 'کد پستی: %s',
  '10 digits, Persian or English.': '۱۰ رقم، با رقم‌های فارسی یا انگلیسی.',
  'Optional: leave it empty to ship to the billing address.':
    'اختیاری؛ اگر خالی بماند، سفارش به نشانی صورت‌حساب فرستاده می‌شود.',
  'Save addresses': 'ذخیرهٔ نشانی‌ها',
  'Saving…': 'در حال ذخیره…',
  'Addresses saved.': 'نشانی‌ها ذخیره شدند.',

  // Guest order lookup
  'Track an order': 'پیگیری سفارش',
  'Track your order': 'سفارش خود را پیگیری کنید',
  'Bought without an account?': 'بدون حساب کاربری خرید کرده‌اید؟',
  'Sign in or register': 'ورود یا عضویت',
  'Enter the order number from your receipt and the email or mobile number you gave at checkout.':
    'شمارهٔ سفارش و ایمیل یا شمارهٔ موبایلی را بنویسید که هنگام تسویه حساب دادید.',
  'Order number': 'شمارهٔ سفارش',
  Track: 'پیگیری',
  'Order %s found.': 'سفارش %s پیدا شد.',
};
