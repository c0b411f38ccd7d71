// People read Persian digits; data and URLs keep ASCII ones. Convert only at the edge of the UI.

const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

/** Replaces ASCII and Arabic-Indic digits with Persian ones, leaving everything else untouched. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const offset = code >= ARABIC_INDIC_ZERO ? code - ARABIC_INDIC_ZERO : code - 0x30;
    return String.fromCharCode(PERSIAN_ZERO + offset);
  });
}

// Made on first use: Intl's first format of a page loads the locale's data (see formatNumber).
let intlNumbers: Intl.NumberFormat | undefined;
const numberFormat = () => (intlNumbers ??= new Intl.NumberFormat('fa-IR'));

const THOUSANDS_SEPARATOR = '\u066c';
// What fa-IR puts before a negative number: a left-to-right mark and the minus sign.
const NEGATIVE_SIGN = '\u200e\u2212';

/**
 * A number as Persian readers expect it: Persian digits and the Persian thousands separator,
 * exactly as Intl's fa-IR format writes it. Whole numbers (every price) are grouped here: the
 * browser's first Intl number format of a page costs tens of milliseconds of locale data.
 */
export function formatNumber(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return numberFormat().format(value);
  const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR);
  return (value < 0 ? NEGATIVE_SIGN : '') + toPersianDigits(grouped);
}
