import { toLatinDigits } from './persianText';

// Arabic keyboards type ي and ك where Persian has ی and ک; some texts carry ة, أ, إ or diacritics.
// Both the stored search text and the query go through this, so either spelling finds the other.
const LETTER_VARIANTS: Record<string, string> = {
  '\u064a': '\u06cc', // ي -> ی
  '\u0649': '\u06cc', // ى -> ی
  '\u0643': '\u06a9', // ك -> ک
  '\u0629': '\u0647', // ة -> ه
  '\u0623': '\u0627', // أ -> ا
  '\u0625': '\u0627', // إ -> ا
  '\u0624': '\u0648', // ؤ -> و
};

export function normaliseForSearch(text: string): string {
  return (
    toLatinDigits(text.normalize('NFKC'))
      // Harakat, tatweel and the zero-width non-joiner do not change a word.
      .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
      .replace(/[\u200c\u200d]/g, ' ')
      .replace(
        /[\u064a\u0649\u0643\u0629\u0623\u0625\u0624]/g,
        (char) => LETTER_VARIANTS[char] ?? char,
      )
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}

// WordPress stops splitting a search into words past this many and matches the phrase instead.
const MAX_SEARCH_TERMS = 7;

/** The words a product must all contain, as WordPress's search splits them. */
export function searchTerms(search: string | undefined): string[] {
  const phrase = normaliseForSearch(search ?? '');
  if (phrase === '') return [];
  const words = phrase.split(' ');
  return words.length > MAX_SEARCH_TERMS ? [phrase] : words;
}

/** What the search matches for a product: its name, SKU, descriptions and category names. */
export function productSearchText(parts: readonly string[]): string {
  return normaliseForSearch(parts.join(' '));
}
