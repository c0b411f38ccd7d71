// What components and sagas read from the catalog feature's state.
import { createSelector } from '@reduxjs/toolkit';
import type { ProductVariation, StoreCategory, StoreProduct } from '../../../contracts/store';
import type { VariationList } from '../../api/variationTable';
import { decodeSlug, type RouteState } from '../route';
import type { CatalogState, LoadStatus, ProductListState } from './slice';
import { listKey, shopQueryOf, type ShopQuery } from './shopQuery';

interface WithCatalog {
  catalog: CatalogState;
}

interface WithCatalogAndRoute extends WithCatalog {
  route: RouteState;
}

export const selectProductById = (state: WithCatalog, productId: number): StoreProduct | null =>
  state.catalog.products[productId] ?? null;

export const selectVariationsEntry = (state: WithCatalog, productId: number) =>
  state.catalog.variations[productId];

export const selectVariationItems = (
  state: WithCatalog,
  productId: number,
): VariationList<ProductVariation> | null => state.catalog.variations[productId]?.items ?? null;

export const selectShopQuery = createSelector(
  [
    (state: WithCatalogAndRoute) => state.route.page,
    (state: WithCatalogAndRoute) => state.route.location.search,
  ],
  (page, search): ShopQuery => shopQueryOf(page, search),
);

const NO_LIST: ProductListState = {
  status: 'loading',
  ids: [],
  total: 0,
  totalPages: 0,
  error: null,
};

export interface ShopView {
  query: ShopQuery;
  /** The category being shown; null for the whole shop or while categories load. */
  category: StoreCategory | null;
  status: LoadStatus;
  error: string | null;
  products: StoreProduct[];
  total: number;
  totalPages: number;
}

export const selectShopView = createSelector(
  [
    selectShopQuery,
    (state: WithCatalogAndRoute) => state.catalog.lists,
    (state: WithCatalogAndRoute) => state.catalog.products,
    (state: WithCatalogAndRoute) => state.catalog.categories.items,
  ],
  (query, lists, products, categories): ShopView => {
    const list = lists[listKey(query)] ?? NO_LIST;
    return {
      query,
      category: query.category
        ? (categories.find((category) => decodeSlug(category.slug) === query.category) ?? null)
        : null,
      status: list.status,
      error: list.error,
      products: list.ids.flatMap((id) => products[id] ?? []),
      total: list.total,
      totalPages: list.totalPages,
    };
  },
);

/**
 * Whether the shop page shown names nothing: a category slug the shop does not have (once the
 * categories are in), or a page past the last one, which WooCommerce answers with its 404 page.
 * Page 1 always exists, even for a category with no products.
 */
export const selectShopPageMissing = createSelector(
  [
    (state: WithCatalogAndRoute) => state.route.page.name,
    selectShopQuery,
    selectShopView,
    (state: WithCatalogAndRoute) => state.catalog.categories.status,
  ],
  (pageName, query, view, categoriesStatus): boolean => {
    if (pageName !== 'shop') return false;
    if (query.category && categoriesStatus === 'loaded' && view.category === null) return true;
    return view.status === 'loaded' && query.page > 1 && query.page > view.totalPages;
  },
);

export interface ProductPageView {
  status: LoadStatus | 'missing' | 'idle';
  product: StoreProduct | null;
  error: string | null;
}

export function selectProductPage(state: WithCatalog, slug: string): ProductPageView {
  const id = state.catalog.bySlug[slug];
  const page = state.catalog.productPages[slug];
  const product = id === undefined ? null : (state.catalog.products[id] ?? null);
  if (product && page?.status !== 'loading') {
    return { status: 'loaded', product, error: null };
  }
  if (page) return { status: page.status, product, error: page.error };
  return { status: 'idle', product: null, error: null };
}

export const selectCategories = (state: WithCatalog): StoreCategory[] =>
  state.catalog.categories.items;

export interface CategoryBranch {
  category: StoreCategory;
  children: StoreCategory[];
}

/** Top-level categories with their children, in the order the shop sends them; empty ones out. */
export const selectCategoryTree = createSelector(
  [selectCategories],
  (categories): CategoryBranch[] =>
    categories
      .filter((category) => category.parent === 0)
      .map((category) => ({
        category,
        children: categories.filter((child) => child.parent === category.id && child.count > 0),
      }))
      .filter((branch) => branch.category.count > 0 || branch.children.length > 0),
);

export const selectMegaMenuOpen = (state: WithCatalog): boolean => state.catalog.megaMenuOpen;

export const selectGalleryIndex = (state: WithCatalog, productId: number): number =>
  state.catalog.gallery[productId] ?? 0;
