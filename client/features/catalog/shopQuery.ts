// The shop and its categories live at WooCommerce's permalinks: /shop/, /shop/page/N/,
// /product-category/{slug}/ and /product-category/{slug}/page/N/ (contracts/listingPaths.ts,
// docs/decisions.md), 16 products a page. The route says which listing and page is shown.
import { SHOP_PER_PAGE } from '../../../contracts/listingPaths';
import type { StoreProductQuery } from '../../../contracts/store';
import { paths, type Page } from '../route';

export const SHOP_PAGE_SIZE = SHOP_PER_PAGE;

export interface ShopQuery {
  /** Category slug (decoded), '' for the whole shop. */
  category: string;
  /** 1-based page number. */
  page: number;
}

/** The listing a shop page shows; page 1 of the whole shop for any other page. */
export function shopQueryOf(page: Page): ShopQuery {
  return page.name === 'shop'
    ? { category: page.category ?? '', page: page.page }
    : { category: '', page: 1 };
}

/** The path of a shop listing: the shop, or a category, at a page (page 1 by default). */
export function shopHref(query: Partial<ShopQuery> = {}): string {
  return paths.shopPage(query.page ?? 1, query.category || undefined);
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
