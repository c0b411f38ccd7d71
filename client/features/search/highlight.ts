// The letters of a product name that the shopper's search matched, for the dropdown and the
// results page to mark. It runs the server's own matching rule (contracts/productSearch.ts).
import { markMatches, parseProductSearch } from '../../../contracts/productSearch';

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
  const parts: TextPart[] = [];
  Array.from(text).forEach((char, index) => {
    const match = marked[index] ?? false;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += char;
    else parts.push({ text: char, match });
  });
  return parts;
}
