// The shop and category pages live at /shop?category={slug}&page={n}: the app's one shop route,
// with the category and page in the query (see docs/decisions.md).
import type { StoreProductQuery } from '../../../contracts/store';
import { paths } from '../route';

export const SHOP_PAGE_SIZE = 12;

export interface ShopQuery {
  /** Category slug, '' for the whole shop. */
  category: string;
  /** 1-based page number. */
  page: number;
}

export function readShopQuery(search: string): ShopQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    category: (params.get('category') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function shopHref(query: Partial<ShopQuery> = {}): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${paths.shop}?${search}` : paths.shop;
}

/** The key of a list in the catalogue state. */
export function listKey(query: ShopQuery): string {
  return `category=${query.category}&page=${query.page}`;
}

export function storeQueryFor(query: ShopQuery): StoreProductQuery {
  return {
    page: query.page,
    per_page: SHOP_PAGE_SIZE,
    ...(query.category ? { category: query.category } : {}),
  };
}
