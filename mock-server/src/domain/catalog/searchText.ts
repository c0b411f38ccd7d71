// The server's use of the shared search normaliser (contracts/searchText.ts, the one copy the
// client highlights with too): how a query splits into words and what a product is matched on.
import { normaliseForSearch } from '../../../../contracts/searchText';

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
