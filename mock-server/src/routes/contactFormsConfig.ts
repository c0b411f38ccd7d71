// The contact form settings `npm start` reads from the environment (listed in the README).
import path from 'node:path';
import { parseRateLimit } from '../domain/forms/rateLimit';
import { parseDisallowedWords } from '../domain/forms/spam';
import type { ContactFormsOptions } from './contactFormsOptions';

export const CONTACT_FORMS_ENVIRONMENT = [
  'CONTACT_FORMS_DIR',
  'SMTP_URL',
  'CONTACT_MAIL_TO',
  'CONTACT_MAIL_FROM',
  'CONTACT_DISALLOWED_WORDS',
  'CONTACT_RATE_LIMIT',
  'CAPTCHA_TEST_ANSWER',
] as const;

/** Five accepted messages per address per ten minutes unless CONTACT_RATE_LIMIT says otherwise. */
export const DEFAULT_RATE_LIMIT = { max: 5, windowSeconds: 600 };

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function rateLimit(raw: string | undefined): ContactFormsOptions['rateLimit'] {
  if (raw === undefined) return DEFAULT_RATE_LIMIT;
  return parseRateLimit('CONTACT_RATE_LIMIT', 'MESSAGES', raw) ?? undefined;
}

function smtpUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `SMTP_URL must be a URL such as smtp://user:pass@mail.example:587, got "${raw}"`,
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${raw}"`);
  }
  return raw;
}

/** Reads and checks the contact form variables; relative paths are taken from `cwd`. */
export function readContactFormsConfig(env: Env, cwd: string = process.cwd()): ContactFormsOptions {
  const formsDir = text(env, 'CONTACT_FORMS_DIR');
  const words = text(env, 'CONTACT_DISALLOWED_WORDS');
  return {
    formsDir: formsDir === undefined ? undefined : path.resolve(cwd, formsDir),
    smtpUrl: smtpUrl(text(env, 'SMTP_URL')),
    adminEmail: text(env, 'CONTACT_MAIL_TO'),
    mailFrom: text(env, 'CONTACT_MAIL_FROM'),
    disallowedWords: words === undefined ? [] : parseDisallowedWords(words),
    rateLimit: rateLimit(text(env, 'CONTACT_RATE_LIMIT')),
    captchaTestAnswer: text(env, 'CAPTCHA_TEST_ANSWER'),
  };
}
