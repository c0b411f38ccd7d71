// The shop page's filter choices as the shop offers them: the global attributes with their terms
// (and how many products carry each). The shopper's own choice lives in the URL (listingQuery.ts).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListingChoice } from '../../kernel/listingQuery';

export interface FilterTerm {
  id: number;
  slug: string;
  name: string;
  /** Products carrying the term in the whole shop (the listing's own: `collections`). */
  count: number;
}

/** What products/collection-data said of one listing (its category and filters). */
export interface ListingCollection {
  status: 'loading' | 'loaded' | 'failed';
  /** Term id -> products of the listing carrying it (that attribute's own filter left out). */
  termCounts: Record<number, number>;
  /** Whole currency units; null while unknown. */
  priceRange: { min: number; max: number } | null;
}

export interface FilterAttribute {
  /** e.g. "pa_color" */
  taxonomy: string;
  /** e.g. "رنگ" */
  name: string;
  terms: FilterTerm[];
}

export interface ListingState {
  options: {
    status: 'idle' | 'loading' | 'loaded' | 'failed';
    attributes: FilterAttribute[];
  };
  /** Keyed by collectionKey(category, choice). */
  collections: Record<string, ListingCollection>;
}

const initialState: ListingState = {
  options: { status: 'idle', attributes: [] },
  collections: {},
};

/** The shopper chose a sorting or applied the filters; the saga puts it in the URL. */
export const listingChosen = createAction<ListingChoice>('listing/chosen');

const listingSlice = createSlice({
  name: 'listing',
  initialState,
  reducers: {
    filterOptionsRequested(state) {
      state.options.status = 'loading';
    },
    filterOptionsLoaded(state, action: PayloadAction<FilterAttribute[]>) {
      // An attribute no product carries offers nothing to choose.
      const attributes = action.payload
        .map((attribute) => ({
          ...attribute,
          terms: attribute.terms.filter((term) => term.count > 0),
        }))
        .filter((attribute) => attribute.terms.length > 0);
      state.options = { status: 'loaded', attributes };
    },
    filterOptionsFailed(state) {
      // The list still shows; the form offers sorting, price and stock without the attributes.
      state.options.status = 'failed';
    },
    collectionRequested(state, action: PayloadAction<string>) {
      const previous = state.collections[action.payload];
      state.collections[action.payload] = {
        status: 'loading',
        termCounts: previous?.termCounts ?? {},
        priceRange: previous?.priceRange ?? null,
      };
    },
    collectionLoaded(
      state,
      action: PayloadAction<{ key: string } & Omit<ListingCollection, 'status'>>,
    ) {
      const { key, ...collection } = action.payload;
      state.collections[key] = { status: 'loaded', ...collection };
    },
    collectionFailed(state, action: PayloadAction<string>) {
      // The form keeps the shop-wide counts.
      const collection = state.collections[action.payload];
      if (collection) collection.status = 'failed';
    },
  },
});

export const {
  filterOptionsRequested,
  filterOptionsLoaded,
  filterOptionsFailed,
  collectionRequested,
  collectionLoaded,
  collectionFailed,
} = listingSlice.actions;
export default listingSlice.reducer;
