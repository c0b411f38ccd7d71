// A listing page reads the rows of the products whose built answers it does not keep, and no
// others: a page of kept products reads none, and a product written since is read and shown
// afresh (issue 28).
import { seedCatalogIfEmpty } from '../../seed/catalog';
import { createSqliteCatalogRepository } from '../../storage/catalogRepository';
import { IN_MEMORY, openDatabase } from '../../storage/database';
import { migrate } from '../../storage/migrations';
import { CatalogReader, type ProductListQuery } from './catalogReader';

describe('a listing page and the rows it reads', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedCatalogIfEmpty(db, now);
  const catalog = createSqliteCatalogRepository(db);
  const read: number[][] = [];
  const reader = new CatalogReader(
    {
      ...catalog,
      productsByIds: (ids) => {
        read.push([...ids]);
        return catalog.productsByIds(ids);
      },
    },
    () => now,
    { hideOutOfStockItems: false, disableOutOfStockVariations: false, swatches: null },
  );
  const origin = 'http://shop.test';
  afterAll(() => db.close());

  const page = (minPrice: number): ProductListQuery => ({
    offset: 0,
    limit: 6,
    orderBy: 'date',
    order: 'desc',
    minPrice,
  });

  it('reads no row for kept products, and the row of a product written since', () => {
    const first = reader.listProducts(page(0), origin);
    expect(first.items).toHaveLength(6);
    expect(read.flat().sort()).toEqual(first.items.map((item) => item.id).sort());

    // Another listing (a new price bound) of the same products: their answers are kept.
    read.length = 0;
    const again = reader.listProducts(page(1), origin);
    expect(again.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id));
    expect(read).toEqual([]);

    const renamed = first.items[2];
    if (!renamed) throw new Error('a page of six products');
    db.prepare(`UPDATE products SET name = 'نام تازه' WHERE id = ?`).run(renamed.id);
    const afterWrite = reader.listProducts(page(2), origin);
    expect(read).toEqual([[renamed.id]]);
    expect(afterWrite.items.map((item) => item.name)).toEqual(
      first.items.map((item) => (item.id === renamed.id ? 'نام تازه' : item.name)),
    );
  });
});
