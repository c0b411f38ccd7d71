// A listing with price bounds (alone, or with other filters) counts its total from the sorted
// prices, and the total stays equal to a direct count of the listing lookup through a price edit,
// a sale that ends and a sale of stock (issue 28).
import { seedCatalogIfEmpty } from '../seed/catalog';
import type { ProductListFilter } from './catalogListing';
import { createSqliteCatalogRepository } from './catalogRepository';
import { IN_MEMORY, openDatabase } from './database';
import { indexedListingSql } from './indexedListing';
import { migrate } from './migrations';

describe('totals of a listing by price alone', () => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedCatalogIfEmpty(db, new Date('2025-06-01T12:00:00Z'));
  const catalog = createSqliteCatalogRepository(db);
  afterAll(() => db.close());

  const direct = (min = -Infinity, max = Infinity) =>
    db
      .prepare<[number, number], number>(
        'SELECT COUNT(*) FROM product_listing WHERE price >= ? AND price <= ?',
      )
      .pluck()
      .get(min, max);
  const listing = (now: string, bounds: Partial<ProductListFilter>): ProductListFilter => ({
    offset: 0,
    limit: 3,
    orderBy: 'price',
    order: 'asc',
    now,
    ...bounds,
  });
  const prices = () =>
    db
      .prepare<[], number>('SELECT price FROM product_listing WHERE price IS NOT NULL')
      .pluck()
      .all()
      .sort((a, b) => a - b);

  /** Every kind of bound, at and between listed prices, against the lookup counted in SQL. */
  function expectTotalsAsCounted(now: string) {
    const listed = prices();
    const middle = listed[Math.floor(listed.length / 2)] ?? 0;
    const low = listed[2] ?? 0;
    const cases: [number | undefined, number | undefined][] = [
      [0, undefined],
      [middle, undefined],
      [middle + 1, undefined],
      [undefined, middle],
      [undefined, middle - 1],
      [low, middle],
      [middle, middle],
      [middle, low],
      [(listed.at(-1) ?? 0) + 1, undefined],
    ];
    for (const [minPrice, maxPrice] of cases) {
      const { total, items } = catalog.listProducts(listing(now, { minPrice, maxPrice }));
      expect({ minPrice, maxPrice, total }).toEqual({
        minPrice,
        maxPrice,
        total: direct(minPrice, maxPrice),
      });
      expect(items.length).toBe(Math.min(3, total));
    }
  }

  it('counts as SQL does, without the count query, through a price edit and a sale that ends', () => {
    const statements = Object.getPrototypeOf(db.prepare('SELECT 1')) as { get: () => unknown };
    const get = jest.spyOn(statements, 'get');
    try {
      expectTotalsAsCounted('2025-06-01T12:00:00');
      const counts = get.mock.contexts.filter((statement) =>
        (statement as { source: string }).source.includes('SELECT COUNT(*) AS total FROM'),
      );
      expect(counts).toEqual([]);
    } finally {
      get.mockRestore();
    }

    // The cheapest product made dearest: a catalogue write.
    const cheapest = catalog.listProducts(listing('2025-06-01T12:00:00', { minPrice: 0 })).items[0];
    if (!cheapest) throw new Error('no priced product');
    db.prepare('UPDATE products SET regular_price = 999999999, sale_price = NULL WHERE id = ?').run(
      cheapest.id,
    );
    expectTotalsAsCounted('2025-06-01T12:00:01');

    // A sale at a tenth of the price that ends in an hour: the listing an hour later counts the
    // full price.
    db.prepare(
      `UPDATE products SET sale_price = regular_price / 10, sale_ends_gmt = '2025-06-01T13:00:00'
       WHERE id = ?`,
    ).run(cheapest.id);
    expectTotalsAsCounted('2025-06-01T12:00:02');
    const during = catalog.listProducts(
      listing('2025-06-01T12:00:03', { maxPrice: 999999999 - 1 }),
    ).total;
    const after = catalog.listProducts(
      listing('2025-06-01T13:00:01', { maxPrice: 999999999 - 1 }),
    ).total;
    expect(after).toBe(during - 1);
    expectTotalsAsCounted('2025-06-01T13:00:02');
  });
});

describe('totals of a filtered listing with price bounds', () => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedCatalogIfEmpty(db, new Date('2025-06-01T12:00:00Z'));
  const catalog = createSqliteCatalogRepository(db);
  afterAll(() => db.close());

  const NOW = '2025-06-01T12:00:00';
  const categoryIds = db.prepare<[], number>('SELECT id FROM product_categories').pluck().all();
  const colours = db
    .prepare<[], string>(
      `SELECT t.slug FROM attribute_terms t JOIN product_attributes a ON a.id = t.attribute_id
       WHERE a.taxonomy = 'pa_color'`,
    )
    .pluck()
    .all();
  const prices = db
    .prepare<[], number>('SELECT DISTINCT price FROM product_listing WHERE price IS NOT NULL')
    .pluck()
    .all()
    .sort((a, b) => a - b);
  const middle = prices[Math.floor(prices.length / 2)] ?? 0;

  /** Filters of every kind the slider sits beside, each with bounds at and around a price. */
  function filters(): Partial<ProductListFilter>[] {
    const others: Partial<ProductListFilter>[] = [
      ...categoryIds.slice(0, 4).map((id) => ({ categoryGroups: [[id]] })),
      { categoryGroups: [categoryIds], categoryOperator: 'not_in' as const },
      ...colours.slice(0, 4).map((slug) => ({
        attributes: [{ taxonomy: 'pa_color', slugs: [slug], termIds: [], operator: 'in' as const }],
      })),
      { featured: true },
      { onSale: true },
      { type: 'variable' },
      { stockStatus: ['instock' as const] },
    ];
    const bounds: Partial<ProductListFilter>[] = [
      { minPrice: 0 },
      { minPrice: middle },
      { minPrice: middle + 1 },
      { maxPrice: middle },
      { minPrice: prices[1] ?? 0, maxPrice: middle },
    ];
    return others.flatMap((other) => bounds.map((bound) => ({ ...other, ...bound })));
  }

  function expectTotalsAsCounted(now: string) {
    for (const asked of filters()) {
      const filter: ProductListFilter = {
        offset: 0,
        limit: 2,
        orderBy: 'date',
        order: 'desc',
        now,
        ...asked,
      };
      const built = indexedListingSql(filter);
      const counted = db
        .prepare<unknown[], { total: number }>(built.total)
        .get(...built.totalArgs)?.total;
      const statements = Object.getPrototypeOf(db.prepare('SELECT 1')) as { get: () => unknown };
      const get = jest.spyOn(statements, 'get');
      try {
        expect({ asked, total: catalog.listProducts(filter).total }).toEqual({
          asked,
          total: counted,
        });
        // Only a stock filter, which a sale changes, is counted in SQL.
        const counts = get.mock.contexts.filter((statement) =>
          (statement as { source: string }).source.includes('SELECT COUNT(*) AS total FROM'),
        );
        expect(counts.length).toBe(asked.stockStatus === undefined ? 0 : 1);
      } finally {
        get.mockRestore();
      }
    }
  }

  it('counts as SQL does, through a price edit and a sale of the last item of a product', () => {
    expectTotalsAsCounted(NOW);
    const priced = catalog.listProducts({
      offset: 0,
      limit: 1,
      orderBy: 'price',
      order: 'asc',
      now: NOW,
      minPrice: middle,
      stockStatus: ['instock'],
    }).items[0];
    if (!priced) throw new Error('no priced product in stock');
    // A sale: stock only, which moves no price but the stock filter's products.
    db.prepare(
      "UPDATE products SET stock_quantity = 0, stock_status = 'outofstock' WHERE id = ?",
    ).run(priced.id);
    expectTotalsAsCounted(NOW);
    // A catalogue write: the cheapest product made dearest.
    db.prepare('UPDATE products SET regular_price = 999999999, sale_price = NULL WHERE id = ?').run(
      priced.id,
    );
    expectTotalsAsCounted(NOW);
  });
});
