import { paths } from '../route';

/** The full results page for what the shopper typed (as typed: the page shows it back). */
export function searchHref(text: string, page = 1): string {
  const params = new URLSearchParams({ s: text.trim() });
  if (page > 1) params.set('page', String(page));
  return `${paths.search}?${params.toString()}`;
}

/** The 1-based page of /search?s=…&page=n; anything odd is page 1. */
export function readResultsPage(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
