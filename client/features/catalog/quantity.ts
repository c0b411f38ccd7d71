// The quantity field accepts Persian, Arabic-Indic and Latin digits, as Persian keyboards type.

const DIGIT = /[\u06F0-\u06F9\u0660-\u0669]/g;

function latinDigits(text: string): string {
  return text.replace(DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** The whole number typed, or null when there is none. */
export function parseQuantity(text: string): number | null {
  const digits = latinDigits(text).replace(/[^0-9]/g, '');
  if (digits === '') return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

/** Between 1 and the maximum (0: no maximum). */
export function clampQuantity(value: number, maximum: number): number {
  const atLeastOne = Math.max(1, Math.floor(value));
  return maximum > 0 ? Math.min(atLeastOne, maximum) : atLeastOne;
}
