// Persian texts of the server's WP_Error messages. The comment beside each is WordPress's own
// English message, so a reader can match a code to what a real site would say.
import { persianNumber } from '../domain/catalog/persianText';
import { invalidParamsMessage } from '../domain/domainError';

export const messages = {
  /** No route was found matching the URL and request method. */
  noRoute: 'مسیری مطابق با URL و روش درخواست یافت نشد.',
  /** There has been a critical error on this website. */
  internal: 'خطای داخلی در سرور رخ داد. لطفاً دوباره تلاش کنید.',
  /** Invalid JSON body passed. */
  invalidJson: 'بدنهٔ JSON ارسال‌شده نامعتبر است.',
  unsupportedMediaType: 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
  badRequest: 'درخواست نامعتبر است.',
  requestTooLarge: 'حجم درخواست بیش از اندازهٔ مجاز است.',
  /** Cookie check failed */
  cookieInvalidNonce: 'بررسی کوکی ناموفق بود.',
  /** Sorry, you are not allowed to do that. */
  forbidden: 'متأسفیم، شما اجازهٔ انجام این کار را ندارید.',
  /** You are not currently logged in. */
  notLoggedIn: 'شما وارد حساب کاربری نشده‌اید.',
  /** Sorry, you are not allowed to create posts as this user. */
  cannotCreate: 'متأسفیم، شما اجازهٔ ساختن این مورد را ندارید.',
  /** Sorry, you are not allowed to edit this post. */
  cannotEdit: 'متأسفیم، شما اجازهٔ ویرایش این مورد را ندارید.',
  /** Sorry, you are not allowed to delete this post. */
  cannotDelete: 'متأسفیم، شما اجازهٔ پاک کردن این مورد را ندارید.',
  /** Invalid parameter(s): %s */
  invalidParams: (names: string[]): string => invalidParamsMessage(names),
  /** Missing parameter(s): %s */
  missingParams: (names: string[]): string => `پارامتر(های) مفقود: ${names.join(', ')}`,
  /** %1$s must be between %2$d (inclusive) and %3$d (inclusive) */
  between: (name: string, min: number, max: number): string =>
    `${name} باید بین ${min} (شامل) و ${max} (شامل) باشد.`,
  /** %1$s must be greater than or equal to %2$d */
  atLeast: (name: string, min: number): string => `${name} باید بزرگ‌تر یا مساوی ${min} باشد.`,
  /** %1$s must be less than or equal to %2$d */
  atMost: (name: string, max: number): string => `${name} باید کوچک‌تر یا مساوی ${max} باشد.`,
  /** %1$s is not of type %2$s. */
  notOfType: (name: string, type: string): string => `${name} از نوع ${type} نیست.`,
  /** %1$s is not one of %2$s. */
  notOneOf: (name: string, allowed: string[]): string =>
    `${name} یکی از ${allowed.join(', ')} نیست.`,
  invalidValue: (name: string): string => `مقدار ${name} نامعتبر است.`,
  /** The page number requested is larger than the number of pages available. */
  invalidPageNumber: 'شمارهٔ صفحهٔ درخواستی از تعداد صفحه‌های موجود بیشتر است.',
  /** Invalid post ID. */
  invalidPostId: 'شناسهٔ نوشته نامعتبر است.',
  /** The post does not support trashing. Set 'force=true' to delete. */
  trashNotSupported: 'این مورد به زباله‌دان نمی‌رود. برای پاک کردن، force=true بفرستید.',
  /** No data supplied. */
  uploadNoData: 'هیچ داده‌ای فرستاده نشد.',
  /** Missing the Content-Disposition header. */
  uploadNoContentDisposition: 'سرصفحهٔ Content-Disposition فرستاده نشده است.',
  /** Sorry, you are not allowed to upload this file type. */
  uploadInvalidType:
    'متأسفیم، بارگذاری این نوع پرونده مجاز نیست. فقط تصویرهای JPEG، PNG، WebP و GIF پذیرفته می‌شوند.',
  /** (none: WordPress's image editors just fail on such a file) */
  uploadImageTooLarge: (megapixels: number, side: number): string =>
    `ابعاد این تصویر برای پردازش بیش از اندازه بزرگ است. تصویر باید حداکثر ${persianNumber(megapixels)} مگاپیکسل و هر ضلع آن حداکثر ${persianNumber(side)} پیکسل باشد؛ آن را کوچک کنید و دوباره بفرستید.`,
  /** This file is too big. Files must be less than %s in size. */
  uploadTooBig: (limit: string): string =>
    `این پرونده بیش از اندازه بزرگ است. حجم پرونده باید کمتر از ${limit} باشد.`,
  /** Not enough space to upload. %s KB needed. (per-user quota, UPLOAD_QUOTA_MB) */
  uploadLimitedSpace: (kilobytes: number): string =>
    `فضای کافی برای بارگذاری ندارید. ${kilobytes} KB فضای بیشتر لازم است؛ چند پرونده را پاک کنید.`,
  /** Unable to create sub-sizes for this image. */
  subsizesFailed: 'ساخت اندازه‌های دیگر این تصویر ناموفق بود.',
  /** Unsupported method override. */
  invalidMethodOverride: 'روش جایگزین درخواست‌شده پشتیبانی نمی‌شود.',
  /** The storefront's WordPress (WORDPRESS_URL) did not answer. */
  wordpressUnreachable: 'فروشگاه در این لحظه پاسخ نمی‌دهد. چند لحظهٔ دیگر دوباره امتحان کنید.',
  /** Shown as plain text when the client has not been built. */
  clientNotBuilt:
    'برنامهٔ فروشگاه هنوز ساخته نشده است. فرمان npm run build را اجرا کنید و صفحه را دوباره بارگذاری کنید.\n' +
    'The shop client is not built yet: run `npm run build`, then reload.\n',
} as const;
