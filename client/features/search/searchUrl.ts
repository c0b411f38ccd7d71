import { paths } from '../route';

/** The results page's orderings (`orderby` in its URL): best match first unless asked. */
export const RESULT_SORTINGS = ['relevance', 'popularity', 'date', 'price', 'price-desc'] as const;
export type ResultSorting = (typeof RESULT_SORTINGS)[number];

/** The full results page for what the shopper typed (as typed: the page shows it back). */
export function searchHref(text: string, page = 1, sorting: ResultSorting = 'relevance'): string {
  const params = new URLSearchParams({ s: text.trim() });
  if (sorting !== 'relevance') params.set('orderby', sorting);
  if (page > 1) params.set('page', String(page));
  return `${paths.search}?${params.toString()}`;
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
