// The catalogue as the shop has loaded it: products by id (and slug), product lists by query,
// the classic variation data per variable product, the categories, and the product-page gallery.
import { createAction, createSlice, freeze, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductVariation, StoreCategory, StoreProduct } from '../../../contracts/store';
import type { VariationList } from '../../api/variationTable';
import { locationChanged, decodeSlug } from '../route';

export type LoadStatus = 'loading' | 'loaded' | 'failed';

export interface ProductListState {
  status: LoadStatus;
  ids: number[];
  total: number;
  totalPages: number;
  error: string | null;
}

export interface CatalogState {
  products: Record<number, StoreProduct>;
  /** Decoded slug -> product id. */
  bySlug: Record<string, number>;
  /** Product pages fetched by slug. */
  productPages: Record<string, { status: LoadStatus | 'missing'; error: string | null }>;
  /** Keyed by listKey(query). */
  lists: Record<string, ProductListState>;
  /** product_variations per variable product id. */
  variations: Record<
    number,
    {
      status: LoadStatus;
      /** The Store API's array, or the worker's table (api/variationTable.ts). */
      items: VariationList<ProductVariation> | null;
      error: string | null;
    }
  >;
  categories: { status: LoadStatus | 'idle'; items: StoreCategory[]; error: string | null };
  /** The gallery image the shopper picked, per product. */
  gallery: Record<number, number>;
  /** The quantity field of each product's add-to-cart form. */
  quantities: Record<number, number>;
  megaMenuOpen: boolean;
}

const initialState: CatalogState = {
  products: {},
  bySlug: {},
  productPages: {},
  lists: {},
  variations: {},
  categories: { status: 'idle', items: [], error: null },
  gallery: {},
  quantities: {},
  megaMenuOpen: false,
};

/** "Try again" after a failure on a catalogue page. */
export const catalogReloadRequested = createAction('catalog/reloadRequested');

function keep(state: CatalogState, product: StoreProduct): void {
  // Frozen at the top, as the variations below: a variable product lists every variation
  // (5,316 on custom-sneaker), which immer would otherwise walk on each store update that
  // adds it (~50 ms per server render, issue 29).
  state.products[product.id] = freeze(product);
  state.bySlug[decodeSlug(product.slug)] = product.id;
}

const catalogSlice = createSlice({
  name: 'catalog',
  initialState,
  reducers: {
    listRequested(state, action: PayloadAction<string>) {
      const previous = state.lists[action.payload];
      state.lists[action.payload] = {
        status: 'loading',
        ids: previous?.ids ?? [],
        total: previous?.total ?? 0,
        totalPages: previous?.totalPages ?? 0,
        error: null,
      };
    },
    listLoaded(
      state,
      action: PayloadAction<{
        key: string;
        items: StoreProduct[];
        total: number;
        totalPages: number;
      }>,
    ) {
      const { key, items, total, totalPages } = action.payload;
      for (const product of items) keep(state, product);
      state.lists[key] = {
        status: 'loaded',
        ids: items.map((p) => p.id),
        total,
        totalPages,
        error: null,
      };
    },
    listFailed(state, action: PayloadAction<{ key: string; message: string }>) {
      const list = state.lists[action.payload.key];
      if (list) {
        list.status = 'failed';
        list.error = action.payload.message;
      }
    },
    productRequested(state, action: PayloadAction<string>) {
      state.productPages[action.payload] = { status: 'loading', error: null };
    },
    productLoaded(state, action: PayloadAction<{ slug: string; product: StoreProduct }>) {
      keep(state, action.payload.product);
      state.productPages[action.payload.slug] = { status: 'loaded', error: null };
    },
    productMissing(state, action: PayloadAction<string>) {
      state.productPages[action.payload] = { status: 'missing', error: null };
    },
    productFailed(state, action: PayloadAction<{ slug: string; message: string }>) {
      state.productPages[action.payload.slug] = {
        status: 'failed',
        error: action.payload.message,
      };
    },
    variationsRequested(state, action: PayloadAction<number>) {
      const previous = state.variations[action.payload];
      state.variations[action.payload] = {
        status: 'loading',
        items: previous?.items ?? null,
        error: null,
      };
    },
    variationsLoaded(
      state,
      action: PayloadAction<{ productId: number; items: VariationList<ProductVariation> }>,
    ) {
      state.variations[action.payload.productId] = {
        status: 'loaded',
        // Read-only data, possibly thousands of variations: frozen at the top, so immer neither
        // walks nor freezes each of them (a third of a second on a phone for custom-sneaker).
        items: freeze(action.payload.items),
        error: null,
      };
    },
    variationsFailed(state, action: PayloadAction<{ productId: number; message: string }>) {
      state.variations[action.payload.productId] = {
        status: 'failed',
        items: state.variations[action.payload.productId]?.items ?? null,
        error: action.payload.message,
      };
    },
    categoriesRequested(state) {
      state.categories.status = 'loading';
      state.categories.error = null;
    },
    categoriesLoaded(state, action: PayloadAction<StoreCategory[]>) {
      state.categories = { status: 'loaded', items: action.payload, error: null };
    },
    categoriesFailed(state, action: PayloadAction<string>) {
      state.categories.status = 'failed';
      state.categories.error = action.payload;
    },
    galleryImageChosen(state, action: PayloadAction<{ productId: number; index: number }>) {
      state.gallery[action.payload.productId] = action.payload.index;
    },
    /**
     * A new variation choice (the swatches saga tells): the gallery shows the variation's image
     * first, as WooCommerce's gallery goes back to slide 1.
     */
    galleryChoiceCleared(state, action: PayloadAction<{ productId: number }>) {
      // Only when a thumbnail was picked: an untouched draft costs a click nothing.
      if (action.payload.productId in state.gallery) delete state.gallery[action.payload.productId];
    },
    quantityChanged(state, action: PayloadAction<{ productId: number; quantity: number }>) {
      state.quantities[action.payload.productId] = action.payload.quantity;
    },
    megaMenuToggled(state, action: PayloadAction<boolean>) {
      state.megaMenuOpen = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Following a category link shows the new page, not the menu over it.
    builder.addCase(locationChanged, (state) => {
      state.megaMenuOpen = false;
    });
  },
});

export const {
  listRequested,
  listLoaded,
  listFailed,
  productRequested,
  productLoaded,
  productMissing,
  productFailed,
  variationsRequested,
  variationsLoaded,
  variationsFailed,
  categoriesRequested,
  categoriesLoaded,
  categoriesFailed,
  galleryImageChosen,
  galleryChoiceCleared,
  quantityChanged,
  megaMenuToggled,
} = catalogSlice.actions;
export default catalogSlice.reducer;

/**
 * WooCommerce inlines a variable product's variation list into its page only up to 30 variations
 * (woocommerce_ajax_variation_threshold); above that the browser asks for it. The shop's
 * server-rendered state does the same: no component draws from the list, and the variation data
 * the swatches use arrives from variations_path after the page is shown.
 */
export const INLINE_VARIATIONS_THRESHOLD = 30;

export function catalogForPage(catalog: CatalogState): CatalogState {
  const products: CatalogState['products'] = {};
  for (const [id, product] of Object.entries(catalog.products)) {
    products[Number(id)] =
      product.variations.length > INLINE_VARIATIONS_THRESHOLD
        ? { ...product, variations: [] }
        : product;
  }
  return { ...catalog, products };
}
