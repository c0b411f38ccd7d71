// The shopper's words as the search compares them, the same rules as the server's
// (mock-server/src/domain/catalog/searchText.ts): Arabic-keyboard letters (ي ك ى ة أ إ ؤ) become
// their Persian forms, Persian and Arabic-Indic digits become ASCII, harakat, tatweel and
// zero-width joiners go, case and runs of spaces do not matter. The client uses it to send one
// spelling of a query, to tell whether two typed texts are the same query, and to find the
// matched words in a product name for highlighting.

/** Fewer characters than this (after normalising) ask the server nothing. */
export const MIN_QUERY_LENGTH = 2;

const LETTER_VARIANTS: Record<string, string> = {
  '\u064a': '\u06cc', // ي -> ی
  '\u0649': '\u06cc', // ى -> ی
  '\u0643': '\u06a9', // ك -> ک
  '\u0629': '\u0647', // ة -> ه
  '\u0623': '\u0627', // أ -> ا
  '\u0625': '\u0627', // إ -> ا
  '\u0624': '\u0648', // ؤ -> و
};

const DROPPED = /[\u064b-\u065f\u0670\u0640]/;
const JOINERS = /[\u200c\u200d]/;
const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

/** One character's contribution to the normalised text, before spaces are collapsed. */
function normaliseChar(char: string): string {
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

export function normaliseForSearch(text: string): string {
  let out = '';
  for (const char of text) out += normaliseChar(char);
  return out.replace(/\s+/g, ' ').trim();
}

/** The query to send, or '' when it is too short to search. */
export function searchQueryOf(text: string): string {
  const query = normaliseForSearch(text);
  return query.length >= MIN_QUERY_LENGTH ? query : '';
}

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits `text` (as shown) into parts that match a word of `query` and parts that do not, so a
 * name typed in Persian is highlighted for a query typed with Arabic letters or Latin digits.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = normaliseForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  // Normalise character by character, remembering where each normalised character came from.
  const chars = Array.from(text);
  let flat = '';
  const origin: number[] = [];
  chars.forEach((char, index) => {
    for (const piece of normaliseChar(char)) {
      flat += /\s/.test(piece) ? ' ' : piece;
      origin.push(index);
    }
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of words) {
    let from = flat.indexOf(word);
    while (from >= 0) {
      for (let at = from; at < from + word.length; at += 1) {
        const index = origin[at];
        if (index !== undefined) marked[index] = true;
      }
      from = flat.indexOf(word, from + word.length);
    }
  }
  // Characters that vanish in normalising (harakat) follow the letter they sit on.
  chars.forEach((char, index) => {
    if (normaliseChar(char) === '' && index > 0 && marked[index - 1]) marked[index] = true;
  });
  const parts: TextPart[] = [];
  chars.forEach((char, index) => {
    const match = marked[index] ?? false;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += char;
    else parts.push({ text: char, match });
  });
  return parts;
}
