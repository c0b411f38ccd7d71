// What the contact-form-7 pact and its verifiers agree on besides the pact file itself: the
// parties, the provider states, and the forms a site must hold for them (docs/contracts.md).
import path from 'node:path';
import { CONSUMER, PACT_DIR } from './wordpressContract';

export const CF7_PROVIDER = 'contact-form-7';
export const CF7_PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${CF7_PROVIDER}.json`);

/** The provider-state parameter that carries the form id into request paths. */
export const FORM_ID_PARAM = 'formId';

/** A word the spam state puts on the site's disallowed list; the spam interaction sends it. */
export const SPAM_WORD = 'pact-disallowed-word-7c1e';

/** An id no site uses for a contact form. */
export const UNKNOWN_FORM_ID = 987654;

/**
 * The message form of the pact, in CF7's own template syntax. A backend team creates a form with
 * exactly this template on its site and passes its id to the verifier (docs/contracts.md).
 */
export const MESSAGE_FORM_TEMPLATE = `<label> نام [text* your-name] </label>
<label> ایمیل [email* your-email] </label>
<label> پیام [textarea your-message] </label>
[acceptance privacy-consent] قوانین حریم خصوصی را می‌پذیرم. [/acceptance]
[submit "ارسال"]`;

/** The challenge form: a quiz and a captcha (Really Simple CAPTCHA on a WordPress site). */
export const CHALLENGE_FORM_TEMPLATE = `<label> [quiz your-quiz "حاصل ۲ + ۳ چند است؟|۵"] </label>
<label> [captchac your-captcha] [captchar your-captcha] </label>
[submit "ارسال"]`;

export const CF7_STATES = {
  messageForm: 'a contact form with name, email, message and a privacy box',
  challengeForm: 'a contact form with a quiz and a captcha',
  spamWord: `the site treats the word «${SPAM_WORD}» as spam`,
  mailFails: 'the site cannot send mail',
  rateLimited: 'the visitor has sent as many messages as the site allows for now',
  noSuchForm: `there is no contact form with the id ${UNKNOWN_FORM_ID}`,
} as const;

/** Need a switch only the shop's test server has; a live site reports them as skipped. */
export const CF7_TEST_SERVER_ONLY_STATES: readonly string[] = [
  CF7_STATES.mailFails,
  CF7_STATES.rateLimited,
];
