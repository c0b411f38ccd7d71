// Reading who a shopper says they are (an email, an Iranian mobile number in any usual spelling,
// or a staff login name) into the one form the accounts are stored under.
import { STAFF_LOGIN_PATTERN } from '../../../../contracts/account';
import { toLatinDigits } from '../catalog/persianText';

// How a shopper types who they are: an email, or an Iranian mobile in any of the usual forms
// (09121234567, 9121234567, +989121234567, 00989121234567, with spaces or dashes, in Persian
// or Arabic-Indic digits). Both normalise to one stored form so the unique index holds.

const MOBILE_PATTERN = /^09\d{9}$/;
// Deliberately plain: one @, a dot in the domain, no spaces. The mailbox decides the rest.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export type LoginIdentity =
  | { kind: 'email'; value: string }
  | { kind: 'mobile'; value: string }
  | { kind: 'login'; value: string };

/** 09xxxxxxxxx in Latin digits, or null when it is not an Iranian mobile number. */
export function normaliseMobile(input: string): string | null {
  let digits = toLatinDigits(input.normalize('NFKC')).replace(/[\s\-().\u200c\u200f\u200e]/g, '');
  if (digits.startsWith('+98')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('0098')) digits = `0${digits.slice(4)}`;
  else if (digits.startsWith('98') && digits.length === 12) digits = `0${digits.slice(2)}`;
  else if (digits.startsWith('9') && digits.length === 10) digits = `0${digits}`;
  return MOBILE_PATTERN.test(digits) ? digits : null;
}

/** Trimmed and lower-cased (emails are compared case-insensitively), or null when malformed. */
export function normaliseEmail(input: string): string | null {
  const email = input.normalize('NFKC').trim().toLowerCase();
  return EMAIL_PATTERN.test(email) ? email : null;
}

/** Trimmed and lower-cased (compared case-insensitively, as WordPress's), or null. */
export function normaliseStaffLogin(input: string): string | null {
  const login = input.normalize('NFKC').trim().toLowerCase();
  return STAFF_LOGIN_PATTERN.test(login) ? login : null;
}

/** An email when it has an @, otherwise a mobile, otherwise a staff login name; or null. */
export function readLogin(input: string): LoginIdentity | null {
  if (input.includes('@')) {
    const email = normaliseEmail(input);
    return email === null ? null : { kind: 'email', value: email };
  }
  const mobile = normaliseMobile(input);
  if (mobile !== null) return { kind: 'mobile', value: mobile };
  const login = normaliseStaffLogin(input);
  return login === null ? null : { kind: 'login', value: login };
}
