// Iranian address rules as pure functions, shared: the server decides with them, the checkout
// page may check early with the same code. Persian (۰-۹) and Arabic-Indic (٠-٩) digits count as
// the ASCII digits they stand for, because Persian keyboards type them.

const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

/** "۰۹۱۲" and "٠٩١٢" -> "0912"; everything else is left alone. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_INDIC_ZERO);
  });
}

/** Digits only, after reading Persian digits and dropping spaces, dashes and other separators. */
function digitsOf(text: string): string {
  return toAsciiDigits(text).replace(/[\s\-‐-―_.()]/g, '');
}

/** A 10-digit postcode, or undefined. "۱۲۳۴۵-۶۷۸۹۰" -> "1234567890". */
export function normalisePostcode(text: string): string | undefined {
  const digits = digitsOf(text);
  return /^[0-9]{10}$/.test(digits) ? digits : undefined;
}

/** A mobile number as 09xxxxxxxxx, or undefined; +98, 0098 and 98 prefixes are read as 0. */
export function normaliseMobile(text: string): string | undefined {
  let digits = digitsOf(text);
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (digits.startsWith('0098')) digits = `0${digits.slice(4)}`;
  else if (digits.startsWith('98') && digits.length === 12) digits = `0${digits.slice(2)}`;
  else if (digits.startsWith('9') && digits.length === 10) digits = `0${digits}`;
  return /^09[0-9]{9}$/.test(digits) ? digits : undefined;
}

/**
 * The national code's check: 10 digits; the first nine weighted 10 down to 2 and summed; with
 * r = sum mod 11 the last digit is r when r < 2, else 11 - r. Codes of one repeated digit pass
 * the arithmetic but are never issued, so they are refused.
 */
export function isValidNationalCode(text: string): boolean {
  const code = digitsOf(text);
  if (!/^[0-9]{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  let sum = 0;
  for (let position = 0; position < 9; position += 1) {
    sum += Number(code[position]) * (10 - position);
  }
  const remainder = sum % 11;
  const check = remainder < 2 ? remainder : 11 - remainder;
  return Number(code[9]) === check;
}

/** Ten digits (Persian or ASCII, separators ignored), whether or not the check digit fits. */
export function isNationalCodeShaped(text: string): boolean {
  return /^[0-9]{10}$/.test(digitsOf(text));
}

/** The national code as 10 ASCII digits, or undefined when it is not a valid one. */
export function normaliseNationalCode(text: string): string | undefined {
  return isValidNationalCode(text) ? digitsOf(text) : undefined;
}
