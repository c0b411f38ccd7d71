// Shapes of Contact Form 7's REST answers (namespace contact-form-7/v1), as CF7 6.1.x sends them.
// Key order matters to clients that compare bodies byte for byte; the server builds them in the
// order written here. The parts whose schema says the whole type are FromSchema of it; the feedback
// answer's schema names keys required for the serialiser's order, not for the type, so its type
// is written here.
import type { FromSchema } from 'json-schema-to-ts';
import type {
  captchaRefillSchema,
  contactFormListItemSchema,
  invalidFieldSchema,
  quizRefillSchema,
} from './jsonSchemas';

/** Statuses CF7 itself answers; anything else is a custom status (client slug `custom-…`). */
export const CORE_FEEDBACK_STATUSES = [
  'mail_sent',
  'mail_failed',
  'validation_failed',
  'acceptance_missing',
  'spam',
  'aborted',
  'payment_required',
  'error',
] as const;
export type CoreFeedbackStatus = (typeof CORE_FEEDBACK_STATUSES)[number];

/** The custom status the shop answers when one address sends too many messages. */
export const TOO_MANY_REQUESTS_STATUS = 'too_many_requests';

/** `string & {}` keeps editor completion for the core statuses while allowing custom ones. */
export type FeedbackStatus = CoreFeedbackStatus | typeof TOO_MANY_REQUESTS_STATUS | (string & {});

/**
 * field: the tag name with `.` turned into `_`; idref: the tag's `id:` option, or null;
 * error_id: `{unitTag}-ve-{field}`.
 */
export type InvalidField = FromSchema<typeof invalidFieldSchema>;

/** Quiz field name -> [question, answer hash]. */
export type QuizRefill = FromSchema<typeof quizRefillSchema>;
/** `[captchac]` field name -> image URL whose file name (digits) is the challenge. */
export type CaptchaRefill = FromSchema<typeof captchaRefillSchema>;

/**
 * POST contact-forms/{id}/feedback, HTTP 200 for every outcome. Keys in this order:
 * contact_form_id, status, message, invalid_fields (validation_failed only, otherwise appended
 * empty after `into`), posted_data_hash, into, invalid_fields, quiz, captcha.
 */
export interface FeedbackResponse {
  contact_form_id: number;
  status: FeedbackStatus;
  message: string;
  invalid_fields: InvalidField[];
  /** "" for validation_failed, acceptance_missing, spam (and the custom too_many_requests); 32 hex otherwise; absent for `error`. */
  posted_data_hash?: string;
  /** "#" + unit tag */
  into: string;
  /** Only when the form has quiz tags (every status). */
  quiz?: QuizRefill;
  /** Only when the form has captcha tags (every status). */
  captcha?: CaptchaRefill;
}

/** The refill object: key order quiz, captcha (CF7 6.1.6 hooks its quiz module first). */
export interface Challenges {
  quiz?: QuizRefill;
  captcha?: CaptchaRefill;
}

/** GET contact-forms (users who may edit posts): one row per form, ID ascending; slug is post_name. */
export type ContactFormListItem = FromSchema<typeof contactFormListItemSchema>;

/** GET contact-forms/{id}/refill: `[]` (an empty JSON array) when the form has no quiz/captcha. */
export type RefillResponse = [] | Challenges;

export function isChallenges(refill: RefillResponse): refill is Challenges {
  return !Array.isArray(refill);
}
