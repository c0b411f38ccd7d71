// The REST errors of the contact-form routes (contactForms.ts, contactFormsBody.ts,
// contactFormPosts.ts), in Persian: the routes decide these refusals, so their texts live here
// beside them and not with the forms' own messages in domain/forms/messages.ts.
import type { Refusal } from '../domain/domainError';

/** The REST errors of the three CF7 routes (WordPress shape, Persian message). */
export const ROUTE_MESSAGES = {
  /** The request payload format is not supported. */
  unsupportedMediaType:
    'قالب دادهٔ درخواست پشتیبانی نمی‌شود؛ فرم باید به شکل multipart/form-data فرستاده شود.',
  /** The requested contact form was not found. */
  notFound: 'فرم تماس درخواست‌شده یافت نشد.',
  /** There is no valid unit tag. */
  noUnitTag: 'برچسب واحد (_wpcf7_unit_tag) معتبری فرستاده نشده است.',
  malformedMultipart: 'بدنهٔ چندبخشی (multipart) درخواست خراب است و خوانده نشد.',
  tooManyParts: (limit: number): string =>
    `درخواست بیش از ${limit} بخش دارد؛ فرم تماس این‌همه فیلد ندارد.`,
  requestTooLarge: (limit: number): string =>
    `حجم درخواست بیش از ${Math.round((limit / 1048576) * 10) / 10} مگابایت است؛ پرونده‌ها را کوچک‌تر کنید.`,
  fieldTooLarge: (field: string, limit: number): string =>
    `مقدار فیلد «${field}» بیش از ${limit} بایت است.`,
  /** You are not allowed to access contact forms. */
  forbidden: 'شما اجازهٔ دسترسی به فرم‌های تماس را ندارید.',
  captchaNotFound: 'این تصویر امنیتی وجود ندارد یا منقضی شده است.',
} as const;

/** The refusals the REST feedback route and the plain post answer alike (CF7's codes). */
export const ROUTE_REFUSALS = {
  unsupportedMediaType: {
    kind: 'wrongMediaType',
    code: 'wpcf7_unsupported_media_type',
    message: ROUTE_MESSAGES.unsupportedMediaType,
  },
  notFound: { kind: 'notFound', code: 'wpcf7_not_found', message: ROUTE_MESSAGES.notFound },
  noUnitTag: {
    kind: 'invalid',
    code: 'wpcf7_unit_tag_not_found',
    message: ROUTE_MESSAGES.noUnitTag,
  },
} as const satisfies Record<string, Refusal>;
