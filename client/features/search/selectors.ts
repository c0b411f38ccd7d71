// What components and sagas read from the search feature's state.
import { createSelector } from '@reduxjs/toolkit';
import type { RouteState } from '../route';
import {
  readResultsFilters,
  readResultsPage,
  readResultsSorting,
  type ResultSorting,
} from './searchUrl';
import { searchQueryOf } from './searchText';
import {
  resultsKey,
  type NoMatchHelp,
  type SearchProduct,
  type SearchResultsPage,
  type SearchState,
} from './slice';

export interface WithSearch {
  search: SearchState;
}

interface WithRoute {
  route: RouteState;
}

/** True while the instant results listbox is visible (the carousel holds its auto-advance then). */
export function selectSearchDropdownOpen(state: WithSearch): boolean {
  return state.search.dropdownOpen;
}

export function selectSearch(state: WithSearch): SearchState {
  return state.search;
}

export interface SearchResultsView {
  /** As typed in the URL, for the heading. */
  text: string;
  /** '' when the text is too short to search. */
  query: string;
  page: number;
  sorting: ResultSorting;
  /** The listing filters of the URL (readResultsFilters), '' for none. */
  filters: string;
  status: SearchResultsPage['status'] | 'idle';
  products: SearchProduct[];
  total: number;
  totalPages: number;
  error: string | null;
  /** For a query that found nothing, once the saga has it. */
  noMatch: NoMatchHelp | undefined;
}

const NO_PRODUCTS: SearchProduct[] = [];

/** The full results page the route shows (/search?s=…&page=n). */
export const selectSearchResults = createSelector(
  [
    (state: WithSearch & WithRoute) => state.route.page,
    (state: WithSearch & WithRoute) => state.route.location.search,
    (state: WithSearch & WithRoute) => state.search.results,
    (state: WithSearch & WithRoute) => state.search.noMatch,
  ],
  (page, search, results, noMatch): SearchResultsView => {
    const text = page.name === 'search' ? page.query : '';
    const query = searchQueryOf(text);
    const pageNumber = readResultsPage(search);
    const sorting = readResultsSorting(search);
    const filters = readResultsFilters(search);
    const found =
      query === '' ? undefined : results[resultsKey(query, pageNumber, sorting, filters)];
    return {
      text,
      query,
      page: pageNumber,
      sorting,
      filters,
      status: found?.status ?? 'idle',
      products: found?.products ?? NO_PRODUCTS,
      total: found?.total ?? 0,
      totalPages: found?.totalPages ?? 0,
      error: found?.error ?? null,
      noMatch: noMatch[query],
    };
  },
);
