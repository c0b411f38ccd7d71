// Listing pages are kept through sales: a sale draws afresh only the pages that show a product
// it sold (each product's stock mark), and a stock filter's pages, which it may change.
import { seedCatalogIfEmpty } from '../seed/catalog';
import type { ProductListFilter } from './catalogListing';
import { createSqliteCatalogRepository } from './catalogRepository';
import { IN_MEMORY, openDatabase } from './database';
import { migrate } from './migrations';

const now = '2025-06-01T12:00:00';

describe('answered listing pages through a sale', () => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedCatalogIfEmpty(db, new Date(`${now}Z`));
  const repository = createSqliteCatalogRepository(db);
  afterAll(() => db.close());

  const page = (offset: number, extra: Partial<ProductListFilter> = {}) =>
    repository.listProducts({ offset, limit: 5, orderBy: 'id', order: 'asc', now, ...extra }).items;
  const all = repository.listProductIds({
    offset: 0,
    limit: 100,
    orderBy: 'id',
    order: 'asc',
    now,
  }).ids;
  const powerBank = repository.findProductBySlug('power-bank-20000');
  if (!powerBank) throw new Error('not seeded');
  // The page of five holding the power bank, and another page.
  const soldAt = Math.floor(all.indexOf(powerBank.id) / 5) * 5;
  const otherAt = (soldAt + 5) % 20;

  it('keeps the pages without the sold product, and reads again the page with it', () => {
    const first = page(soldAt);
    const second = page(otherAt);
    expect(first.map((item) => item.id)).toContain(powerBank.id);
    expect(second.map((item) => item.id)).not.toContain(powerBank.id);
    const inStock = page(otherAt, { stockStatus: ['instock'] });
    // A sale of a product on neither page: both pages hold through it.
    const shown = new Set([...first, ...second].map((item) => item.id));
    const elsewhereId = all.find((id) => !shown.has(id))!;
    repository.setStock(elsewhereId, 40);
    expect(page(soldAt)[0]).toBe(first[0]);

    repository.setStock(powerBank.id, 77);
    expect(page(otherAt).every((item, index) => item === second[index])).toBe(true);
    const again = page(soldAt);
    expect(again[0]).not.toBe(first[0]);
    expect(again.find((item) => item.id === powerBank.id)?.stockQuantity).toBe(77);
    // A stock filter's page may list other products now: answered afresh, whatever it shows.
    expect(page(otherAt, { stockStatus: ['instock'] })[0]).not.toBe(inStock[0]);
  });
});
