// The letters of a product name that the shopper's search matched, for the dropdown and the
// results page to mark. It runs the server's own matching rule (contracts/productSearch.ts).
import { markMatches, parseProductSearch } from '../../../contracts/productSearch';
import { searchWords, wordAnswers } from '../../../contracts/searchTerms';
import { normaliseForSearch } from '../../../contracts/searchText';

const WORD_BREAK = /[\s\u200c]/;

/**
 * Marks the words of the name that answer a typed word by the index's own rules
 * (contracts/searchTerms.ts): a plural or ezafe, or a forgiven typo (a word's start typed so far
 * is already marked letter by letter by markMatches).
 */
function markAnsweringWords(chars: readonly string[], query: string, marked: boolean[]): void {
  const typed = searchWords(query);
  if (typed.length === 0) return;
  let start = -1;
  for (let at = 0; at <= chars.length; at += 1) {
    const char = chars[at];
    const breaks = char === undefined || WORD_BREAK.test(char);
    if (!breaks && start < 0) start = at;
    if (!breaks || start < 0) continue;
    const word = normaliseForSearch(chars.slice(start, at).join(''));
    const answers = typed.some((one) => wordAnswers(one, word, false));
    if (answers) for (let each = start; each < at; each += 1) marked[each] = true;
    start = -1;
  }
}

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits `text` (as shown) into the parts the search matched and the rest, by the server's own
 * rule (contracts/productSearch.ts): a name written "تی‌شرت" is marked for "تیشرت", "کتانی" for
 * "کتونی", a Persian name for a query typed with Arabic letters or Latin digits.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const marked = markMatches(text, parseProductSearch(query));
  const chars = Array.from(text);
  markAnsweringWords(chars, query, marked);
  const parts: TextPart[] = [];
  chars.forEach((char, index) => {
    const match = marked[index] ?? false;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += char;
    else parts.push({ text: char, match });
  });
  return parts;
}
