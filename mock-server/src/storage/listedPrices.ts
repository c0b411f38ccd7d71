// The listed products' prices, sorted in memory, so a listing filtered by price alone (the shop's
// price slider) counts its total with two binary searches instead of walking the price index.
import type Database from 'better-sqlite3';
import type { ProductListFilter } from './catalogListing';
import { indexedListingSql } from './indexedListing';

/** Which bounds a total's SQL applies, for the totals that apply price bounds and nothing else. */
type Bounds = 'min' | 'max' | 'both';

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

export interface ListedPrices {
  /**
   * The total of a listing whose only conditions are price bounds (its total's SQL and
   * arguments, as indexedListing.ts writes them), from `prices`; undefined for any other.
   */
  total(sql: string, args: readonly unknown[], prices: () => Float64Array): number | undefined;
  /** Every listed price (a product without one is never in a price range), ascending. */
  read(): Float64Array;
}

/**
 * The sorted prices are read once per generation of the answered pages (catalogListing.ts), which
 * ends whenever a listed price can change: a catalogue write, a sale that ends, the clock moved
 * back. A sale (stock) moves no price: a variable product's price is over all its variations.
 */
export function createListedPrices(db: Database.Database): ListedPrices {
  const base: ProductListFilter = { offset: 0, limit: 1, orderBy: 'date', order: 'desc', now: '' };
  const shapes = new Map<string, Bounds>([
    [indexedListingSql({ ...base, minPrice: 0 }).total, 'min'],
    [indexedListingSql({ ...base, maxPrice: 0 }).total, 'max'],
    [indexedListingSql({ ...base, minPrice: 0, maxPrice: 0 }).total, 'both'],
  ]);
  const prices = db
    .prepare<[], number>('SELECT price FROM product_listing WHERE price IS NOT NULL ORDER BY price')
    .pluck();
  return {
    total(sql, args, read) {
      const bounds = shapes.get(sql);
      if (bounds === undefined) return undefined;
      const numbers = args.filter((arg): arg is number => typeof arg === 'number');
      if (numbers.length !== args.length) return undefined;
      const min = bounds === 'max' ? undefined : numbers[0];
      const max = bounds === 'min' ? undefined : numbers[bounds === 'both' ? 1 : 0];
      const sorted = read();
      const from = min === undefined ? 0 : firstFrom(sorted, min, false);
      const to = max === undefined ? sorted.length : firstFrom(sorted, max, true);
      return Math.max(0, to - from);
    },
    read: () => Float64Array.from(prices.all()),
  };
}
