// The fa strings of checkout (English msgid to Persian); i18n/fa.ts or the page chunk that draws
// them registers them.
import { BACS_NAME, COD_NAME, PERSIAN_CARD_NAME } from '../../../contracts/paymentMethodNames';
import { NATIONAL_CODE_NAME } from '../../../contracts/fieldNames';
import type { Strings } from '../fa';

// Strings of the checkout page, the payment methods and buttons, and the order received page.
// WooCommerce's own Persian wording is kept where it exists. The shared fields and address
// labels are in forms.ts, order statuses and the order table in orders.ts.
export const checkoutStrings: Strings = {
  'Checkout form': 'فرم تسویه حساب',
  // Address
  'Billing and shipping details': 'مشخصات خریدار و نشانی ارسال',
  'Fields marked * are required.': 'بخش‌های ستاره‌دار (*) را حتماً پر کنید.',
  'For example 09123456789': 'مثلاً ۰۹۱۲۳۴۵۶۷۸۹',
  'Street, alley, number and unit': 'خیابان، کوچه، پلاک و واحد',
  '10 digits, without a dash': '۱۰ رقم، بدون خط تیره',
  'National code': NATIONAL_CODE_NAME,
  '10 digits; needed only for an official invoice': '۱۰ رقم؛ فقط برای فاکتور رسمی لازم است',
  'Order notes': 'یادداشت سفارش',
  'Notes about your order, e.g. special notes for delivery.':
    'اگر دربارهٔ سفارش یا تحویل آن نکته‌ای هست، اینجا بنویسید.',

  // Details the shop already knows (the account, or this browser's memory of a guest's last order)
  'Filled in with the details of your last order in this browser.':
    'این فرم با مشخصات آخرین خرید شما در همین مرورگر پر شده است.',
  'Clear these details': 'پاک کردن این مشخصات',
  'Send to one of your saved addresses': 'ارسال به یکی از نشانی‌های ذخیره‌شدهٔ شما',
  'Your name and contact details come from your account; the address you write is kept for your next order.':
    'نام و شمارهٔ تماس از حساب کاربری شما آمده است؛ نشانی‌ای که اینجا بنویسید برای سفارش بعدی نگه داشته می‌شود.',
  'For the order confirmation; the mobile is enough.':
    'برای فرستادن رسید سفارش؛ با شمارهٔ موبایل، نوشتن آن لازم نیست.',
  'Filled in from your account; change anything you need to.':
    'این فرم از روی حساب کاربری شما پر شده است؛ هر چه را لازم است تغییر دهید.',

  // Payment
  'Payment method': 'روش پرداخت',
  'Cash on delivery': COD_NAME,
  'Card-to-card transfer': BACS_NAME,
  'Online payment (bank card or wallet)': PERSIAN_CARD_NAME,
  'Card number:': 'شمارهٔ کارت:',
  'in the name of': 'به نام',
  'Transfer reference number': 'شمارهٔ پیگیری واریز',
  'The tracking number your bank showed after the transfer.':
    'شمارهٔ پیگیری‌ای که بانک پس از واریز نشان داد.',
  'Pay online with a bank card or wallet': 'پرداخت اینترنتی با کارت بانکی یا کیف پول',
  'Test payment; no money changes hands.': 'پرداخت آزمایشی؛ پولی جابه‌جا نمی‌شود.',
  'The payment was not made. Your cart is as it was; place the order again to pay the same order.':
    'پرداخت انجام نشد. سبد خرید شما همان است که بود؛ برای پرداخت همین سفارش، دوباره «ثبت سفارش» را بزنید.',
  'Online payment is chosen. Enter your address, then place the order to go to the bank.':
    'پرداخت اینترنتی را انتخاب کرده‌اید. نشانی را بنویسید و سفارش را ثبت کنید تا به درگاه بانک بروید.',

  // Placing the order
  'Place order': 'ثبت سفارش',
  'Place order and pay online': 'ثبت سفارش و پرداخت اینترنتی',
  'Placing your order…': 'در حال ثبت سفارش…',
  'Your order could not be placed': 'سفارش شما ثبت نشد',
  'Taking you to the payment page…': 'در حال انتقال به درگاه پرداخت…',
  'Thank you. Your order has been received.': 'سپاسگزاریم. سفارش شما دریافت شد.',

  // Order received (its page name is in shell.ts)
  'Loading your order…': 'در حال بارگذاری سفارش…',
  'This order could not be found, or the link to it is not complete.':
    'این سفارش پیدا نشد، یا پیوند آن کامل نیست.',
  'Order number:': 'شمارهٔ سفارش:',
  'Date:': 'تاریخ:',
  'Status:': 'وضعیت:',
  'Email:': 'ایمیل:',
  'Total:': 'مجموع:',
  'Postal code:': 'کد پستی:',
  'National code:': `${NATIONAL_CODE_NAME}:`,
  'Your payment was not completed. The order is saved and waits for payment.':
    'پرداخت شما کامل نشد. سفارش ذخیره شده و در انتظار پرداخت است.',
  'Unfortunately your order cannot be processed as the bank has declined your transaction. Please attempt your payment again.':
    'بانک تراکنش شما را نپذیرفت و سفارش پرداخت نشد. لطفاً دوباره پرداخت کنید.',
  'Pay now': 'پرداخت',
  'Your payment was not made': 'پرداخت انجام نشد',
  'The items of this order are back in your cart.': 'کالاهای این سفارش به سبد خرید شما برگشته‌اند.',
  'Back to the cart': 'بازگشت به سبد خرید',
};
