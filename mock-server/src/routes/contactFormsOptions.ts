// AppOptions.contactForms: everything the contact form feature can be told at start-up. `npm start`
// fills it from the environment (settings/readSettings.ts); tests and Pact provider states pass it
// directly; the test server flips the run-time switches on `app.contactForms`
// (mock-server/test/testSwitches.ts).
import type { ContactFormSource } from '../domain/forms/formSource';
import type { RateLimitSettings } from '../domain/forms/rateLimit';

export interface ContactFormsOptions {
  /** smtp://user:pass@host:port (smtps:// for TLS); unset: mail is kept in the outbox table. */
  smtpUrl?: string;
  /** How long one SMTP hand-over may take before mail_failed. Default 10 s. */
  smtpTimeoutMs?: number;
  /** [_site_admin_email]: where Mail goes. Default admin@shop.example. */
  adminEmail?: string;
  /** [_site_mail_from]: the sender address. Default no-reply@shop.example. */
  mailFrom?: string;
  /** Tests only: every live captcha challenge also accepts this answer. */
  captchaTestAnswer?: string;
  /** WordPress "Disallowed Comment Keys": a submission containing one is spam. */
  disallowedWords?: string[];
  /** Per-address limit on accepted submissions; unset = no limit. */
  rateLimit?: RateLimitSettings;
  /** Folder of `*.cf7` form files read at start-up (each wins over a stored form with its id). */
  formsDir?: string;
  /** Forms served besides the stored ones, winning by id (tests, Pact provider states). */
  forms?: ContactFormSource[];
  /** Fault switch: the mail transport fails, so accepted submissions answer mail_failed. */
  mailFails?: boolean;
  /** Multipart limits of the feedback route. */
  limits?: Partial<FeedbackLimits>;
}

export interface FeedbackLimits {
  /** Parts of any kind in one body. */
  parts: number;
  /** Text fields in one body. */
  fields: number;
  /** File parts in one body. */
  files: number;
  /** Bytes of one text field's value. */
  fieldBytes: number;
  /** Bytes kept of one file before it counts as too large (at least the form's largest limit:). */
  fileBytes: number;
  /** Bytes of the whole body; more is a 413 and nothing of it is kept. */
  bodyBytes: number;
}

export const DEFAULT_FEEDBACK_LIMITS: FeedbackLimits = {
  parts: 200,
  fields: 180,
  files: 20,
  fieldBytes: 256 * 1024,
  fileBytes: 10 * 1024 * 1024,
  bodyBytes: 24 * 1024 * 1024,
};

export const DEFAULT_ADMIN_EMAIL = 'admin@shop.example';
export const DEFAULT_MAIL_FROM = 'no-reply@shop.example';
export const DEFAULT_SMTP_TIMEOUT_MS = 10_000;
