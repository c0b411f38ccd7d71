// A sale and the cached listing pages: pages that do not show the sold product are kept, those
// that do and any stock-filtered page are answered afresh.
import { seedCatalogIfEmpty } from '../seed/catalog';
import type { ProductListFilter } from './catalogListing';
import { createSqliteCatalogRepository } from './catalogRepository';
import { IN_MEMORY, openDatabase } from './database';
import { migrate } from './migrations';
import { createSqliteOrderDetailsRepository } from './orderDetailsRepository';

const now = '2025-06-01T12:00:00';

describe('a sale and the cached listings', () => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedCatalogIfEmpty(db, new Date(`${now}Z`));
  const catalog = createSqliteCatalogRepository(db);
  const orders = createSqliteOrderDetailsRepository(db);
  afterAll(() => db.close());

  const page = (offset: number): ProductListFilter => ({
    offset,
    limit: 5,
    orderBy: 'date',
    order: 'desc',
    now,
  });

  it('keeps pages that do not show the product sold, and answers afresh those that do', () => {
    const managed = catalog
      .listProducts({ ...page(0), limit: 100 })
      .items.findIndex((item) => item.stockQuantity !== null && item.type === 'simple');
    const first = catalog.listProducts(page(0));
    const second = catalog.listProducts(page(managed));
    const version = catalog.version();
    const sold = second.items[0];
    if (managed < 5 || !sold) throw new Error('the first page must not show a managed product');
    expect(orders.takeStock(sold.id, 1)).toBe(true);
    expect(catalog.version()).toBe(version);
    // The first page is the very answer kept before (the same objects), the second is new.
    const firstAgain = catalog.listProducts(page(0));
    expect(firstAgain.items.every((item, index) => item === first.items[index])).toBe(true);
    const secondAgain = catalog.listProducts(page(managed));
    const soldAgain = secondAgain.items.find((item) => item.id === sold.id);
    expect(soldAgain).not.toBe(sold);
    expect(soldAgain?.stockQuantity).toBe((sold.stockQuantity ?? 0) - 1);
  });

  it('answers a stock-filtered page afresh after any sale', () => {
    const filter = { ...page(0), stockStatus: ['outofstock' as const] };
    const before = catalog.listProducts(filter);
    const instock = catalog
      .listProducts({ ...page(0), limit: 50, stockStatus: ['instock'] })
      .items.find((item) => item.type === 'simple' && item.stockQuantity !== null);
    if (!instock) throw new Error('no managed simple product in stock');
    expect(orders.takeStock(instock.id, instock.stockQuantity ?? 0)).toBe(true);
    db.prepare(`UPDATE products SET stock_status = 'outofstock' WHERE id = ?`).run(instock.id);
    const after = catalog.listProducts(filter);
    expect(after.total).toBe(before.total + 1);
  });
});
