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
  items: ProductRecord[];
  total: number;
  stockVersion: number;
  /** The shown products' versions when answered (see productStamp). */
  productStamp: string;
}

export interface ProductListing {
  listProducts(filter: ProductListFilter): { items: ProductRecord[]; total: number };
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
  };
  // The versions of a page's products, one query: what changed since a page was answered,
  // and which kept records are still the rows.
  const versionsStatements = new Map<
    number,
    Database.Statement<number[], { product_id: number; version: number }>
  >();
  function versionsOf(ids: readonly number[]): Map<number, number> {
    if (ids.length === 0) return new Map();
    let statement = versionsStatements.get(ids.length);
    if (!statement) {
      statement = db.prepare<number[], { product_id: number; version: number }>(
        `SELECT product_id, version FROM product_versions
         WHERE product_id IN (${placeholders(ids.length)})`,
      );
      versionsStatements.set(ids.length, statement);
    }
    return new Map(statement.all(...ids).map((row) => [row.product_id, row.version]));
  }
  function stampOf(versions: ReadonlyMap<number, number>): string {
    return [...versions]
      .sort(([a], [b]) => a - b)
      .map(([id, version]) => `${id}:${version}`)
      .join(',');
  }
  function productStamp(ids: readonly number[]): string {
    return stampOf(versionsOf(ids));
  }
  /** A page answered before a sale still holds unless it shows a product sold since. */
  function stillHolds(page: AnsweredPage, filter: ProductListFilter): boolean {
    const stock = stockVersion();
    if (page.stockVersion === stock) return true;
    // A stock filter may now match other products: only a fresh answer can say.
    if (filter.stockStatus !== undefined) return false;
    if (productStamp(page.items.map((item) => item.id)) !== page.productStamp) return false;
    page.stockVersion = stock;
    return true;
  }
  function remember(pageKey: string, answer: Omit<AnsweredPage, 'stockVersion'>) {
    if (answered.pages.size >= MAX_ANSWERED_PAGES) answered.pages.clear();
    answered.pages.set(pageKey, { ...answer, stockVersion: stockVersion() });
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
  // Records read, with their product's version then (any write to a product moves it): a page
  // reads again only the rows written since, so a search's page of cards mostly reads none.
  const readRecords = new Map<number, { version: number; record: ProductRecord }>();
  const MAX_READ_RECORDS = 20_000;
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
   * the rows of the page's products written since they were last read.
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
    const total =
      hitCount !== undefined && !built.narrowed
        ? hitCount
        : (statements.total.get(...built.totalArgs)?.total ?? 0);
    const ids =
      total === 0
        ? []
        : statements.ids
            .all(...built.args, { limit: filter.limit, offset: filter.offset })
            .map((row) => row.id);
    if (ids.length === 0) return { items: [], total, productStamp: '' };
    const versions = versionsOf(ids);
    const records = new Map<number, ProductRecord>();
    const unread: number[] = [];
    for (const id of ids) {
      const known = readRecords.get(id);
      if (known !== undefined && known.version === versions.get(id)) records.set(id, known.record);
      else unread.push(id);
    }
    if (unread.length > 0) {
      let rows = rowsById.get(unread.length);
      if (!rows) {
        rows = db.prepare<number[], ProductRow>(
          `SELECT * FROM products WHERE id IN (${placeholders(unread.length)})`,
        );
        rowsById.set(unread.length, rows);
      }
      for (const row of rows.all(...unread)) {
        const record = toProduct(row);
        records.set(row.id, record);
        const version = versions.get(row.id);
        readRecords.delete(row.id);
        if (version === undefined) continue;
        readRecords.set(row.id, { version, record });
        if (readRecords.size > MAX_READ_RECORDS) {
          const oldest = readRecords.keys().next().value;
          if (oldest !== undefined) readRecords.delete(oldest);
        }
      }
    }
    const items = ids.flatMap((id) => {
      const record = records.get(id);
      return record === undefined ? [] : [record];
    });
    return { items, total, productStamp: stampOf(versions) };
  }

  function listProducts(filter: ProductListFilter) {
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
    if (known && stillHolds(known, filter)) return { items: [...known.items], total: known.total };
    const answer = listIndexed(filter, built, hits?.length);
    remember(pageKey, answer);
    return { items: [...answer.items], total: answer.total };
  }

  return { listProducts, collectionData };
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
