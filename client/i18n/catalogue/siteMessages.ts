// The fa strings of site messages (English msgid to Persian); i18n/fa.ts or the page chunk that
// draws them registers them.
import type { Strings } from '../fa';

// What a stock WordPress site says in its own language (English on the reference site), that the
// shop shows in Persian: WooCommerce's stock and cart messages and Contact Form 7's default
// messages. msgids are the plugins' own English; client/i18n/siteMessages.ts matches them.
export const siteMessageStrings: Strings = {
  '%s in stock': '%s عدد در انبار',
  'Only %s left in stock': 'فقط %s عدد در انبار مانده است',
  'Out of stock': 'ناموجود',
  'Available on backorder': 'قابل پیش‌خرید',
  'You cannot add “%s” to the cart because the product is out of stock.':
    '«%s» ناموجود است و به سبد خرید افزوده نمی‌شود.',
  'You cannot add that amount of “%1$s” to the cart because there is not enough stock (%2$s remaining).':
    'از «%1$s» این تعداد در انبار نیست (%2$s عدد مانده است).',
  'Sorry, we do not have enough “%1$s” in stock to fulfill your order (%2$s available).':
    'متأسفانه از «%1$s» به این تعداد موجود نداریم (%2$s عدد موجود است).',
  'Sorry, “%s” is no longer in stock so this order cannot be paid for.':
    'متأسفانه «%s» دیگر موجود نیست و این سفارش پرداخت‌شدنی نیست.',
  '“%s” is an invalid coupon code.': 'کد تخفیف «%s» معتبر نیست.',
  'Coupon code “%s” has already been applied.': 'کد تخفیف «%s» پیش‌تر اعمال شده است.',
  'Cannot place an order, your cart is empty.': 'سبد خرید شما خالی است؛ سفارشی ثبت نمی‌شود.',
  'A valid email address is required': 'یک نشانی ایمیل درست لازم است',
  '%s is required': '%s لازم است',
  'There was a problem with the provided billing address: %s': 'نشانی صورت‌حساب کامل نیست: %s',
  'There was a problem with the provided shipping address: %s': 'نشانی ارسال کامل نیست: %s',
  'Email address': 'ایمیل',
  Phone: 'شمارهٔ موبایل',
  'First name': 'نام',
  'Last name': 'نام خانوادگی',
  Address: 'نشانی',
  City: 'شهر',
  'State / County': 'استان',
  'Postcode / ZIP': 'کد پستی',
  'Thank you for your message. It has been sent.': 'سپاس از پیام شما. پیام شما فرستاده شد.',
  'There was an error trying to send your message. Please try again later.':
    'هنگام فرستادن پیام شما خطایی رخ داد. لطفاً بعداً دوباره تلاش کنید.',
  'One or more fields have an error. Please check and try again.':
    'یک یا چند فیلد خطا دارد. لطفاً آن‌ها را بررسی کنید و دوباره بفرستید.',
  'You must accept the terms and conditions before sending your message.':
    'پیش از فرستادن پیام باید شرایط و قوانین را بپذیرید.',
  'Please fill out this field.': 'لطفاً این فیلد را پر کنید.',
  'This field has a too long input.': 'متن این فیلد بیش از اندازه بلند است.',
  'This field has a too short input.': 'متن این فیلد بیش از اندازه کوتاه است.',
  'You are not allowed to upload files of this type.': 'بارگذاری پرونده از این نوع مجاز نیست.',
  'The uploaded file is too large.': 'پروندهٔ بارگذاری‌شده بیش از اندازه بزرگ است.',
  'Please enter an email address.': 'لطفاً یک نشانی ایمیل درست وارد کنید.',
  'Please enter a URL.': 'لطفاً یک نشانی وب درست وارد کنید.',
  'Please enter a telephone number.': 'لطفاً یک شمارهٔ تلفن درست وارد کنید.',
  'Please enter a number.': 'لطفاً یک عدد وارد کنید.',
  'The answer to the quiz is incorrect.': 'پاسخ پرسش درست نیست.',
  'Your entered code is incorrect.': 'کدی که وارد کردید درست نیست.',
};
