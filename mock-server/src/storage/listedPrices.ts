// The prices of a listing's products, sorted in memory, so a listing filtered by price (the shop's
// price slider, alone or on a category, colour or other filter page) counts its total with two
// binary searches instead of counting in SQL on every move of the slider.
import type Database from 'better-sqlite3';
import type { ProductListFilter } from './catalogListing';
import { indexedListingSql, type WholeCategoryOf } from './indexedListing';

/** Index of the first price not below `value` (`after`: above it). */
function firstFrom(prices: Float64Array, value: number, after: boolean): number {
  let low = 0;
  let high = prices.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const price = prices[middle] ?? 0;
    if (price < value || (after && price === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many of `sorted` are within the bounds, as SQL's `price >= min AND price <= max`. */
function countWithin(sorted: Float64Array, min?: number, max?: number): number {
  const from = min === undefined ? 0 : firstFrom(sorted, min, false);
  const to = max === undefined ? sorted.length : firstFrom(sorted, max, true);
  return Math.max(0, to - from);
}

export interface ListedPrices {
  /**
   * The total of a listing with price bounds, from the sorted prices of the listing without them
   * (`kept` holds them by the listing's SQL for as long as they hold); undefined for a listing
   * these cannot answer (no bounds, a search, a stock filter).
   */
  total(
    filter: ProductListFilter,
    wholeCategoryOf: WholeCategoryOf,
    kept: Map<string, Float64Array>,
  ): number | undefined;
}

/** Listings whose prices are kept at once: each is at most one number per listed product. */
const MAX_KEPT_LISTINGS = 64;

/**
 * The kept prices hold for a generation of the answered pages (catalogListing.ts), which ends
 * whenever a listed price or a listing's products can change: a catalogue write, a sale that
 * ends, the clock moved back. A sale (stock) moves no price (a variable product's price is over
 * all its variations) and changes no condition but the stock filter, so a listing with a stock
 * filter (hidden out-of-stock items included) is counted in SQL.
 */
export function createListedPrices(db: Database.Database): ListedPrices {
  const statements = new Map<string, Database.Statement<unknown[], number | null>>();
  function read(from: string, args: readonly unknown[]): Float64Array {
    const sql = `SELECT listing.price ${from}`;
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= MAX_KEPT_LISTINGS) statements.clear();
      statement = db.prepare<unknown[], number | null>(sql).pluck();
      statements.set(sql, statement);
    }
    // A product without a price is in no price range.
    const prices = statement.all(...args).filter((price): price is number => price !== null);
    return Float64Array.from(prices).sort();
  }
  return {
    total(filter, wholeCategoryOf, kept) {
      if (filter.minPrice === undefined && filter.maxPrice === undefined) return undefined;
      if (filter.search !== undefined || filter.stockStatus !== undefined) return undefined;
      const unbounded = indexedListingSql(
        { ...filter, minPrice: undefined, maxPrice: undefined },
        wholeCategoryOf,
      );
      const key = JSON.stringify([unbounded.from, unbounded.totalArgs]);
      let sorted = kept.get(key);
      if (!sorted) {
        if (kept.size >= MAX_KEPT_LISTINGS) kept.clear();
        sorted = read(unbounded.from, unbounded.totalArgs);
        kept.set(key, sorted);
      }
      return countWithin(sorted, filter.minPrice, filter.maxPrice);
    },
  };
}
