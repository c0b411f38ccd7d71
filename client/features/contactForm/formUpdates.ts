// The changes one form instance goes through, as plain mutations of its draft. The slice's setter
// reducers each apply one; its submission events (submissionStarted, submissionAnswered, …) apply
// several in CF7's order, so one shopper event is one action in the store.
import { readChallenges } from './challenges';
import { withError } from './fieldErrors';
import { tagsByName, wrapOrder } from './formTags';
import type { ContactFormInstance } from './slice';
import { initialValues } from './values';
import { siteMessage } from '../../i18n/siteMessages';

export function touch(form: ContactFormInstance, name: string): void {
  if (!form.touched.includes(name)) form.touched.push(name);
}

export function touchAll(form: ContactFormInstance): void {
  for (const name of tagsByName(form.definition).keys()) touch(form, name);
}

/** A new form state slug; prevStatus changes only when the state really changes. */
export function setStatus(form: ContactFormInstance, status: string): void {
  if (form.status === status) return;
  form.prevStatus = form.status;
  form.status = status;
}

/** CF7's clearResponse: every error, the status line and the response output. */
export function clearResponses(form: ContactFormInstance): void {
  form.errors = [];
  form.message = '';
  form.statusText = '';
}

/** form.reset(): every field back to its default, file inputs emptied. */
export function resetValues(form: ContactFormInstance): void {
  form.values = initialValues(form.definition);
  form.files = {};
  form.touched = [];
  form.generation += 1;
}

/** Server invalid_fields, shown next to their fields and in the screen-reader list. */
export function showInvalidFields(
  form: ContactFormInstance,
  fields: readonly { field: string; message: string }[],
): void {
  // A stock CF7 answers in the site's language: its default messages are shown in Persian.
  for (const { field, message } of fields) {
    form.errors = withError(form.errors, form.unitTag, field, siteMessage(message));
  }
  // CF7 lists them in its schema order (selects before text fields); a screen-reader user
  // hears them in the order the fields stand on the page instead.
  const order = wrapOrder(form.definition).map(({ tag }) => tag.name);
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  form.errors = [...form.errors].sort((a, b) => rank(a.field) - rank(b.field));
}

export function showMessage(form: ContactFormInstance, text: string): void {
  const message = siteMessage(text);
  // CF7 appends to the status line (cleared before every submission) and replaces the output.
  form.statusText += message;
  form.message = message;
}

/**
 * New quiz questions and captcha images. As CF7 does, the visitor's answer to a replaced
 * challenge is cleared: it answered the old question. `only` limits it to the captcha when
 * the visitor asked for a new image, so a quiz answer already typed survives.
 */
export function refillChallenges(
  form: ContactFormInstance,
  challenges: unknown,
  only?: 'captcha',
): void {
  const read = readChallenges(challenges);
  for (const [name, captcha] of Object.entries(read.captcha ?? {})) {
    form.captcha[name] = captcha;
    form.values[name] = '';
  }
  if (only === 'captcha') return;
  for (const [name, quiz] of Object.entries(read.quiz ?? {})) {
    form.quiz[name] = quiz;
    form.values[name] = '';
  }
}

/** The synchronous half of a reset: fields back to defaults, responses cleared, `resetting`. */
export function beginReset(form: ContactFormInstance): void {
  resetValues(form);
  clearResponses(form);
  setStatus(form, 'resetting');
}
