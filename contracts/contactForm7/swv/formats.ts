// Format checks behind the email, url, tel, number, date and time rules (CF7 6.1 server semantics;
// number/tel/date/time read Persian and Arabic-Indic digits as ASCII first).

import { normaliseDigits, removeWhitespace } from './text';

/** WordPress's is_email(): ASCII only, so IDN or Persian addresses are refused as CF7 does. */
export function isEmail(value: string): boolean {
  if (value.length < 6) return false;
  const at = value.indexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false;
  if (/\.{2,}/.test(domain)) return false;
  if (domain.startsWith('.') || domain.endsWith('.')) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => /^[a-z0-9-]+$/i.test(label) && !/^-|-$/.test(label));
}

/** wp_allowed_protocols() */
export const ALLOWED_URL_SCHEMES = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'news',
  'irc',
  'irc6',
  'ircs',
  'gopher',
  'nntp',
  'feed',
  'telnet',
  'mms',
  'rtsp',
  'sms',
  'svn',
  'tel',
  'fax',
  'xmpp',
  'webcal',
  'urn',
] as const;
const SCHEMES: ReadonlySet<string> = new Set(ALLOWED_URL_SCHEMES);
const HIERARCHICAL = new Set(['http', 'https', 'ftp', 'ftps']);

/** A scheme from the allowed list and something after it (a host for http/https/ftp/ftps). */
export function isUrl(value: string): boolean {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):(.*)$/s.exec(value);
  if (match === null) return false;
  const scheme = (match[1] ?? '').toLowerCase();
  const rest = match[2] ?? '';
  if (!SCHEMES.has(scheme) || rest === '') return false;
  if (!HIERARCHICAL.has(scheme)) return true;
  const host = /^\/\/([^/?#]+)/.exec(rest)?.[1];
  return host !== undefined && !/\s/.test(host);
}

/**
 * CF7 6.1's wpcf7_is_tel(): cut an extension from the first # or *, drop ( ) / . - and spaces,
 * rewrite a leading + or 00 as one +, then "+"? digits, 6–15 characters with the +. Iranian forms
 * 09123456789, +989123456789 and 00989123456789 all pass, in any digit script.
 */
export function telDigits(value: string): string {
  const withoutExtension = normaliseDigits(value).split(/[#*]/)[0] ?? '';
  let compact = removeWhitespace(withoutExtension).replace(/[()/.*#-]/g, '');
  if (compact.startsWith('+') || compact.startsWith('00')) {
    compact = `+${compact.replace(/^[+0]+/, '')}`;
  }
  return compact;
}

export function isTel(value: string): boolean {
  const compact = telDigits(value);
  return /^\+?\d+$/.test(compact) && compact.length >= 6 && compact.length <= 15;
}

const NUMBER = /^-?(?:\d+|\d*\.\d+)(?:[eE][+-]?\d+)?$/;

export function isNumber(value: string): boolean {
  return NUMBER.test(normaliseDigits(value));
}

/** The value as a float, or undefined when it is not a CF7 number. */
export function toNumber(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const normalised = normaliseDigits(value);
  return NUMBER.test(normalised) ? Number(normalised) : undefined;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * YYYY-MM-DD (4+ digit year) naming a real day. The server rule of CF7; its client only parses
 * with `new Date()`, so `2023-02-30` passed there and failed on submit. One engine, one answer.
 */
export function parseDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4,})-(\d{2})-(\d{2})$/.exec(normaliseDigits(value));
  if (match === null) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return undefined;
  const limit = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= limit ? { year, month, day } : undefined;
}

export function isDate(value: string): boolean {
  return parseDate(value) !== undefined;
}

/** The date written back with ASCII digits (for mindate/maxdate string comparison). */
export function canonicalDate(value: string): string | undefined {
  return isDate(value) ? normaliseDigits(value) : undefined;
}

export function isTime(value: string): boolean {
  return /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/.test(normaliseDigits(value));
}

/** ISO day of week, Monday 1 … Sunday 7. */
export function isoDayOfWeek(value: string): number | undefined {
  const date = parseDate(value);
  if (date === undefined) return undefined;
  // setUTCFullYear, not Date.UTC: the latter maps years 0–99 to 1900–1999.
  const moment = new Date(0);
  moment.setUTCFullYear(date.year, date.month - 1, date.day);
  const day = moment.getUTCDay();
  return day === 0 ? 7 : day;
}
