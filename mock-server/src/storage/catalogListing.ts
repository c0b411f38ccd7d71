import type Database from 'better-sqlite3';
import { searchWords } from '../../../contracts/searchTerms';
import type { ProductRecord, StockStatus } from './catalogRecords';
import { toProduct, type ProductRow } from './catalogRows';
import { SELLABLE_P, currentPrice, onSale, placeholders } from './catalogSql';
import { attributeCondition, indexedListingSql, type WholeCategoryOf } from './indexedListing';
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

// Variable products take their price, sale and stock from their variations. Aggregating thousands
// of variations on every listing is what made listings slow, so the aggregate is kept in a
// connection-local TEMP table, rebuilt when the catalogue version changes, when a sale ends, or
// when the clock is earlier than the one it was built for (tests move the clock back).
const VARIATION_FACTS = `
  SELECT v.parent_id,
    MIN(${currentPrice('v')}) AS min_price,
    MAX(${onSale('v')}) AS any_on_sale,
    MAX(v.stock_status = 'instock') AS any_in_stock,
    MAX(v.stock_status = 'onbackorder') AS any_backorder
  FROM products v
  WHERE v.type = 'variation' AND v.status = 'publish'
  GROUP BY v.parent_id`;

const FACTS_TABLES = `
  CREATE TEMP TABLE IF NOT EXISTS variation_facts (
    parent_id INTEGER PRIMARY KEY,
    min_price INTEGER,
    any_on_sale INTEGER NOT NULL,
    any_in_stock INTEGER NOT NULL,
    any_backorder INTEGER NOT NULL
  );
  CREATE TEMP TABLE IF NOT EXISTS variation_facts_stamp (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    version INTEGER NOT NULL,
    built_for TEXT NOT NULL,
    valid_until TEXT
  );`;

const LISTING = `
  SELECT p.*,
    CASE WHEN p.type = 'variable' THEN f.min_price ELSE ${currentPrice('p')} END AS price_now,
    CASE WHEN p.type = 'variable' THEN COALESCE(f.any_on_sale, 0) ELSE ${onSale('p')} END AS on_sale_now,
    CASE WHEN p.type = 'variable'
      THEN (CASE WHEN f.any_in_stock THEN 'instock' WHEN f.any_backorder THEN 'onbackorder' ELSE 'outofstock' END)
      ELSE p.stock_status END AS stock_now
  FROM products p
  LEFT JOIN temp.variation_facts AS f ON f.parent_id = p.id
  WHERE ${SELLABLE_P}`;

const ORDER_COLUMNS: Record<ProductOrderBy, string> = {
  date: 'date_created_gmt',
  price: 'price_now',
  popularity: 'total_sales',
  rating: 'average_rating',
  title: 'name',
  menu_order: 'menu_order',
  id: 'id',
  slug: 'slug',
  relevance: 'search_rank',
};

/**
 * The products listing: filters and sorting in SQL over the products and the variation
 * aggregate. `version` is the catalogue version (catalogRepository.ts); `stockVersion` moves
 * on writes that change only stock (a sale), which the answered pages check product by product.
 */
export function createProductListing(
  db: Database.Database,
  version: () => number,
  stockVersion: () => number = () => 0,
  searchIndex: ProductSearchIndex = createProductSearchIndex(db),
): ProductListing {
  db.exec(FACTS_TABLES);
  const factsStamp = db.prepare<
    [],
    { version: number; built_for: string; valid_until: string | null }
  >('SELECT version, built_for, valid_until FROM temp.variation_facts_stamp WHERE id = 1');
  const clearFacts = db.prepare('DELETE FROM temp.variation_facts');
  const fillFacts = db.prepare(`INSERT INTO temp.variation_facts ${VARIATION_FACTS}`);
  const nextSaleEnd = db.prepare<[{ now: string }], { end: string | null }>(
    `SELECT MIN(sale_ends_gmt) AS end FROM products
     WHERE type = 'variation' AND status = 'publish' AND sale_ends_gmt > @now
       AND sale_price IS NOT NULL AND sale_price < regular_price`,
  );
  const saveStamp = db.prepare(
    `INSERT INTO temp.variation_facts_stamp (id, version, built_for, valid_until)
     VALUES (1, @version, @now, @validUntil)
     ON CONFLICT (id) DO UPDATE SET version = excluded.version, built_for = excluded.built_for,
       valid_until = excluded.valid_until`,
  );
  /** Brings the variation aggregate up to date for `now` (see VARIATION_FACTS). */
  const refreshFacts = db.transaction((now: string) => {
    const current = version() + stockVersion();
    const stamp = factsStamp.get();
    const fresh =
      stamp !== undefined &&
      stamp.version === current &&
      stamp.built_for <= now &&
      (stamp.valid_until === null || now < stamp.valid_until);
    if (fresh) return;
    clearFacts.run();
    fillFacts.run({ now });
    saveStamp.run({ version: current, now, validUntil: nextSaleEnd.get({ now })?.end ?? null });
  });

  function listing(filter: ProductListFilter) {
    const where: string[] = [];
    const args: unknown[] = [];
    const searching = filter.search !== undefined && searchWords(filter.search).length > 0;
    if (searching) {
      // The first argument: the hits' ? comes before every condition's in the SQL below. The
      // index answers [id, rank] pairs; SQL joins them to the listing by primary key (CROSS JOIN
      // keeps the hits outside: one lookup each, not a scan of the catalogue per hit).
      args.push(JSON.stringify([...searchIndex.search(filter.search ?? '').ranks]));
    }
    if (filter.categoryGroups !== undefined) {
      const inCategories = (ids: readonly number[]) => {
        args.push(...ids);
        // An empty group (an unknown slug) matches nothing, as a tax query on no terms.
        return ids.length === 0
          ? '0'
          : `id IN (SELECT product_id FROM product_category_links WHERE category_id IN (${placeholders(ids.length)}))`;
      };
      const operator = filter.categoryOperator ?? 'in';
      if (operator === 'and') {
        for (const group of filter.categoryGroups) where.push(inCategories(group));
      } else {
        const all = [...new Set(filter.categoryGroups.flat())];
        where.push(operator === 'in' ? inCategories(all) : `NOT ${inCategories(all)}`);
      }
    }
    if (filter.featured !== undefined) {
      where.push('featured = ?');
      args.push(filter.featured ? 1 : 0);
    }
    if (filter.onSale !== undefined) {
      where.push('on_sale_now = ?');
      args.push(filter.onSale ? 1 : 0);
    }
    if (filter.slugs !== undefined) {
      where.push(`slug IN (${placeholders(filter.slugs.length)})`);
      args.push(...filter.slugs);
    }
    if (filter.include !== undefined) {
      where.push(`id IN (${placeholders(filter.include.length)})`);
      args.push(...filter.include);
    }
    if (filter.excludeIds !== undefined && filter.excludeIds.length > 0) {
      where.push(`id NOT IN (${placeholders(filter.excludeIds.length)})`);
      args.push(...filter.excludeIds);
    }
    if (filter.minPrice !== undefined) {
      where.push('price_now >= ?');
      args.push(filter.minPrice);
    }
    if (filter.maxPrice !== undefined) {
      where.push('price_now <= ?');
      args.push(filter.maxPrice);
    }
    if (filter.stockStatus !== undefined) {
      where.push(`stock_now IN (${placeholders(filter.stockStatus.length)})`);
      args.push(...filter.stockStatus);
    }
    for (const attribute of filter.attributes ?? [])
      where.push(attributeCondition(attribute, args));
    if (filter.type !== undefined) {
      where.push('type = ?');
      args.push(filter.type);
    }
    const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
    const ranked = searching
      ? `(SELECT listing.*, hits.value ->> 1 AS search_rank
          FROM json_each(?) AS hits CROSS JOIN (${LISTING}) AS listing ON listing.id = hits.value ->> 0)`
      : `(${LISTING})`;
    const from = `FROM ${ranked} AS listing ${condition}`;
    // By relevance: best match first (docs/decisions.md "Search ranking"), then what can be
    // bought, then what sells, then newest (as WordPress breaks ties, by date).
    const order =
      filter.orderBy !== 'relevance'
        ? `${ORDER_COLUMNS[filter.orderBy]} ${direction}, id ${direction}`
        : searching
          ? `search_rank ${direction}, stock_now = 'outofstock', total_sales DESC,
             date_created_gmt DESC, id DESC`
          : `date_created_gmt ${direction}, id ${direction}`;
    return {
      page: `SELECT * ${from} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
      total: `SELECT COUNT(*) AS total ${from}`,
      from,
      args,
    };
  }

  // Listing SQL depends on the filter's shape only, so it is cached by that shape.
  const listings = new Map<
    string,
    {
      page: Database.Statement<unknown[], ProductRow>;
      total: Database.Statement<unknown[], { total: number }>;
    }
  >();

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
  // Which of a page's products changed since it was answered: their versions, one query.
  const versionsOf = new Map<number, Database.Statement<number[], { v: string | null }>>();
  function productStamp(ids: readonly number[]): string {
    if (ids.length === 0) return '';
    let statement = versionsOf.get(ids.length);
    if (!statement) {
      statement = db.prepare<number[], { v: string | null }>(
        `SELECT group_concat(product_id || ':' || version) AS v FROM (SELECT product_id, version
           FROM product_versions WHERE product_id IN (${placeholders(ids.length)})
           ORDER BY product_id)`,
      );
      versionsOf.set(ids.length, statement);
    }
    return statement.get(...ids)?.v ?? '';
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
  function remember(pageKey: string, answer: { items: ProductRecord[]; total: number }) {
    if (answered.pages.size >= MAX_ANSWERED_PAGES) answered.pages.clear();
    answered.pages.set(pageKey, {
      ...answer,
      stockVersion: stockVersion(),
      productStamp: productStamp(answer.items.map((item) => item.id)),
    });
  }
  const MAX_ANSWERED_PAGES = 512;
  const MAX_LISTING_SHAPES = 256;

  /**
   * WooCommerce's products/collection-data over the same filters: each count leaves out the
   * filter it counts (the price range ignores the price bounds, an attribute's terms that
   * attribute, the stock counts the stock filter), as the filter blocks need them.
   */
  function collectionData(filter: ProductListFilter, asked: CollectionQuery): CollectionData {
    refreshFacts(filter.now);
    const named = { now: filter.now };
    const run = <Row>(sql: string, args: unknown[]): Row[] =>
      db.prepare<unknown[], Row>(sql).all(...args, named);
    let priceRange: CollectionData['priceRange'] = null;
    if (asked.priceRange) {
      const built = listing({ ...filter, minPrice: undefined, maxPrice: undefined });
      const [row] = run<{ min: number | null; max: number | null }>(
        `SELECT MIN(price_now) AS min, MAX(price_now) AS max ${built.from}`,
        built.args,
      );
      priceRange = { min: row?.min ?? null, max: row?.max ?? null };
    }
    const attributeCounts = asked.attributeCounts?.flatMap((taxonomy) => {
      const others = (filter.attributes ?? []).filter((other) => other.taxonomy !== taxonomy);
      const built = listing({ ...filter, attributes: others });
      return run<{ term: number; count: number }>(
        `SELECT t.id AS term, COUNT(*) AS count
         FROM (SELECT listing.id ${built.from}) AS chosen
         JOIN product_attribute_terms pat ON pat.product_id = chosen.id
         JOIN attribute_terms t ON t.id = pat.term_id
         JOIN product_attributes a ON a.id = t.attribute_id
         WHERE a.taxonomy = ? GROUP BY t.id ORDER BY t.id`,
        [...built.args, taxonomy],
      );
    });
    let stockStatusCounts: CollectionData['stockStatusCounts'] = null;
    if (asked.stockStatusCounts) {
      const built = listing({ ...filter, stockStatus: undefined });
      stockStatusCounts = run<{ status: StockStatus; count: number }>(
        `SELECT stock_now AS status, COUNT(*) AS count ${built.from} GROUP BY stock_now`,
        built.args,
      );
    }
    return { priceRange, attributeCounts: attributeCounts ?? null, stockStatusCounts };
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

  /** A listing without a search: ids off the sort's index, then the page's rows only. */
  function listIndexed(filter: ProductListFilter) {
    holdListingAt(filter.now);
    const built = indexedListingSql(filter, wholeCategoryOf);
    let statements = indexed.get(built.ids);
    if (!statements) {
      if (indexed.size >= MAX_LISTING_SHAPES) indexed.clear();
      statements = { ids: db.prepare(built.ids), total: db.prepare(built.total) };
      indexed.set(built.ids, statements);
    }
    const total = statements.total.get(...built.totalArgs)?.total ?? 0;
    const ids = statements.ids
      .all(...built.args, { limit: filter.limit, offset: filter.offset })
      .map((row) => row.id);
    if (ids.length === 0) return { items: [], total };
    let rows = rowsById.get(ids.length);
    if (!rows) {
      rows = db.prepare<number[], ProductRow>(
        `SELECT * FROM products WHERE id IN (${placeholders(ids.length)})`,
      );
      rowsById.set(ids.length, rows);
    }
    const byId = new Map(rows.all(...ids).map((row) => [row.id, row]));
    const items = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProduct(row)] : [];
    });
    return { items, total };
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
    const searching = filter.search !== undefined && searchWords(filter.search).length > 0;
    const built = listing(filter);
    const pageKey = JSON.stringify([built.page, built.args, filter.limit, filter.offset]);
    const known = answered.pages.get(pageKey);
    if (known && stillHolds(known, filter)) return { items: [...known.items], total: known.total };
    if (!searching) {
      const answer = listIndexed(filter);
      remember(pageKey, answer);
      return { items: [...answer.items], total: answer.total };
    }
    refreshFacts(filter.now);
    let statements = listings.get(built.page);
    if (!statements) {
      // Filters of many shapes (attribute terms) must not grow the cache without bound.
      if (listings.size >= MAX_LISTING_SHAPES) listings.clear();
      // Named (@now, @limit, @offset) and positional parameters cannot be mixed in one call
      // by better-sqlite3 unless the named ones come last as an object.
      statements = { page: db.prepare(built.page), total: db.prepare(built.total) };
      listings.set(built.page, statements);
    }
    const named = { now: filter.now, limit: filter.limit, offset: filter.offset };
    const total = statements.total.get(...built.args, { now: filter.now })?.total ?? 0;
    const items = statements.page.all(...built.args, named).map(toProduct);
    remember(pageKey, { items, total });
    return { items: [...items], total };
  }

  return { listProducts, collectionData };
}
