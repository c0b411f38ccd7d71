// The shop's product listings in SQL: filters, sorting and paging over the listing lookup,
// searches starting from the search index, and the counts of products/collection-data.
import type Database from 'better-sqlite3';
import { searchWords } from '../../../contracts/searchTerms';
import type { ProductRecord, StockStatus } from './catalogRecords';
import { toProduct, type ProductRow } from './catalogRows';
import { placeholders } from './catalogSql';
import {
  indexedListingSql,
  type IndexedListingSql,
  type SearchHitPairs,
  type WholeCategoryOf,
} from './indexedListing';
import { MAX_DEPTH } from './categoryCountsSchema';
import { createListedPrices } from './listedPrices';
import { listingClock } from './listingSchema';
import { createProductSearchIndex, type ProductSearchIndex } from './productSearchIndex';

export type ProductOrderBy =
  | 'date'
  | 'price'
  | 'popularity'
  | 'rating'
  | 'title'
  | 'menu_order'
  | 'id'
  | 'slug'
  /**
   * Best search match first (productSearchIndex.ts), then in stock, then best selling, then
   * newest; date without a search.
   */
  | 'relevance';

/** Products carrying terms of one attribute: any of them (in), all (and) or none (not_in). */
export interface AttributeFilter {
  /** e.g. "pa_color" */
  taxonomy: string;
  /** Terms by slug or by id; an unknown one matches nothing. */
  slugs: readonly string[];
  termIds: readonly number[];
  operator: 'in' | 'and' | 'not_in';
}

/** What products/collection-data is asked to count (WooCommerce's calculate_* parameters). */
export interface CollectionQuery {
  priceRange: boolean;
  /** Taxonomies whose terms to count ("pa_color"), each with the other filters applied. */
  attributeCounts?: readonly string[];
  stockStatusCounts: boolean;
}

export interface CollectionData {
  /** Lowest and highest current price (smallest currency unit); null when not asked. */
  priceRange: { min: number | null; max: number | null } | null;
  attributeCounts: { term: number; count: number }[] | null;
  stockStatusCounts: { status: StockStatus; count: number }[] | null;
}

interface AnsweredPage {
  ids: number[];
  /** The page's rows, once a caller asked for them (listProducts). */
  items?: ProductRecord[];
  total: number;
  /** The stock version the page is known to hold at (see stillHolds). */
  stockVersion: number;
}

export interface ProductListing {
  listProducts(filter: ProductListFilter): { items: ProductRecord[]; total: number };
  /**
   * The page's product ids in order, and the listing's total: what listProducts answers before
   * it reads the page's rows, for a caller that keeps built products by id.
   */
  listProductIds(filter: ProductListFilter): { ids: number[]; total: number };
  /** Products by id, in the order asked (an id not found is left out). */
  productsByIds(ids: readonly number[]): ProductRecord[];
  collectionData(filter: ProductListFilter, asked: CollectionQuery): CollectionData;
}

/** A catalogue listing as the Store API's products route asks for it; `now` decides sales. */
export interface ProductListFilter {
  offset: number;
  limit: number;
  /** What the shopper typed; productSearchIndex.ts decides what matches and its rank. */
  search?: string;
  /** One group per requested category, each already widened to its descendants. */
  categoryGroups?: readonly (readonly number[])[];
  /** in: any group; and: every group; not_in: none of them (WooCommerce's category_operator). */
  categoryOperator?: 'in' | 'and' | 'not_in';
  featured?: boolean;
  onSale?: boolean;
  slugs?: readonly string[];
  include?: readonly number[];
  excludeIds?: readonly number[];
  minPrice?: number;
  maxPrice?: number;
  stockStatus?: readonly StockStatus[];
  /** Attribute terms (WooCommerce's `attributes` filter), every one of them must hold. */
  attributes?: readonly AttributeFilter[];
  /** A product type; types the shop does not sell (grouped, external) match nothing. */
  type?: string;
  orderBy: ProductOrderBy;
  order: 'asc' | 'desc';
  /** GMT "YYYY-MM-DDTHH:mm:ss" */
  now: string;
}

/**
 * The products listing: filters and sorting in SQL over the listing lookup (listingSchema.ts),
 * a search starting from the index's hits (productSearchIndex.ts). `version` is the catalogue version (catalogRepository.ts); `stockVersion` moves
 * on writes that change only stock (a sale), which the answered pages check product by product.
 */
export function createProductListing(
  db: Database.Database,
  version: () => number,
  stockVersion: () => number = () => 0,
  searchIndex: ProductSearchIndex = createProductSearchIndex(db),
): ProductListing {
  /** The search index's hits for the filter's search; undefined without one. */
  function hitsOf(filter: ProductListFilter): SearchHitPairs | undefined {
    if (filter.search === undefined || searchWords(filter.search).length === 0) return undefined;
    return [...searchIndex.search(filter.search).ranks];
  }

  // Pages already answered, until the catalogue is written or a sale (of any product or
  // variation) ends; a clock earlier than the one they were answered for starts over too.
  const anySaleEnd = db.prepare<[{ now: string }], { end: string | null }>(
    `SELECT MIN(sale_ends_gmt) AS end FROM products
     WHERE status = 'publish' AND sale_ends_gmt > @now
       AND sale_price IS NOT NULL AND sale_price < regular_price`,
  );
  let answered = {
    version: -1,
    builtFor: '',
    validUntil: null as string | null,
    pages: new Map<string, AnsweredPage>(),
    /** Listings' prices, sorted, once a listing of them with price bounds asked (listedPrices.ts). */
    prices: new Map<string, Float64Array>(),
  };
  const listedPrices = createListedPrices(db);
  // Whether any of a page's products had its stock written since a stock version: each product's
  // `stock_mark` is the stock version of its last stock write (listedStockSchema.ts), so a page
  // pays nothing when answered and one index probe per product only once a sale happened.
  const soldSinceBy = new Map<number, Database.Statement<unknown[], { one: number }>>();
  function soldSince(ids: readonly number[], mark: number): boolean {
    if (ids.length === 0) return false;
    let statement = soldSinceBy.get(ids.length);
    if (!statement) {
      statement = db.prepare<unknown[], { one: number }>(
        `SELECT 1 AS one FROM product_versions
           WHERE product_id IN (${placeholders(ids.length)}) AND stock_mark > ? LIMIT 1`,
      );
      soldSinceBy.set(ids.length, statement);
    }
    return statement.get(...ids, mark) !== undefined;
  }
  /** A page answered before a sale still holds unless it shows a product sold since. */
  function stillHolds(page: AnsweredPage, filter: ProductListFilter): boolean {
    const stock = stockVersion();
    if (page.stockVersion === stock) return true;
    // A stock filter may now match other products: only a fresh answer can say.
    if (filter.stockStatus !== undefined) return false;
    if (soldSince(page.ids, page.stockVersion)) return false;
    page.stockVersion = stock;
    return true;
  }
  function remember(pageKey: string, answer: { ids: number[]; total: number }): AnsweredPage {
    if (answered.pages.size >= MAX_ANSWERED_PAGES) answered.pages.clear();
    const page = { ...answer, stockVersion: stockVersion() };
    answered.pages.set(pageKey, page);
    return page;
  }
  const MAX_ANSWERED_PAGES = 512;
  const MAX_LISTING_SHAPES = 256;

  /**
   * WooCommerce's products/collection-data over the same filters: each count leaves out the
   * filter it counts (the price range ignores the price bounds, an attribute's terms that
   * attribute, the stock counts the stock filter), as the filter blocks need them.
   */
  function collectionData(filter: ProductListFilter, asked: CollectionQuery): CollectionData {
    holdListingAt(filter.now);
    const hits = hitsOf(filter);
    const sqlOf = (narrowed: ProductListFilter) =>
      indexedListingSql(narrowed, wholeCategoryOf, hits);
    let priceRange: CollectionData['priceRange'] = null;
    if (asked.priceRange) {
      const built = sqlOf({ ...filter, minPrice: undefined, maxPrice: undefined });
      const [row] = run<{ min: number | null; max: number | null }>(
        `SELECT MIN(listing.price) AS min, MAX(listing.price) AS max ${built.from}`,
        built.totalArgs,
      );
      priceRange = { min: row?.min ?? null, max: row?.max ?? null };
    }
    const attributeCounts = asked.attributeCounts?.flatMap((taxonomy) => {
      const others = (filter.attributes ?? []).filter((other) => other.taxonomy !== taxonomy);
      const built = sqlOf({ ...filter, attributes: others });
      return run<{ term: number; count: number }>(
        `SELECT t.id AS term, COUNT(*) AS count
         FROM (SELECT listing.id ${built.from}) AS chosen
         JOIN product_attribute_terms pat ON pat.product_id = chosen.id
         JOIN attribute_terms t ON t.id = pat.term_id
         JOIN product_attributes a ON a.id = t.attribute_id
         WHERE a.taxonomy = ? GROUP BY t.id ORDER BY t.id`,
        [...built.totalArgs, taxonomy],
      );
    });
    let stockStatusCounts: CollectionData['stockStatusCounts'] = null;
    if (asked.stockStatusCounts) {
      const built = sqlOf({ ...filter, stockStatus: undefined });
      stockStatusCounts = run<{ status: StockStatus; count: number }>(
        `SELECT listing.stock AS status, COUNT(*) AS count ${built.from} GROUP BY listing.stock`,
        built.totalArgs,
      );
    }
    return { priceRange, attributeCounts: attributeCounts ?? null, stockStatusCounts };
  }

  // Counting statements by their SQL: a filter's shape, not its values, decides it.
  const counting = new Map<string, Database.Statement<unknown[], unknown>>();
  function run<Row>(sql: string, args: unknown[]): Row[] {
    let statement = counting.get(sql);
    if (!statement) {
      if (counting.size >= MAX_LISTING_SHAPES) counting.clear();
      statement = db.prepare(sql);
      counting.set(sql, statement);
    }
    return statement.all(...args) as Row[];
  }

  const holdListingAt = listingClock(db);
  const rowsById = new Map<number, Database.Statement<number[], ProductRow>>();
  const indexed = new Map<
    string,
    {
      ids: Database.Statement<unknown[], { id: number }>;
      total: Database.Statement<unknown[], { total: number }>;
    }
  >();

  // Which groups of category ids are a whole category (it and everything below it, no deeper
  // than the category tree reaches), by the sorted ids; rebuilt when the catalogue changes.
  const categoryParents = db.prepare<[], { id: number; parent: number }>(
    'SELECT id, parent FROM product_categories',
  );
  let wholeCategories = { version: -1, byIds: new Map<string, number>() };
  const idsKey = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');
  const wholeCategoryOf: WholeCategoryOf = (group) => {
    const current = version();
    if (wholeCategories.version !== current) {
      const rows = categoryParents.all();
      const byIds = new Map<string, number>();
      for (const root of rows) {
        const below = [root.id];
        let level = [root.id];
        for (let depth = 1; level.length > 0; depth += 1) {
          level = rows.filter((row) => level.includes(row.parent)).map((row) => row.id);
          if (depth >= MAX_DEPTH && level.length > 0) break;
          below.push(...level);
        }
        if (level.length === 0) byIds.set(idsKey(below), root.id);
      }
      wholeCategories = { version: current, byIds };
    }
    return wholeCategories.byIds.get(idsKey(group));
  };

  /**
   * The page's ids off the listing lookup (off the sort's index, or off a search's hits), then
   * the page's rows only.
   */
  function listIndexed(filter: ProductListFilter, built: IndexedListingSql, hitCount?: number) {
    holdListingAt(filter.now);
    let statements = indexed.get(built.ids);
    if (!statements) {
      if (indexed.size >= MAX_LISTING_SHAPES) indexed.clear();
      statements = { ids: db.prepare(built.ids), total: db.prepare(built.total) };
      indexed.set(built.ids, statements);
    }
    // The index holds sellable products only, as the lookup does: unnarrowed, every hit counts.
    // A listing with price bounds counts from its sorted prices: the price index's range is every
    // product above a low bound (0.1 ms at 10,000 products, on each page of the price slider), a
    // colour's count every product of the colour (0.5 ms for "red").
    const total =
      hitCount !== undefined && !built.narrowed
        ? hitCount
        : (listedPrices.total(filter, wholeCategoryOf, answered.prices) ??
          statements.total.get(...built.totalArgs)?.total ??
          0);
    const ids =
      total === 0
        ? []
        : statements.ids
            .all(...built.args, { limit: filter.limit, offset: filter.offset })
            .map((row) => row.id);
    return { ids, total };
  }

  function productsByIds(ids: readonly number[]): ProductRecord[] {
    if (ids.length === 0) return [];
    let rows = rowsById.get(ids.length);
    if (!rows) {
      rows = db.prepare<number[], ProductRow>(
        `SELECT * FROM products WHERE id IN (${placeholders(ids.length)})`,
      );
      rowsById.set(ids.length, rows);
    }
    const byId = new Map(rows.all(...ids).map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProduct(row)] : [];
    });
  }

  /** The kept page for the filter when it still holds, else the page answered now (and kept). */
  function answeredPage(filter: ProductListFilter): AnsweredPage {
    const current = version();
    if (
      answered.version !== current ||
      filter.now < answered.builtFor ||
      (answered.validUntil !== null && filter.now >= answered.validUntil)
    ) {
      answered = {
        version: current,
        builtFor: filter.now,
        validUntil: anySaleEnd.get({ now: filter.now })?.end ?? null,
        pages: new Map(),
        prices: new Map(),
      };
    }
    const hits = hitsOf(filter);
    let built = indexedListingSql(filter, wholeCategoryOf, hits);
    // Unfiltered and best match first, the page can only hold hits ranked at least as well as
    // the page's last place: SQL breaks the ties among those, not among every hit.
    if (
      hits !== undefined &&
      !built.narrowed &&
      filter.orderBy === 'relevance' &&
      filter.order === 'desc'
    ) {
      built = indexedListingSql(
        filter,
        wholeCategoryOf,
        bestHits(hits, filter.offset + filter.limit),
      );
    }
    const pageKey = JSON.stringify([
      built.ids,
      built.args,
      filter.limit,
      filter.offset,
      hits?.length,
    ]);
    const known = answered.pages.get(pageKey);
    if (known && stillHolds(known, filter)) return known;
    return remember(pageKey, listIndexed(filter, built, hits?.length));
  }

  function listProductIds(filter: ProductListFilter) {
    const page = answeredPage(filter);
    return { ids: [...page.ids], total: page.total };
  }

  function listProducts(filter: ProductListFilter) {
    const page = answeredPage(filter);
    page.items ??= productsByIds(page.ids);
    return { items: [...page.items], total: page.total };
  }

  return { listProducts, listProductIds, productsByIds, collectionData };
}

/** The hits ranked at least as well as the `wanted`-th best (ranks are whole numbers, often tied). */
export function bestHits(hits: SearchHitPairs, wanted: number): SearchHitPairs {
  if (hits.length <= wanted) return hits;
  const perRank = new Map<number, number>();
  for (const [, rank] of hits) perRank.set(rank, (perRank.get(rank) ?? 0) + 1);
  let lowest = -Infinity;
  let counted = 0;
  for (const rank of [...perRank.keys()].sort((a, b) => b - a)) {
    counted += perRank.get(rank) ?? 0;
    lowest = rank;
    if (counted >= wanted) break;
  }
  return hits.filter(([, rank]) => rank >= lowest);
}
