// Mail-tags: `[your-name]` becomes the posted value, `[_raw_your-subject]` the label the visitor
// picked (before the pipe), `[_site_title]` and friends describe the site and the submission.
import { postedText, type PostedValue } from './postedData';
import type { CompiledForm } from './compileForm';

export interface MailContext {
  form: CompiledForm;
  posted: ReadonlyMap<string, PostedValue>;
  /** Labels as submitted (before pipes), for [_raw_…]. */
  raw: ReadonlyMap<string, PostedValue>;
  /** File field -> uploaded file names. */
  fileNames: ReadonlyMap<string, string[]>;
  special: Readonly<Record<string, string>>;
}

const MAIL_TAG = /\[\s*([a-zA-Z_][0-9a-zA-Z:._-]*)\s*\]/g;

/** Persian lists read with the Persian comma; CF7 always joins with ", ". */
function listText(value: PostedValue | undefined, locale: string): string {
  if (Array.isArray(value) && locale.startsWith('fa')) return value.join('، ');
  return postedText(value);
}

/** Replaces known tags; an unknown `[word]` stays as written, as in CF7. */
export function replaceMailTags(template: string, context: MailContext): string {
  const locale = context.form.source.locale;
  return template.replace(MAIL_TAG, (whole, name: string) => {
    if (Object.prototype.hasOwnProperty.call(context.special, name))
      return context.special[name] ?? '';
    if (name.startsWith('_raw_')) {
      const field = name.slice('_raw_'.length);
      return context.raw.has(field) ? listText(context.raw.get(field), locale) : whole;
    }
    const files = context.fileNames.get(name);
    if (files !== undefined) return listText(files, locale);
    if (context.posted.has(name)) return listText(context.posted.get(name), locale);
    return context.form.fieldTags.has(name) ? '' : whole;
  });
}

/** Header values must stay one line: a posted newline must never add a header (CF7 strips them). */
export function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

/** Response messages are plain text: HTML stripped, as CF7's wp_strip_all_tags. */
export function stripTags(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .trim();
}
