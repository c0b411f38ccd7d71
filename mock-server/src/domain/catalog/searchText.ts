// What the server stores for a product's search (contracts/productSearch.ts decides, from it and
// the product's name and categories, what a search finds and in what order).
import { normaliseForSearch } from '../../../../contracts/searchText';

/** What the search matches for a product: its name, SKU, descriptions and category names. */
export function productSearchText(parts: readonly string[]): string {
  return normaliseForSearch(parts.join(' '));
}
