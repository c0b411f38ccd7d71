// The search feature's state and the actions that change it.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoreProduct } from '../../../contracts/store';
import { locationChanged, matchPage } from '../route';

/** The product fields search asks for (`_fields`): never `variations`, which can be thousands. */
export const SEARCH_PRODUCT_FIELDS = [
  'id',
  'name',
  'slug',
  'prices',
  'images',
  'is_in_stock',
  'on_sale',
] as const satisfies readonly (keyof StoreProduct)[];

export type SearchProduct = Pick<StoreProduct, (typeof SEARCH_PRODUCT_FIELDS)[number]>;

export type SearchStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** One page of the full results (/search?s=…&page=n). */
export interface SearchResultsPage {
  status: Exclude<SearchStatus, 'idle'>;
  products: SearchProduct[];
  total: number;
  totalPages: number;
  error: string | null;
}

/** For a query that found nothing: a nearby query to try and the shop's main categories. */
export interface NoMatchHelp {
  suggestion: string | null;
  categories: { name: string; slug: string }[];
}

export interface SearchState {
  /** What the shopper has typed, as typed. */
  text: string;
  /** The normalised query the instant results (shown or on their way) belong to; '' for none. */
  query: string;
  status: SearchStatus;
  suggestions: SearchProduct[];
  /** Matches the server counted (the dropdown shows only the first few). */
  total: number;
  error: string | null;
  /** The listbox is visible. The carousel reads this to hold its auto-advance. */
  dropdownOpen: boolean;
  /** Index of the highlighted option, -1 for none. */
  highlighted: number;
  /** Full results pages, keyed by resultsKey(query, page). */
  results: Record<string, SearchResultsPage>;
  /** Help for queries that found nothing, by query. */
  noMatch: Record<string, NoMatchHelp>;
}

export const initialSearchState: SearchState = {
  text: '',
  query: '',
  status: 'idle',
  suggestions: [],
  total: 0,
  error: null,
  dropdownOpen: false,
  highlighted: -1,
  results: {},
  noMatch: {},
};

export function resultsKey(
  query: string,
  page: number,
  sorting = 'relevance',
  filters = '',
): string {
  const key = sorting === 'relevance' ? `${page}:${query}` : `${page}:${sorting}:${query}`;
  return filters === '' ? key : `${key}?${filters}`;
}

/** Enter in the box: the saga opens the highlighted product or the full results page. */
export const searchSubmitted = createAction('search/submitted');
/** A product option was chosen by click: the saga opens its page. */
export const suggestionChosen = createAction<number>('search/suggestionChosen');
/** The shopper pressed "try again" on the results page. */
export const searchResultsReloadRequested = createAction('search/resultsReloadRequested');

const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    /** Every keystroke. The saga debounces it; the reducer only keeps the text. */
    textChanged(state, action: PayloadAction<string>) {
      state.text = action.payload;
      state.highlighted = -1;
    },
    /** The debounce elapsed for a query long enough to ask the server about. */
    suggestionsRequested(state, action: PayloadAction<string>) {
      state.query = action.payload;
      state.status = 'loading';
      state.error = null;
      state.dropdownOpen = true;
      state.highlighted = -1;
    },
    suggestionsLoaded(
      state,
      action: PayloadAction<{ query: string; products: SearchProduct[]; total: number }>,
    ) {
      // An answer for an older query never replaces a newer one.
      if (action.payload.query !== state.query) return;
      state.status = 'loaded';
      state.suggestions = action.payload.products;
      state.total = action.payload.total;
      state.highlighted = -1;
    },
    suggestionsFailed(state, action: PayloadAction<{ query: string; message: string }>) {
      if (action.payload.query !== state.query) return;
      state.status = 'failed';
      state.error = action.payload.message;
      state.suggestions = [];
      state.total = 0;
      state.highlighted = -1;
    },
    /** A lookup was stopped with its request out (Escape, Enter, a new page): forget its query. */
    suggestionsAbandoned(state, action: PayloadAction<string>) {
      if (action.payload !== state.query || state.status !== 'loading') return;
      state.query = '';
      state.status = 'idle';
      state.dropdownOpen = false;
      state.highlighted = -1;
    },
    /** The text became too short to search: nothing to show. */
    suggestionsCleared(state) {
      state.query = '';
      state.status = 'idle';
      state.suggestions = [];
      state.total = 0;
      state.error = null;
      state.dropdownOpen = false;
      state.highlighted = -1;
    },
    /** Focus, a click or ArrowDown on a box that already has results shows them again. */
    dropdownOpened(state) {
      if (state.status !== 'idle') state.dropdownOpen = true;
    },
    /** Escape, a click outside, leaving the box: the text stays. */
    dropdownClosed(state) {
      state.dropdownOpen = false;
      state.highlighted = -1;
    },
    /** Arrow keys: next / previous option, wrapping round; a closed dropdown opens first. */
    highlightMoved(state, action: PayloadAction<1 | -1>) {
      if (!state.dropdownOpen) {
        if (state.status !== 'idle') state.dropdownOpen = true;
        return;
      }
      const count = state.suggestions.length;
      if (count === 0) return;
      const next = state.highlighted + action.payload;
      state.highlighted = next >= count ? 0 : next < 0 ? count - 1 : next;
    },
    /** Home / End, or the pointer over an option. */
    highlightSet(state, action: PayloadAction<number>) {
      const index = action.payload;
      state.highlighted = index >= 0 && index < state.suggestions.length ? index : -1;
    },
    resultsRequested(state, action: PayloadAction<{ key: string }>) {
      const previous = state.results[action.payload.key];
      state.results[action.payload.key] = {
        status: 'loading',
        products: previous?.products ?? [],
        total: previous?.total ?? 0,
        totalPages: previous?.totalPages ?? 0,
        error: null,
      };
    },
    resultsLoaded(
      state,
      action: PayloadAction<{
        key: string;
        products: SearchProduct[];
        total: number;
        totalPages: number;
      }>,
    ) {
      const { key, ...page } = action.payload;
      state.results[key] = { status: 'loaded', ...page, error: null };
    },
    /** The saga found what to offer for a query that matched nothing. */
    noMatchHelpLoaded(state, action: PayloadAction<{ query: string; help: NoMatchHelp }>) {
      state.noMatch[action.payload.query] = action.payload.help;
    },
    resultsFailed(state, action: PayloadAction<{ key: string; message: string }>) {
      state.results[action.payload.key] = {
        status: 'failed',
        products: [],
        total: 0,
        totalPages: 0,
        error: action.payload.message,
      };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(locationChanged, (state, action) => {
      // A new page never opens under a dropdown.
      state.dropdownOpen = false;
      state.highlighted = -1;
      // The box shows the query of the results page (a shared link, back and forward).
      const { pathname, search } = action.payload.location;
      const page = matchPage(pathname, search);
      if (page.name === 'search') state.text = page.query;
    });
  },
});

export const {
  noMatchHelpLoaded,
  textChanged,
  suggestionsRequested,
  suggestionsLoaded,
  suggestionsFailed,
  suggestionsAbandoned,
  suggestionsCleared,
  dropdownOpened,
  dropdownClosed,
  highlightMoved,
  highlightSet,
  resultsRequested,
  resultsLoaded,
  resultsFailed,
} = searchSlice.actions;
export default searchSlice.reducer;
