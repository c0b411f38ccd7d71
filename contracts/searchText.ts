// How search compares text, as a pure function both sides can share: Arabic-keyboard letters
// (ي ك ى ة أ إ ؤ ۀ ڪ) become their Persian forms, آ is read as ا (phone keyboards make the
// madda a second press, so "ابی" is typed for "آبی"), Persian and Arabic-Indic digits become ASCII,
// harakat, tatweel and zero-width joiners go, case and runs of spaces do not matter. It works
// character by character so that a caller can map normalised text back to what was shown (the
// client highlights matched words with it). Matching and ranking on both sides build on it in
// contracts/productSearch.ts, so there is no second copy to agree.

const LETTER_VARIANTS: Record<string, string> = {
  '\u064a': '\u06cc', // ي -> ی
  '\u0649': '\u06cc', // ى -> ی
  '\u0643': '\u06a9', // ك -> ک
  '\u0629': '\u0647', // ة -> ه
  '\u0623': '\u0627', // أ -> ا
  '\u0625': '\u0627', // إ -> ا
  '\u0624': '\u0648', // ؤ -> و
  '\u0622': '\u0627', // آ -> ا
  '\u0671': '\u0627', // ٱ -> ا
  '\u06c0': '\u0647', // ۀ -> ه (هٔ written as one letter)
  '\u06d5': '\u0647', // ە -> ه
  '\u06aa': '\u06a9', // ڪ -> ک
};

const DROPPED = /[\u064b-\u065f\u0670\u0640]/;
const JOINERS = /[\u200c\u200d]/;
const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

/** One character's contribution to the normalised text, before spaces are collapsed. */
export function normaliseSearchChar(char: string): string {
  if (DROPPED.test(char)) return '';
  if (JOINERS.test(char)) return ' ';
  const code = char.charCodeAt(0);
  if (code >= PERSIAN_ZERO && code <= PERSIAN_ZERO + 9) return String(code - PERSIAN_ZERO);
  if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) {
    return String(code - ARABIC_INDIC_ZERO);
  }
  const variant = LETTER_VARIANTS[char];
  if (variant) return variant;
  return char.normalize('NFKC').toLowerCase();
}

// A catalogue's texts use a few hundred distinct characters; each is worked out once.
const normalisedChars = new Map<string, string>();

/** The text as search compares it. */
export function normaliseForSearch(text: string): string {
  let out = '';
  for (const char of text) {
    let normalised = normalisedChars.get(char);
    if (normalised === undefined) {
      normalised = normaliseSearchChar(char);
      if (normalisedChars.size < 4096) normalisedChars.set(char, normalised);
    }
    out += normalised;
  }
  return out.replace(/\s+/g, ' ').trim();
}
