// Persian numerals and the letter variants that Persian and Arabic keyboards type differently.

const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

/** "12,500" -> "۱۲٬۵۰۰": Persian digits and the Arabic thousands separator, as the shop prints numbers. */
export function persianNumber(value: number): string {
  const grouped = Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u066c');
  return toPersianDigits(value < 0 && !grouped.startsWith('-') ? `-${grouped}` : grouped);
}

export function toPersianDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(PERSIAN_ZERO + Number(digit)));
}

/** Persian and Arabic-Indic digits to ASCII, so "۱۲" and "12" search alike. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_INDIC_ZERO);
  });
}
