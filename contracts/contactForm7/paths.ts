// Routes and fixed identifiers shared by the server and the client.

export const API_NAMESPACE = 'contact-form-7/v1';
/** CF7 version the forms claim (sent as _wpcf7_version). */
export const PLUGIN_VERSION = '6.1.6';
export const DEFAULT_FORM_LOCALE = 'fa_IR';

/** The seeded forms on the contact page, in page order. */
export const CONTACT_FORM_ID = 101;
export const WHOLESALE_FORM_ID = 102;
export const CONTACT_PAGE_SLUG = 'contact';

/** Paths relative to the REST root (e.g. "/wp-json/"). */
export const feedbackPath = (formId: number): string =>
  `${API_NAMESPACE}/contact-forms/${formId}/feedback`;
export const refillPath = (formId: number): string =>
  `${API_NAMESPACE}/contact-forms/${formId}/refill`;
export const schemaPath = (formId: number): string =>
  `${API_NAMESPACE}/contact-forms/${formId}/feedback/schema`;

/** Where captcha images are served; the file name is the challenge digits. */
export const CAPTCHA_URL_PATH = '/wp-content/uploads/wpcf7_captcha/';

/** Hidden fields, in the order CF7 renders them. */
export const HIDDEN_FIELDS = [
  '_wpcf7',
  '_wpcf7_version',
  '_wpcf7_locale',
  '_wpcf7_unit_tag',
  '_wpcf7_container_post',
  '_wpcf7_posted_data_hash',
] as const;
export const quizAnswerField = (name: string): string => `_wpcf7_quiz_answer_${name}`;
export const captchaChallengeField = (name: string): string => `_wpcf7_captcha_challenge_${name}`;
export const freeTextField = (name: string): string => `_wpcf7_free_text_${name}`;

/**
 * `wpcf7-f{formId}-p{postId}-o{n}`, or without `-p…` outside the post loop (a REST answer, where
 * the shop's server renders its pages' forms with containerPost 0).
 */
export function unitTagFor(formId: number, containerPost: number, ordinal: number): string {
  return containerPost > 0
    ? `wpcf7-f${formId}-p${containerPost}-o${ordinal}`
    : `wpcf7-f${formId}-o${ordinal}`;
}
