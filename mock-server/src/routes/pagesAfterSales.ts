// Which cached pages a write makes stale in the built-in shop: a sale that sells nothing out
// changes only the sold products' own pages (they show the quantity); listings, the home page
// and search show a product only in or out of stock, so they stay until a status changes, and
// a product page shows no other product.
import type { StockChanges } from '../storage/stockChanges';
import { shows, type PageCache, type SiteArea } from './pageCache';

const PRODUCT_PAGE = /^\/product\/([^/?]+)\/?(\?|$)/;

function decoded(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/** The slug of the product page a cache key is (any of its preselections), if it is one. */
export function productPageSlug(key: string): string | undefined {
  const found = PRODUCT_PAGE.exec(key)?.[1];
  return found === undefined ? undefined : decoded(found);
}

/**
 * The listener of site writes for the page cache: a write of the catalogue area (a checkout, a
 * payment's end) forgets every catalogue page only when it moved more than stock (a catalogue
 * version). Otherwise it forgets the pages of the products whose stock it wrote and, when it
 * moved a product's listed stock status (sold out, back in stock), every listing page. Marks are read after each write, so stock moved between writes (the unpaid
 * order sweep) is forgotten at the next one; the time limit covers it before that.
 */
export function forgetPagesAfterWrites(
  cache: Pick<PageCache, 'clear' | 'forget'>,
  changes: StockChanges,
): (area: SiteArea) => void {
  let seen = changes.marks();
  return (area) => {
    const before = seen;
    seen = changes.marks();
    if (area !== 'catalog' || seen.catalog !== before.catalog) {
      cache.clear(area);
      return;
    }
    // A status moved: every listing shows it; product pages show no other product.
    const listings = seen.listedStock !== before.listedStock;
    if (!listings && seen.stock === before.stock) return;
    const sold = new Set(changes.stockWrittenSince(before.stock).map(decoded));
    cache.forget((key) => {
      const slug = productPageSlug(key);
      return slug === undefined ? listings && shows('catalog', key) : sold.has(slug);
    });
  };
}
