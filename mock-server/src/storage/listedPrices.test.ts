// A listing by price alone counts its total from the sorted prices, and the total stays equal to
// a direct count of the listing lookup through a price edit and a sale that ends (issue 28).
import { seedCatalogIfEmpty } from '../seed/catalog';
import type { ProductListFilter } from './catalogListing';
import { createSqliteCatalogRepository } from './catalogRepository';
import { IN_MEMORY, openDatabase } from './database';
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
