// Which page links a paged listing shows, as WordPress's paginate_links() chooses them (the
// function behind the_posts_pagination and WooCommerce's shop pagination): previous, the first
// end_size pages, mid_size pages either side of the current one, the last end_size pages, an
// ellipsis for each gap, next. Pure, so the page links and the head's rel="prev"/"next" (app/
// adjacentPages.ts) share one rule.
import { formatNumber } from '../digits';

export type PageLink =
  | { kind: 'prev'; page: number }
  | { kind: 'page'; page: number; label: string; current: boolean }
  | { kind: 'dots' }
  | { kind: 'next'; page: number };

export interface PaginateOptions {
  /** Pages always shown at each end (WordPress's end_size, default 1, never under 1). */
  endSize?: number;
  /** Pages shown either side of the current one (WordPress's mid_size, default 2). */
  midSize?: number;
}

/** The page before and after the current one, where they exist. */
export function adjacentPageNumbers(
  current: number,
  total: number,
): { prev?: number; next?: number } {
  // A listing of one page has no page links at all, so no neighbours either.
  if (total < 2 || current < 1 || current > total) return {};
  return {
    ...(current > 1 ? { prev: current - 1 } : {}),
    ...(current < total ? { next: current + 1 } : {}),
  };
}

/** The links of page `current` of `total` pages; none when there is only one page. */
export function paginateLinks(
  current: number,
  total: number,
  { endSize = 1, midSize = 2 }: PaginateOptions = {},
): PageLink[] {
  if (total < 2) return [];
  const ends = Math.max(1, endSize);
  const middle = Math.max(0, midSize);
  const { prev, next } = adjacentPageNumbers(current, total);
  const links: PageLink[] = [];
  if (prev !== undefined) links.push({ kind: 'prev', page: prev });
  // As paginate_links: after a shown page, the first hidden one becomes one ellipsis.
  let dots = false;
  for (let page = 1; page <= total; page += 1) {
    const shown =
      page === current ||
      page <= ends ||
      (page >= current - middle && page <= current + middle) ||
      page > total - ends;
    if (shown) {
      links.push({ kind: 'page', page, label: formatNumber(page), current: page === current });
      dots = true;
    } else if (dots) {
      links.push({ kind: 'dots' });
      dots = false;
    }
  }
  if (next !== undefined) links.push({ kind: 'next', page: next });
  return links;
}
