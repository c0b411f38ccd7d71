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
const NO_RESULTS: SearchState['results'] = {};
const NO_HELP: SearchState['noMatch'] = {};

/** The document title reads this on every page; the slice is there only once search is used. */
type MaybeWithSearch = Partial<WithSearch> & WithRoute;

/** The full results page the route shows (/search?s=…&page=n). */
export const selectSearchResults = createSelector(
  [
    (state: MaybeWithSearch) => state.route.page,
    (state: MaybeWithSearch) => state.route.location.search,
    (state: MaybeWithSearch) => state.search?.results ?? NO_RESULTS,
    (state: MaybeWithSearch) => state.search?.noMatch ?? NO_HELP,
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
