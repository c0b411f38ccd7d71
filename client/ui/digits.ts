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

const numberFormat = new Intl.NumberFormat('fa-IR');

/** A number as Persian readers expect it: Persian digits and the Persian thousands separator. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}
