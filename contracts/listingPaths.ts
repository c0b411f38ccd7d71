// The permalinks of the paged listings, as WordPress and WooCommerce spell them: the blog at
// /blog/ and /blog/page/N/, the shop at /shop/ and /shop/page/N/, a product category at
// /product-category/{slug}/ and /product-category/{slug}/page/N/. The client makes its links with
// these and the server redirects to them, so both sides share one rule (docs/decisions.md).

/** WordPress's default posts_per_page (Settings > Reading). */
export const BLOG_PER_PAGE = 10;
/** WooCommerce's default catalogue page: 4 columns x 4 rows. */
export const SHOP_PER_PAGE = 16;

export const BLOG_BASE = '/blog';
export const SHOP_BASE = '/shop';
/** WooCommerce's default product category base. */
export const PRODUCT_CATEGORY_BASE = '/product-category';

/** A page number as a URL writes it: 1, 2, … without leading zeros; null for anything else. */
export function parsePageNumber(text: string): number | null {
  return /^[1-9][0-9]{0,8}$/.test(text) ? Number(text) : null;
}

/** Slugs may arrive percent-encoded (WordPress sends non-Latin slugs so); encode them once. */
function encodedSlug(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // Not valid percent-encoding: the slug is taken as written.
  }
  return encodeURIComponent(decoded);
}

/** WordPress's paged permalink: page 1 is the listing itself (redirect_canonical drops /page/1/). */
function paged(base: string, page: number): string {
  return page > 1 ? `${base}/page/${page}/` : `${base}/`;
}

export function blogPagePath(page = 1): string {
  return paged(BLOG_BASE, page);
}

/** The shop, or one product category of it when a slug is given. */
export function shopPagePath(page = 1, category?: string): string {
  const base = category ? `${PRODUCT_CATEGORY_BASE}/${encodedSlug(category)}` : SHOP_BASE;
  return paged(base, page);
}

/** /blog/page/1, /shop/page/1 and /product-category/{slug}/page/1, with or without the slash. */
const FIRST_PAGE = /^\/(blog|shop|product-category\/([^/]+))\/page\/1\/*$/;

/**
 * Where a listing URL that is not canonical should be sent (301), or null when it is canonical:
 * page 1 spelled out goes to the listing itself, as WordPress's redirect_canonical does, and the
 * shop's former /shop?category={slug}&page={n} goes to the permalink (bookmarks keep working).
 * Other query arguments travel along.
 */
export function canonicalListingPath(pathname: string, search: string): string | null {
  const query = new URLSearchParams(search);
  const first = FIRST_PAGE.exec(pathname);
  if (first) {
    const listing = first[1] === 'blog' ? blogPagePath() : shopPagePath(1, first[2]);
    return withQuery(listing, query);
  }
  if (pathname.replace(/\/+$/, '') !== SHOP_BASE) return null;
  if (!query.has('category') && !query.has('page')) return null;
  const category = (query.get('category') ?? '').trim();
  const page = parsePageNumber(query.get('page') ?? '') ?? 1;
  query.delete('category');
  query.delete('page');
  return withQuery(shopPagePath(page, category || undefined), query);
}

function withQuery(path: string, query: URLSearchParams): string {
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}
