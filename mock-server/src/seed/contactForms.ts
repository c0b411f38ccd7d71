// The two Persian forms of the contact page: the shop's contact form (every kind of field CF7 has
// that a visitor meets: counter, attachment, privacy box, inverted newsletter box, captcha) and a
// wholesale inquiry form (checkboxes with free text, exclusive boxes, radios, a number, a date).
// No form asks for both a captcha and a quiz: shoppers met the two on one form and gave up. The
// quiz is still CF7's and the pact's challenge form has both (contracts/consumer).
import type Database from 'better-sqlite3';
import {
  CONTACT_FORM_ID,
  CONTACT_PAGE_SLUG,
  DEFAULT_FORM_LOCALE,
  WHOLESALE_FORM_ID,
} from '../../../contracts/contactForm7';
import type { ContactFormSource } from '../domain/forms/formSource';
import { createSqliteContactFormsRepository } from '../storage/contactFormsRepository';

const CONTACT_TEMPLATE = `<label> نام و نام خانوادگی
    [text* your-name autocomplete:name] </label>

<label> ایمیل
    [email* your-email id:contact-email autocomplete:email] </label>

<label> شمارهٔ موبایل
    [tel your-mobile autocomplete:tel placeholder "۰۹۱۲۳۴۵۶۷۸۹"] </label>

<label> وب‌سایت شما (اختیاری)
    [url your-website] </label>

<label> موضوع پیام
    [select* your-subject include_blank "پیگیری سفارش" "مرجوعی و تعویض کالا" "پرسش پیش از خرید" "پیشنهاد و انتقاد"] </label>

<label> متن پیام
    [textarea* your-message minlength:10 maxlength:1000] </label>
<span class="counter">[count your-message down] نویسه مانده</span>

<label> پیوست (تصویر یا PDF، تا ۲ مگابایت)
    [file your-file limit:2mb filetypes:jpg|jpeg|png|pdf] </label>

[acceptance privacy-consent] قوانین حریم خصوصی فروشگاه را خوانده‌ام و می‌پذیرم. [/acceptance]

[acceptance newsletter-opt-out optional invert] خبرنامهٔ تخفیف‌ها را برایم نفرستید. [/acceptance]

<label> عددهای تصویر را بنویسید:
    [captchac your-captcha] [captchar your-captcha size:6 autocomplete:off] </label>

[submit "فرستادن پیام"]`;

const WHOLESALE_TEMPLATE = `<fieldset>
<legend>درخواست خرید عمده و همکاری</legend>

<label> نام فروشگاه یا شرکت
    [text* company autocomplete:organization] </label>

<label> نام مسئول خرید
    [text* buyer-name autocomplete:name] </label>

<label> شمارهٔ موبایل
    [tel* buyer-mobile autocomplete:tel] </label>

<label> ایمیل (اختیاری)
    [email buyer-email autocomplete:email] </label>

<label> شهر
    [text city] </label>

گروه کالاهای مورد نیاز:
[checkbox* categories use_label_element free_text "پوشاک" "کیف و کفش" "لوازم خانگی" "سایر"]

نوع کسب‌وکار:
[checkbox business-type use_label_element exclusive "فروشگاه حضوری" "فروشگاه اینترنتی" "عمده‌فروش"]

<label> تعداد تقریبی سفارش ماهانه (عدد)
    [number* monthly-quantity min:10 max:100000 placeholder "۱۰۰"] </label>

<label> تاریخ شروع همکاری (اختیاری)
    [date start-date min:2024-01-01] </label>

روش تماس دلخواه:
[radio contact-method use_label_element default:1 "تلفن" "ایمیل" "پیام‌رسان"]

<label> توضیحات
    [textarea details maxlength:1500] </label>

[submit "فرستادن درخواست"]
</fieldset>`;

export function buildSeedContactForms(): ContactFormSource[] {
  return [
    {
      id: CONTACT_FORM_ID,
      title: 'فرم تماس با ما',
      locale: DEFAULT_FORM_LOCALE,
      template: CONTACT_TEMPLATE,
      messages: { mail_sent_ok: '[your-name] عزیز، سپاس از پیام شما. پیام شما فرستاده شد.' },
      mail: {
        recipient: '[_site_admin_email]',
        sender: '[_site_title] <[_site_mail_from]>',
        subject: '[_site_title] «[your-subject]» از [your-name]',
        body:
          'از: [your-name] <[your-email]>\nشمارهٔ موبایل: [your-mobile]\nوب‌سایت: [your-website]\n' +
          'موضوع: [your-subject]\n\nمتن پیام:\n[your-message]\n\nپیوست: [your-file]\n\n-- \n' +
          'این نامه در [_date] ساعت [_time] از فرم تماس [_site_title] ([_site_url]) فرستاده شده است.',
        additionalHeaders: 'Reply-To: [your-email]',
        attachments: '[your-file]',
      },
      mail2: {
        recipient: '[your-email]',
        sender: '[_site_title] <[_site_mail_from]>',
        subject: 'پیام شما به [_site_title] رسید',
        body:
          '[your-name] عزیز، سلام.\n\nپیام شما با موضوع «[your-subject]» به دست ما رسید و ' +
          'همکاران ما به‌زودی پاسخ می‌دهند.\n\nمتن پیام شما:\n[your-message]\n\n-- \n[_site_title]',
        additionalHeaders: 'Reply-To: [_site_admin_email]',
        attachments: '',
      },
      acceptanceAsValidation: false,
      skipMail: false,
      pages: [CONTACT_PAGE_SLUG],
      origin: 'seed',
    },
    {
      id: WHOLESALE_FORM_ID,
      title: 'درخواست خرید عمده',
      locale: DEFAULT_FORM_LOCALE,
      template: WHOLESALE_TEMPLATE,
      messages: {
        mail_sent_ok:
          'درخواست همکاری شما رسید. کارشناس فروش عمده تا دو روز کاری با شما تماس می‌گیرد.',
        // The shopper picks the day in the Persian calendar (the client sends CF7's Gregorian
        // value), so the date messages name the field as its label does and speak of that calendar.
        // min:2024-01-01 is 11 Dey 1402.
        invalid_date: 'تاریخ شروع همکاری را به تاریخ شمسی و به شکل ۱۴۰۵/۰۹/۰۶ بنویسید.',
        date_too_early: 'تاریخ شروع همکاری نمی‌تواند پیش از ۱۱ دی ۱۴۰۲ باشد.',
      },
      mail: {
        recipient: '[_site_admin_email]',
        sender: '[_site_title] <[_site_mail_from]>',
        subject: 'درخواست خرید عمده از [company]',
        body:
          'فروشگاه یا شرکت: [company]\nمسئول خرید: [buyer-name]\nشمارهٔ موبایل: [buyer-mobile]\n' +
          'ایمیل: [buyer-email]\nشهر: [city]\nگروه کالاها: [categories]\nنوع کسب‌وکار: [business-type]\n' +
          'سفارش ماهانه: [monthly-quantity]\nشروع همکاری: [start-date]\nروش تماس: [contact-method]\n\n' +
          'توضیحات:\n[details]',
        additionalHeaders: '',
        attachments: '',
      },
      acceptanceAsValidation: false,
      skipMail: false,
      pages: [CONTACT_PAGE_SLUG],
      origin: 'seed',
    },
  ];
}

/** Adds the seeded forms that are missing; forms already stored are left as they are. */
export function seedContactForms(db: Database.Database, now: Date): number {
  const repository = createSqliteContactFormsRepository(db);
  return buildSeedContactForms().filter((form) => repository.insertIfMissing(form, now)).length;
}
