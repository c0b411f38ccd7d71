// What a shopper reads when an account request is refused: a malformed email, mobile or address,
// a login already taken, too many attempts.
import { persianNumber } from '../catalog/persianText';

// Persian texts of the account routes' errors; numbers in Persian digits.
export const accountMessages = {
  invalidEmail: 'ایمیل درست نیست؛ آن را مانند name@example.com بنویسید.',
  invalidMobile: 'شمارهٔ موبایل درست نیست؛ آن را مانند ۰۹۱۲۱۲۳۴۵۶۷ بنویسید.',
  invalidLogin: 'ایمیل یا شمارهٔ موبایل درست نیست.',
  loginRequired: 'ایمیل یا شمارهٔ موبایل را بنویسید.',
  weakPassword: (min: number): string => `گذرواژه باید دست‌کم ${persianNumber(min)} نویسه باشد.`,
  emailTaken: 'حسابی با این ایمیل از پیش وجود دارد. وارد شوید.',
  mobileTaken: 'حسابی با این شمارهٔ موبایل از پیش وجود دارد. وارد شوید.',
  badCredentials: 'ایمیل یا شمارهٔ موبایل، یا گذرواژه درست نیست.',
  tooManyAttempts: (minutes: number): string =>
    `تلاش‌های ناموفق ورود بیش از حد مجاز بود. ${persianNumber(minutes)} دقیقهٔ دیگر دوباره تلاش کنید.`,
  tooManyRegistrations: (minutes: number): string =>
    `از این نشانی اینترنتی بیش از حد مجاز ثبت‌نام شده است. ${persianNumber(minutes)} دقیقهٔ دیگر دوباره تلاش کنید.`,
  busy: 'سرور هم‌اکنون درخواست‌های زیادی دارد. چند ثانیهٔ دیگر دوباره تلاش کنید.',
  notSignedIn: 'برای دیدن این بخش وارد حساب کاربری خود شوید.',
  nonceRequired: 'درخواست بدون کد امنیتی فرستاده شد. صفحه را دوباره بارگذاری کنید.',
  invalidAddress: 'برخی از بخش‌های نشانی درست نیست.',
  invalidProvince: 'استان را از فهرست انتخاب کنید.',
  invalidCity: 'شهر را از شهرهای همین استان انتخاب کنید.',
  invalidPostcode: 'کد پستی باید ۱۰ رقم باشد.',
  invalidCountry: 'فعلاً فقط نشانی‌های ایران پذیرفته می‌شود.',
} as const;
