// Product listings are read off indexes, never by scanning or sorting all products: orders, price
// ranges, categories, attribute filters and searches, right through writes and a moving clock.
import { seedCatalogIfEmpty } from '../seed/catalog';
import type { ProductListFilter, ProductOrderBy } from './catalogListing';
import { createSqliteCatalogRepository } from './catalogRepository';
import { IN_MEMORY, openDatabase } from './database';
import { indexedListingSql, type IndexedListingSql } from './indexedListing';
import { listingRowsSql } from './listingSchema';
import { migrate } from './migrations';

const now = '2025-06-01T12:00:00';

function seeded() {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedCatalogIfEmpty(db, new Date(`${now}Z`));
  return db;
}

const ORDERS: ProductOrderBy[] = [
  'date',
  'price',
  'popularity',
  'rating',
  'title',
  'menu_order',
  'id',
  'slug',
  'relevance',
];

const FILTERS: Record<string, Partial<ProductListFilter>> = {
  none: {},
  category: { categoryGroups: [[1, 2, 3]] },
  'two categories (and)': { categoryGroups: [[1], [2]], categoryOperator: 'and' },
  'price range': { minPrice: 100_000, maxPrice: 900_000 },
  'on sale': { onSale: true },
  'in stock': { stockStatus: ['instock'] },
  featured: { featured: true },
  'category, price and stock': {
    categoryGroups: [[7, 8]],
    minPrice: 100_000,
    stockStatus: ['instock', 'onbackorder'],
  },
  colour: {
    attributes: [{ taxonomy: 'pa_color', slugs: ['red'], termIds: [], operator: 'in' }],
  },
};

describe('listings without a search are read off an index', () => {
  const db = seeded();
  afterAll(() => db.close());

  const plan = (sql: string, args: unknown[]) =>
    db
      .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...args, { limit: 24, offset: 48 })
      .map((row) => row.detail);

  for (const orderBy of ORDERS) {
    for (const order of ['asc', 'desc'] as const) {
      for (const [name, filter] of Object.entries(FILTERS)) {
        it(`${orderBy} ${order}, ${name}: no scan of products, no sort of the matches`, () => {
          const built = indexedListingSql({
            offset: 48,
            limit: 24,
            orderBy,
            order,
            now,
            ...filter,
          });
          const details = plan(built.ids, built.args);
          expect(details.filter((detail) => /TEMP B-TREE/.test(detail))).toEqual([]);
          expect(details.filter((detail) => /SCAN (products|p)\b/.test(detail))).toEqual([]);
          expect(details.some((detail) => /product_listing|listing/.test(detail))).toBe(true);
        });
      }
    }
  }
});

describe("a filtered walk down the sort's index reads the index alone", () => {
  const db = seeded();
  afterAll(() => db.close());
  // Conditions on the listed product's own columns (price, stock, sale, featured, type): the
  // walk past products that do not match looks up none of them in the table.
  const OWN_COLUMNS: Record<string, Partial<ProductListFilter>> = {
    'price range': { minPrice: 100_000, maxPrice: 900_000 },
    'in stock and on sale': { stockStatus: ['instock'], onSale: true },
    'featured variable products': { featured: true, type: 'variable' },
  };
  const wholeCategoryOf = (group: readonly number[]) => (group.includes(1) ? 1 : undefined);
  for (const orderBy of ORDERS.filter((order) => order !== 'id')) {
    for (const [name, filter] of Object.entries(OWN_COLUMNS)) {
      for (const category of [undefined, [1, 2, 3]]) {
        const where = category === undefined ? 'every product' : 'a whole category';
        it(`${orderBy}, ${name}, ${where}: a covering index`, () => {
          const built = indexedListingSql(
            { offset: 480, limit: 10, orderBy, order: 'desc', now, ...filter },
            wholeCategoryOf,
          );
          const details = db
            .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${built.ids}`)
            .all(...built.args, { limit: 10, offset: 480 })
            .map((row) => row.detail);
          expect(details).toEqual([
            expect.stringMatching(/^(SCAN|SEARCH) listing USING COVERING INDEX \w+_listing_by_/),
          ]);
        });
      }
    }
  }
});

describe("a price range's total", () => {
  const db = seeded();
  afterAll(() => db.close());
  const totalPlan = (
    filter: Partial<ProductListFilter>,
    wholeCategoryOf: (group: readonly number[]) => number | undefined = () => undefined,
  ) => {
    const built = indexedListingSql(
      { offset: 0, limit: 24, orderBy: 'date', order: 'desc', now, ...filter },
      wholeCategoryOf,
    );
    return db
      .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${built.total}`)
      .all(...built.totalArgs)
      .map((row) => row.detail);
  };

  it("counts the price index's range, not every listed product", () => {
    expect(totalPlan({ minPrice: 100_000, maxPrice: 900_000 })).toEqual([
      expect.stringMatching(/^SEARCH listing USING COVERING INDEX product_listing_by_price/),
    ]);
  });

  it("inside a whole category, counts that category's price range", () => {
    expect(totalPlan({ categoryGroups: [[1, 2, 3]], minPrice: 100_000 }, () => 1)).toEqual([
      expect.stringMatching(
        /^SEARCH listing USING COVERING INDEX category_listing_by_price \(category_id=\? AND price>\?\)/,
      ),
    ]);
  });
});

describe('a whole category is read off the category listing, counted over its own range', () => {
  const db = seeded();
  afterAll(() => db.close());
  it("an attribute filter's total is counted from the term's products, not by looking up every product's terms", () => {
    const built = indexedListingSql({
      offset: 0,
      limit: 24,
      orderBy: 'date',
      order: 'desc',
      now,
      minPrice: 1,
      attributes: [{ taxonomy: 'pa_color', slugs: ['red', 'blue'], termIds: [], operator: 'in' }],
    });
    const details = db
      .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${built.total}`)
      .all(...built.totalArgs)
      .map((row) => row.detail);
    expect(details.filter((detail) => /^SCAN/.test(detail))).toEqual([]);
    expect(details.join('\n')).toMatch(/product_attribute_terms_by_term \(term_id=\?\)/);
  });
  // Category 1 with everything below it, as the products route widens `category=`.
  const wholeCategoryOf = (group: readonly number[]) => (group.includes(1) ? 1 : undefined);
  const CATEGORY_FILTERS: Record<string, Partial<ProductListFilter>> = {
    category: { categoryGroups: [[1, 2, 3]] },
    'category and price': { categoryGroups: [[1, 2, 3]], minPrice: 100_000 },
    'category, stock and colour': {
      categoryGroups: [[1, 2, 3]],
      stockStatus: ['instock'],
      attributes: [{ taxonomy: 'pa_color', slugs: ['red'], termIds: [], operator: 'in' }],
    },
    'two categories (and)': { categoryGroups: [[1, 2, 3], [7]], categoryOperator: 'and' },
  };
  const plan = (sql: string, args: unknown[]) =>
    db
      .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...args, { limit: 24, offset: 48 })
      .map((row) => row.detail);

  for (const orderBy of ORDERS) {
    for (const [name, filter] of Object.entries(CATEGORY_FILTERS)) {
      it(`${orderBy}, ${name}: the page and its total stay inside the category's range`, () => {
        const built = indexedListingSql(
          { offset: 48, limit: 24, orderBy, order: 'desc', now, ...filter },
          wholeCategoryOf,
        );
        for (const details of [plan(built.ids, built.args), plan(built.total, built.totalArgs)]) {
          expect(details.filter((detail) => /TEMP B-TREE/.test(detail))).toEqual([]);
          expect(details.filter((detail) => /^SCAN/.test(detail))).toEqual([]);
          expect(details.join('\n')).toMatch(/SEARCH listing USING .*category_id=\?/);
        }
      });
    }
  }
});

describe("a search starts from its hits, inside a whole category off the category listing's key", () => {
  const db = seeded();
  afterAll(() => db.close());
  // Hits as the search index answers them: every listed product, ranked by a mix of its id.
  const hits = db
    .prepare<[], { id: number }>('SELECT id FROM product_listing')
    .all()
    .map((row) => [row.id, (row.id * 7) % 13] as const);
  // Category 1 and every category below it, as the products route widens `category=`.
  const whole = db
    .prepare<[], { id: number }>(
      `WITH RECURSIVE below(id) AS (SELECT 1 UNION SELECT c.id FROM product_categories c
         JOIN below ON c.parent = below.id) SELECT id FROM below`,
    )
    .all()
    .map((row) => row.id);
  const wholeCategoryOf = (group: readonly number[]) => (group === whole ? 1 : undefined);
  const SEARCH_FILTERS: Record<string, Partial<ProductListFilter>> = {
    none: {},
    category: { categoryGroups: [whole] },
    'category, stock and colour': {
      categoryGroups: [whole],
      stockStatus: ['instock'],
      attributes: [{ taxonomy: 'pa_color', slugs: ['red'], termIds: [], operator: 'in' }],
    },
  };
  const named = { limit: 24, offset: 0 };
  const plan = (sql: string, args: unknown[]) =>
    db
      .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...args, ...(sql.includes('@limit') ? [named] : []))
      .map((row) => row.detail);

  for (const orderBy of ['relevance', 'price'] as const) {
    for (const [name, filter] of Object.entries(SEARCH_FILTERS)) {
      it(`${orderBy}, ${name}: each hit is looked up by key, and the answer is the links' answer`, () => {
        const asked: ProductListFilter = {
          offset: 0,
          limit: 24,
          orderBy,
          order: 'desc',
          now,
          ...filter,
        };
        const built = indexedListingSql(asked, wholeCategoryOf, hits);
        for (const details of [plan(built.ids, built.args), plan(built.total, built.totalArgs)]) {
          expect(details.filter((detail) => /^SCAN/.test(detail))).toEqual([
            'SCAN hits VIRTUAL TABLE INDEX 1:',
          ]);
          expect(details.join('\n')).toMatch(
            filter.categoryGroups === undefined
              ? /SEARCH listing USING INTEGER PRIMARY KEY/
              : /SEARCH listing USING .*\((category_id=\? AND id=\?|id=\? AND category_id=\?)\)/,
          );
        }
        const byLinks = indexedListingSql(asked, () => undefined, hits);
        const answer = (sql: IndexedListingSql) => ({
          ids: db.prepare(sql.ids).all(...sql.args, named),
          total: db.prepare(sql.total).get(...sql.totalArgs),
        });
        const kept = answer(built);
        expect(kept.ids.length).toBeGreaterThan(0);
        expect(kept).toEqual(answer(byLinks));
      });
    }
  }
});

describe('the listing lookup stays right through writes and a moving clock', () => {
  const db = seeded();
  const catalog = createSqliteCatalogRepository(db);
  afterAll(() => db.close());

  /** The stored rows against the same rows computed afresh at `at`. */
  function expectFresh(at: string) {
    const stored = db
      .prepare(`SELECT * FROM product_listing ORDER BY id`)
      .all()
      .map((row) => Object.values(row as object));
    const fresh = db
      .prepare(`${listingRowsSql('1', `'${at}'`)} ORDER BY p.id`)
      .raw()
      .all();
    expect(stored).toEqual(fresh);
  }

  it('follows stock, price and status writes on products and variations', () => {
    const sneaker = catalog.findProductBySlug('custom-sneaker');
    const bank = catalog.findProductBySlug('power-bank-20000');
    if (!sneaker || !bank) throw new Error('not seeded');
    for (const variation of catalog.variationsOf(sneaker.id)) catalog.setStock(variation.id, 0);
    catalog.setStock(bank.id, 0);
    db.prepare(`UPDATE products SET regular_price = 1234560 WHERE id = ?`).run(bank.id);
    db.prepare(`UPDATE products SET status = 'private' WHERE slug = 'oversize-tshirt'`).run();
    catalog.listProducts({ offset: 0, limit: 10, orderBy: 'date', order: 'desc', now });
    expectFresh(now);
    const listed = db
      .prepare<[number], { stock: string }>('SELECT stock FROM product_listing WHERE id = ?')
      .get(sneaker.id);
    expect(listed?.stock).toBe('outofstock');
  });

  it('drops a sale that ends, and brings it back when the clock moves back', () => {
    const later = '2026-06-01T12:00:00';
    catalog.listProducts({ offset: 0, limit: 10, orderBy: 'price', order: 'asc', now: later });
    expectFresh(later);
    catalog.listProducts({ offset: 0, limit: 10, orderBy: 'price', order: 'asc', now });
    expectFresh(now);
  });
});

describe('one product by slug', () => {
  it('is found through the slug index, not by reading every product', () => {
    const db = seeded();
    const details = db
      .prepare<[], { detail: string }>(
        `EXPLAIN QUERY PLAN SELECT * FROM products WHERE slug = 'x' AND type != 'variation'
           AND type IN ('simple', 'variable') AND status = 'publish'`,
      )
      .all()
      .map((row) => row.detail);
    db.close();
    expect(details.join('\n')).toMatch(/USING INDEX products_slug/);
  });
});
