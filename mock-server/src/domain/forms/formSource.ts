// A contact form as a site owner writes it (seed code or a CONTACT_FORMS_DIR file).
import type { FormMessageKey } from './messages';

/** CF7's Mail / Mail (2) panels; every field may hold mail-tags such as [your-name]. */
export interface MailTemplate {
  recipient: string;
  sender: string;
  subject: string;
  body: string;
  /** One header per line, e.g. "Reply-To: [your-email]". */
  additionalHeaders: string;
  /** File fields to attach, as mail-tags: "[your-file]". */
  attachments: string;
}

export interface ContactFormSource {
  /** Digits only (a WordPress post id). */
  id: number;
  title: string;
  /** e.g. "fa_IR" */
  locale: string;
  /** The CF7 form template. */
  template: string;
  /** Overrides of the Persian defaults (messages.ts). */
  messages: Partial<Record<FormMessageKey, string>>;
  mail: MailTemplate;
  /** The auto-reply, sent only after Mail succeeded; undefined = inactive. */
  mail2?: MailTemplate;
  /** CF7 `acceptance_as_validation: on` */
  acceptanceAsValidation: boolean;
  /** CF7 `skip_mail: on`: store and answer mail_sent without sending. */
  skipMail: boolean;
  /** Page slugs the form is placed on, in order. */
  pages: string[];
  /** Where it came from, for error messages: "seed" or the file path. */
  origin: string;
}

/** CF7's default Mail panel, in Persian. */
export const DEFAULT_MAIL: MailTemplate = {
  recipient: '[_site_admin_email]',
  sender: '[_site_title] <[_site_mail_from]>',
  subject: '[_site_title] «[your-subject]»',
  body:
    'از: [your-name] <[your-email]>\nموضوع: [your-subject]\n\nمتن پیام:\n[your-message]\n\n-- \n' +
    'این نامه از فرم تماس [_site_title] ([_site_url]) فرستاده شده است.',
  additionalHeaders: 'Reply-To: [your-email]',
  attachments: '',
};
