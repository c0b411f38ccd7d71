// The messages a form answers with, in Persian. Keys are CF7's; the English beside each is CF7's
// default text, so a site owner can match a key to what the plugin says. A form file may override
// any of the per-form ones.

export const DEFAULT_FORM_MESSAGES = {
  /** Thank you for your message. It has been sent. */
  mail_sent_ok: 'سپاس از پیام شما. پیام شما فرستاده شد.',
  /** There was an error trying to send your message. Please try again later. */
  mail_sent_ng: 'هنگام فرستادن پیام شما خطایی رخ داد. لطفاً بعداً دوباره تلاش کنید.',
  /** One or more fields have an error. Please check and try again. */
  validation_error: 'یک یا چند فیلد خطا دارد. لطفاً آن‌ها را بررسی کنید و دوباره بفرستید.',
  /** There was an error trying to send your message. Please try again later. */
  spam: 'هنگام فرستادن پیام شما خطایی رخ داد. لطفاً بعداً دوباره تلاش کنید.',
  /** You must accept the terms and conditions before sending your message. */
  accept_terms: 'پیش از فرستادن پیام باید شرایط و قوانین را بپذیرید.',
  /** Please fill out this field. */
  invalid_required: 'لطفاً این فیلد را پر کنید.',
  /** This field has a too long input. */
  invalid_too_long: 'متن این فیلد بیش از اندازه بلند است.',
  /** This field has a too short input. */
  invalid_too_short: 'متن این فیلد بیش از اندازه کوتاه است.',
  /** There was an unknown error uploading the file. */
  upload_failed: 'هنگام بارگذاری پرونده خطای ناشناخته‌ای رخ داد.',
  /** You are not allowed to upload files of this type. */
  upload_file_type_invalid: 'بارگذاری پرونده از این نوع مجاز نیست.',
  /** The uploaded file is too large. */
  upload_file_too_large: 'پروندهٔ بارگذاری‌شده بیش از اندازه بزرگ است.',
  /** There was an error uploading the file. */
  upload_failed_php_error: 'هنگام بارگذاری پرونده خطایی رخ داد.',
  /** Please enter a date in YYYY-MM-DD format. */
  invalid_date: 'لطفاً تاریخ را به شکل YYYY-MM-DD (سال-ماه-روز میلادی) وارد کنید.',
  /** This field has a too early date. */
  date_too_early: 'تاریخ این فیلد زودتر از حد مجاز است.',
  /** This field has a too late date. */
  date_too_late: 'تاریخ این فیلد دیرتر از حد مجاز است.',
  /** Please enter a number. */
  invalid_number: 'لطفاً یک عدد وارد کنید.',
  /** This field has a too small number. */
  number_too_small: 'عدد این فیلد از حد مجاز کوچک‌تر است.',
  /** This field has a too large number. */
  number_too_large: 'عدد این فیلد از حد مجاز بزرگ‌تر است.',
  /** Please enter an email address. */
  invalid_email: 'لطفاً یک نشانی ایمیل درست وارد کنید.',
  /** Please enter a URL. */
  invalid_url: 'لطفاً یک نشانی وب درست وارد کنید.',
  /** Please enter a telephone number. */
  invalid_tel: 'لطفاً یک شمارهٔ تلفن درست وارد کنید.',
  /** The answer to the quiz is incorrect. */
  quiz_answer_not_correct: 'پاسخ پرسش درست نیست.',
  /** Your entered code is incorrect. */
  captcha_not_match: 'کدی که وارد کردید درست نیست.',
  /** Not in CF7: the answer of the shop's per-address limit (custom status too_many_requests). */
  too_many_requests:
    'از نشانی شما در مدت کوتاهی پیام‌های زیادی فرستاده شده است. لطفاً چند دقیقهٔ دیگر دوباره تلاش کنید.',
} as const;

export type FormMessageKey = keyof typeof DEFAULT_FORM_MESSAGES;
export type FormMessages = Record<FormMessageKey, string>;
export const FORM_MESSAGE_KEYS = Object.keys(DEFAULT_FORM_MESSAGES) as FormMessageKey[];

/** CF7's fixed strings (translated by gettext on a real site, so Persian here too). */
export const FIXED_MESSAGES = {
  /** Too many items are selected. */
  maxitems: 'گزینه‌های بیش از اندازه‌ای انتخاب شده است.',
  /** Undefined value was submitted through this field. */
  enum: 'مقداری تعریف‌نشده از راه این فیلد فرستاده شد.',
  /** Sending mail has been aborted. */
  aborted: 'فرستادن نامه لغو شد.',
  /**
   * Not in CF7 (which says invalid_required): a required checkbox group asks for a choice, since
   * "fill out this field" reads wrong under a row of boxes.
   */
  choose_one: 'یکی را انتخاب کنید.',
} as const;
