// Text handling shared by every SWV rule: CF7's Unicode trim and the shop's digit normalisation.

/**
 * CF7's whitespace set (wpcf7_strip_whitespaces / the client's trim). ZWNJ (U+200C) is NOT in it:
 * it is part of Persian words such as «می‌خواهم», so it is kept and counted.
 */
const WHITESPACE =
  '\\u0009-\\u000D\\u0020\\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF';
const EDGE_WHITESPACE = new RegExp(`^[${WHITESPACE}]+|[${WHITESPACE}]+$`, 'g');
const ANY_WHITESPACE = new RegExp(`[${WHITESPACE}]`, 'g');

const WHITESPACE_CHAR = new RegExp(`[${WHITESPACE}]`);

export function trimUnicode(value: string): string {
  // Most values have no edge whitespace: skip the regex then (it runs for every value, every rule).
  if (value === '') return value;
  if (
    !WHITESPACE_CHAR.test(value.charAt(0)) &&
    !WHITESPACE_CHAR.test(value.charAt(value.length - 1))
  ) {
    return value;
  }
  return value.replace(EDGE_WHITESPACE, '');
}

/** Removes every whitespace character CF7 knows (used by tel). */
export function removeWhitespace(value: string): string {
  return value.replace(ANY_WHITESPACE, '');
}

const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

/**
 * Persian (۰–۹) and Arabic-Indic (٠–٩) digits to ASCII, and the Arabic decimal separator (٫) to a
 * dot. CF7 only knows ASCII digits, so a Persian keyboard's «۰۹۱۲…» would fail its tel rule; the
 * shop normalises before number, tel, date and time rules.
 */
export function normaliseDigits(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code >= PERSIAN_ZERO && code <= PERSIAN_ZERO + 9) out += String(code - PERSIAN_ZERO);
    else if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9)
      out += String(code - ARABIC_INDIC_ZERO);
    else if (code === 0x066b) out += '.';
    else out += char;
  }
  return out;
}

/** Trimmed, non-blank values: what every rule except required-style ones looks at. */
export function presentValues(values: readonly string[] | undefined): string[] {
  if (values === undefined) return [];
  const kept: string[] = [];
  for (const value of values) {
    const trimmed = trimUnicode(value);
    if (trimmed !== '') kept.push(trimmed);
  }
  return kept;
}

/** CRLF and lone CR become LF, as CF7 counts lengths and compares enum values. */
export function normaliseNewlines(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}
