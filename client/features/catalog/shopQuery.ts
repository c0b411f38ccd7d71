// The shop and its categories live at WooCommerce's permalinks: /shop/, /shop/page/N/,
// /product-category/{slug}/ and /product-category/{slug}/page/N/ (contracts/listingPaths.ts,
// docs/decisions.md), 16 products a page. The route says which listing and page is shown; the
// query (sorting and filters, read by the listing feature) which of its products.
import { SHOP_PER_PAGE } from '../../../contracts/listingPaths';
import { paths, type Page } from '../route';

export const SHOP_PAGE_SIZE = SHOP_PER_PAGE;

export interface ShopQuery {
  /** Category slug (decoded), '' for the whole shop. */
  category: string;
  /** 1-based page number. */
  page: number;
  /** The URL's query without "?" (sorting and filters, features/listing); '' for none. */
  filters: string;
}

/** The listing a shop page shows; page 1 of the whole shop for any other page. */
export function shopQueryOf(page: Page, search = ''): ShopQuery {
  const filters = search.replace(/^\?/, '');
  return page.name === 'shop'
    ? { category: page.category ?? '', page: page.page, filters }
    : { category: '', page: 1, filters: '' };
}

/** The path of a shop listing: the shop, or a category, at a page (page 1 by default). */
export function shopHref(query: Partial<ShopQuery> = {}): string {
  const path = paths.shopPage(query.page ?? 1, query.category || undefined);
  return query.filters ? `${path}?${query.filters}` : path;
}

/** The key of a list in the catalogue state. */
export function listKey(query: ShopQuery): string {
  return `category=${query.category}&page=${query.page}&${query.filters}`;
}
