// CONTACT_FORMS_DIR: one `*.cf7` file per form. A header of `key: value` lines, then sections
// opened by `--- form`, `--- mail.body` and so on (format in the README). Any mistake stops
// start-up with the file and line named, so a broken form never goes live half-read.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_FORM_LOCALE } from '../../../../contracts/contactForm7';
import { compileForm } from './compileForm';
import { DEFAULT_MAIL, type ContactFormSource, type MailTemplate } from './formSource';
import { TemplateError } from './formTags';
import { FORM_MESSAGE_KEYS, type FormMessageKey } from './messages';

export const FORM_FILE_SUFFIX = '.cf7';

export class FormFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    detail: string,
  ) {
    super(`contact form file ${file}, line ${line}: ${detail}`);
    this.name = 'FormFileError';
  }
}

const MAIL_KEYS: Record<string, keyof MailTemplate> = {
  recipient: 'recipient',
  sender: 'sender',
  subject: 'subject',
  body: 'body',
  additional_headers: 'additionalHeaders',
  attachments: 'attachments',
};
const SECTIONS = new Set([
  'form',
  'mail.body',
  'mail.additional_headers',
  'mail_2.body',
  'mail_2.additional_headers',
]);
const MESSAGE_KEYS: ReadonlySet<string> = new Set(FORM_MESSAGE_KEYS);

function onOff(value: string, fail: (detail: string) => never): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  return fail(`expected "on" or "off", got "${value}"`);
}

/** Parses one form file's text; `file` is only used in error messages. */
export function parseFormFile(text: string, file: string): ContactFormSource {
  const lines = text.replace(/^\ufeff/, '').split(/\r\n?|\n/);
  const seen = new Map<string, number>();
  let id: number | undefined;
  let title: string | undefined;
  let locale = DEFAULT_FORM_LOCALE;
  let pages: string[] = [];
  let acceptanceAsValidation = false;
  let skipMail = false;
  const messages: Partial<Record<FormMessageKey, string>> = {};
  const mail: MailTemplate = { ...DEFAULT_MAIL };
  let mail2: MailTemplate | undefined;
  const sections = new Map<string, { start: number; lines: string[] }>();
  let section: { start: number; lines: string[] } | undefined;

  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    const fail = (detail: string): never => {
      throw new FormFileError(file, lineNumber, detail);
    };
    const opener = /^---\s*(\S+)\s*$/.exec(line);
    if (opener !== null) {
      const name = opener[1] ?? '';
      if (!SECTIONS.has(name))
        fail(`unknown section "--- ${name}" (known: ${[...SECTIONS].join(', ')})`);
      if (sections.has(name)) fail(`section "--- ${name}" appears twice`);
      section = { start: lineNumber + 1, lines: [] };
      sections.set(name, section);
      return;
    }
    if (section !== undefined) {
      section.lines.push(line);
      return;
    }
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const colon = line.indexOf(':');
    if (colon < 1) fail(`expected "key: value" or a "--- form" section, got "${line.trim()}"`);
    const key = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (seen.has(key)) fail(`"${key}" is already set on line ${seen.get(key)}`);
    seen.set(key, lineNumber);
    if (key === 'id') {
      if (!/^[1-9]\d{0,8}$/.test(value))
        fail(`id must be a whole number from 1 to 999999999, got "${value}"`);
      id = Number(value);
    } else if (key === 'title') {
      if (value === '') fail('title is empty');
      title = value;
    } else if (key === 'locale') {
      if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(value)) fail(`locale looks like fa_IR, got "${value}"`);
      locale = value;
    } else if (key === 'pages') {
      pages = value
        .split(',')
        .map((slug) => slug.trim())
        .filter((slug) => slug !== '');
      const bad = pages.find((slug) => !/^[a-z0-9-]+$/.test(slug));
      if (bad !== undefined)
        fail(`page slugs are lower-case letters, digits and "-", got "${bad}"`);
    } else if (key === 'acceptance_as_validation') {
      acceptanceAsValidation = onOff(value, fail);
    } else if (key === 'skip_mail') {
      skipMail = onOff(value, fail);
    } else if (key.startsWith('message.')) {
      const name = key.slice('message.'.length);
      if (!MESSAGE_KEYS.has(name))
        fail(`unknown message "${name}" (known: ${FORM_MESSAGE_KEYS.join(', ')})`);
      messages[name as FormMessageKey] = value;
    } else if (key.startsWith('mail.') || key.startsWith('mail_2.')) {
      const [panel = '', field = ''] = key.split('.', 2);
      const target = MAIL_KEYS[field];
      if (target === undefined)
        fail(`unknown mail field "${field}" (known: ${Object.keys(MAIL_KEYS).join(', ')})`);
      if (panel === 'mail') mail[target as keyof MailTemplate] = value;
      else {
        mail2 ??= { ...DEFAULT_MAIL, recipient: '[your-email]' };
        mail2[target as keyof MailTemplate] = value;
      }
    } else {
      fail(`unknown key "${key}"`);
    }
  });

  const endLine = lines.length;
  if (id === undefined) throw new FormFileError(file, endLine, 'the file has no "id:" line');
  if (title === undefined) throw new FormFileError(file, endLine, 'the file has no "title:" line');
  const form = sections.get('form');
  if (form === undefined || form.lines.join('').trim() === '') {
    throw new FormFileError(file, endLine, 'the file has no "--- form" section with a template');
  }
  for (const [name, { lines: body }] of sections) {
    if (name === 'form') continue;
    const [panel, field] = name.split('.') as ['mail' | 'mail_2', string];
    const target = MAIL_KEYS[field] ?? 'body';
    const text = body.join('\n').replace(/\n+$/, '');
    if (panel === 'mail') mail[target] = text;
    else {
      mail2 ??= { ...DEFAULT_MAIL, recipient: '[your-email]' };
      mail2[target] = text;
    }
  }
  const source: ContactFormSource = {
    id,
    title,
    locale,
    template: form.lines.join('\n'),
    messages,
    mail,
    mail2,
    acceptanceAsValidation,
    skipMail,
    pages,
    origin: file,
  };
  try {
    compileForm(source);
  } catch (error) {
    if (error instanceof TemplateError) {
      throw new FormFileError(file, form.start + error.line - 1, error.message);
    }
    throw error;
  }
  return source;
}

/** Every `*.cf7` file of the folder, sorted by name. Throws FormFileError on the first bad one. */
export function loadFormFiles(dir: string): ContactFormSource[] {
  let names: string[];
  try {
    names = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(FORM_FILE_SUFFIX))
      .sort();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`CONTACT_FORMS_DIR ${dir} cannot be read: ${reason}`, { cause: error });
  }
  const byId = new Map<number, string>();
  return names.map((name) => {
    const file = path.join(dir, name);
    const source = parseFormFile(fs.readFileSync(file, 'utf8'), file);
    const other = byId.get(source.id);
    if (other !== undefined) {
      const line = parseIdLine(fs.readFileSync(file, 'utf8'));
      throw new FormFileError(file, line, `id ${source.id} is already used by ${other}`);
    }
    byId.set(source.id, file);
    return source;
  });
}

function parseIdLine(text: string): number {
  const index = text.split(/\r\n?|\n/).findIndex((line) => /^\s*id\s*:/.test(line));
  return index + 1;
}
