// The search results page's address: written from what the shopper typed with its sorting, page
// and the shop's filters, and read back. Kept small: it travels in the main chunk.
import { paths } from '../route';

/** The results page's orderings (`orderby` in its URL): best match first unless asked. */
export const RESULT_SORTINGS = ['relevance', 'popularity', 'date', 'price', 'price-desc'] as const;
export type ResultSorting = (typeof RESULT_SORTINGS)[number];

/**
 * The full results page for what the shopper typed (as typed: the page shows it back), with the
 * shop listing's filters (`filters`: readResultsFilters' form, the shop page's own arguments).
 */
export function searchHref(
  text: string,
  page = 1,
  sorting: ResultSorting = 'relevance',
  filters = '',
): string {
  const params = new URLSearchParams({ s: text.trim() });
  if (sorting !== 'relevance') params.set('orderby', sorting);
  for (const [name, value] of new URLSearchParams(filters)) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  // Commas stay readable in a shared link, as on the shop page.
  return `${paths.search}?${params.toString().replace(/%2C/g, ',')}`;
}

/** The shop listing's filter arguments (listing/listingQuery.ts), as a search URL carries them. */
const isFilter = (name: string) =>
  name === 'min_price' || name === 'max_price' || name.startsWith('filter_');

/**
 * The listing filters of /search?… (price, attributes, stock) in one fixed spelling, '' for none,
 * to key the results by: the sorting is the results page's own (readResultsSorting). Read
 * without the listing's rules, which come with the page's chunk, not the main one.
 */
export function readResultsFilters(search: string): string {
  const filters = [...new URLSearchParams(search)]
    .filter(([name, value]) => isFilter(name) && value.trim() !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(filters).toString().replace(/%2C/g, ',');
}

/** The ordering of /search?…&orderby=…; anything unknown is the best match. */
export function readResultsSorting(search: string): ResultSorting {
  const orderby = new URLSearchParams(search).get('orderby') ?? '';
  return (RESULT_SORTINGS as readonly string[]).includes(orderby)
    ? (orderby as ResultSorting)
    : 'relevance';
}

/** The 1-based page of /search?s=…&page=n; anything odd is page 1. */
export function readResultsPage(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
