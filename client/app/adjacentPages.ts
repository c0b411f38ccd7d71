// The previous and next pages of a paged listing (blog, shop, category), as site paths, for the
// page links and the <link rel="prev"/"next"> of the head. Both come from ui/pageLinks'
// adjacentPageNumbers, the rule the page links under the listing follow, so they never disagree.
import { createSelector } from '@reduxjs/toolkit';
import { selectBlogList } from '../features/blog';
import { selectShopPageMissing, selectShopView, shopHref } from '../features/catalog';
import { paths } from '../features/route';
import { adjacentPageNumbers } from '../ui/pageLinks/paginateLinks';
import type { RootState } from './store';

export interface AdjacentPages {
  prev?: string;
  next?: string;
}

interface Listing {
  current: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}

/** The listing the page shows, once its page of items has loaded; null on any other page. */
function loadedListing(state: RootState): Listing | null {
  const page = state.route.page;
  if (page.name === 'blog') {
    const list = selectBlogList(state);
    if (list.status !== 'loaded') return null;
    return { current: list.page, totalPages: list.totalPages, hrefFor: paths.blogPage };
  }
  if (page.name === 'shop') {
    const view = selectShopView(state);
    // An unknown category has no pages, whatever the product list said.
    if (view.status !== 'loaded' || selectShopPageMissing(state)) return null;
    // Sorting and filters hold on every page of the listing, as WooCommerce's page links keep them.
    const { category, filters } = view.query;
    return {
      current: view.query.page,
      totalPages: view.totalPages,
      hrefFor: (number) => shopHref({ category, page: number, filters }),
    };
  }
  return null;
}

function adjacentPath(state: RootState, side: 'prev' | 'next'): string | undefined {
  const listing = loadedListing(state);
  if (!listing) return undefined;
  const number = adjacentPageNumbers(listing.current, listing.totalPages)[side];
  return number === undefined ? undefined : listing.hrefFor(number);
}

// Memoised on the two paths, so a component reading it re-renders only when they change.
const selectAdjacent = createSelector(
  [
    (state: RootState) => adjacentPath(state, 'prev'),
    (state: RootState) => adjacentPath(state, 'next'),
  ],
  (prev, next): AdjacentPages => ({
    ...(prev !== undefined ? { prev } : {}),
    ...(next !== undefined ? { next } : {}),
  }),
);

export function selectAdjacentPages(state: RootState): AdjacentPages {
  return selectAdjacent(state);
}
