// Posted data as CF7's WPCF7_Submission::setup_posted_data() builds it, and the raw view the SWV
// schema validates. Names follow PHP: `name[]` makes an array, `.` and spaces become `_`, a repeated
// plain name keeps its last value.
import { freeTextField, hasTagOption } from '../../../../contracts/contactForm7';
import type { SwvFile, SwvFormData } from '../../../../contracts/contactForm7/swv';
import { trimUnicode } from '../../../../contracts/contactForm7/swv';
import type { CompiledForm } from './compileForm';
import type { FeedbackInput } from './submission';

export type PostedValue = string | string[];

/** NULs and the replacement character busboy puts where bytes were not UTF-8 are removed. */
export function cleanText(value: string): string {
  if (!value.includes('\u0000') && !value.includes('\ufffd')) return value;
  return value.split('\u0000').join('').split('\ufffd').join('');
}

export function phpFieldName(raw: string): { name: string; multiple: boolean } {
  const multiple = raw.endsWith('[]');
  const base = multiple ? raw.slice(0, -2) : raw;
  return { name: base.replace(/[. ]/g, '_'), multiple };
}

/** Request fields by PHP name, in first-seen order: $_POST. */
export function readPost(fields: FeedbackInput['fields']): Map<string, PostedValue> {
  const post = new Map<string, PostedValue>();
  for (const [rawName, rawValue] of fields) {
    const { name, multiple } = phpFieldName(rawName);
    const value = cleanText(rawValue);
    const previous = post.get(name);
    if (!multiple) post.set(name, value);
    else if (Array.isArray(previous)) previous.push(value);
    else post.set(name, [value]);
  }
  return post;
}

const CHOICE_TYPES: ReadonlySet<string> = new Set(['checkbox', 'radio', 'select', 'acceptance']);
/** Tags whose values are never mailed or stored (CF7's not-for-mail feature). */
export const NOT_FOR_MAIL: ReadonlySet<string> = new Set(['quiz', 'captchar', 'captchac']);

function trimDeep(value: PostedValue): PostedValue {
  return Array.isArray(value) ? value.map(trimUnicode) : trimUnicode(value);
}

/** Posted data: request order, form fields completed, choices mapped through their pipes. */
export function buildPostedData(
  form: CompiledForm,
  post: ReadonlyMap<string, PostedValue>,
): Map<string, PostedValue> {
  const posted = new Map<string, PostedValue>();
  for (const [name, value] of post) if (!name.startsWith('_')) posted.set(name, trimDeep(value));
  for (const [name, tag] of form.fieldTags) {
    if (NOT_FOR_MAIL.has(tag.basetype)) continue;
    let value: PostedValue = posted.get(name) ?? '';
    if (CHOICE_TYPES.has(tag.basetype)) {
      let values = Array.isArray(value) ? value : value === '' ? [] : [value];
      values = values.map((item) => tag.pipes.find(([before]) => before === item)?.[1] ?? item);
      const freeText = post.get(freeTextField(name));
      const tied = tag.pipes[tag.pipes.length - 1]?.[1];
      if (hasTagOption(tag, 'free_text') && typeof freeText === 'string' && values.length > 0) {
        const last = values[values.length - 1];
        if (last === tied)
          values[values.length - 1] = trimUnicode(`${last} ${trimUnicode(freeText)}`);
      }
      value = values;
    }
    posted.set(name, value);
  }
  return posted;
}

/** The raw request as the SWV rules see it: every field as strings, files by field. */
export function validationData(
  post: ReadonlyMap<string, PostedValue>,
  files: FeedbackInput['files'],
): SwvFormData {
  const values = new Map<string, readonly string[]>();
  for (const [name, value] of post) values.set(name, Array.isArray(value) ? value : [value]);
  const byField = new Map<string, SwvFile[]>();
  for (const file of files) {
    const list = byField.get(file.field) ?? [];
    list.push({ name: file.fileName, size: file.size });
    byField.set(file.field, list);
  }
  return { values, files: byField };
}

/** A posted value as mail and messages show it. */
export function postedText(value: PostedValue | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : value;
}
