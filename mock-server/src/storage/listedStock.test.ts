// What a sale's stock writes move (listedStockSchema.ts): the listed stock status version only
// when a listed product goes out of or back into stock, the sold products' marks always.
import { seedCatalogIfEmpty } from '../seed/catalog';
import { VECTOR_PRODUCT_SLUG } from '../seed/catalogProducts';
import { createSqliteCatalogRepository } from './catalogRepository';
import { IN_MEMORY, openDatabase } from './database';
import { migrate } from './migrations';
import { createSqliteOrderDetailsRepository } from './orderDetailsRepository';
import { createSqliteStockChanges } from './stockChanges';
import { createSqliteUnpaidOrdersRepository } from './unpaidOrdersRepository';

describe('listed stock status and stock marks', () => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedCatalogIfEmpty(db, new Date('2025-06-01T12:00:00Z'));
  const catalog = createSqliteCatalogRepository(db);
  const details = createSqliteOrderDetailsRepository(db);
  const unpaid = createSqliteUnpaidOrdersRepository(db);
  const changes = createSqliteStockChanges(db);
  afterAll(() => db.close());

  const listed = (id: number) =>
    db
      .prepare<[number], { stock: string }>('SELECT stock FROM product_listing WHERE id = ?')
      .get(id)?.stock;
  const product = (slug: string) => {
    const found = catalog.findProductBySlug(slug);
    if (!found) throw new Error(slug);
    return found;
  };

  it('a sale that sells nothing out moves only the sold product’s mark', () => {
    const bank = product('power-bank-20000');
    const before = changes.marks();
    expect(details.takeStock(bank.id, 2)).toBe(true);
    const after = changes.marks();
    expect(after).toEqual({ ...before, stock: before.stock + 1 });
    expect(changes.stockWrittenSince(before.stock)).toEqual([bank.slug]);
    expect(changes.stockWrittenSince(after.stock)).toEqual([]);
  });

  it('the last item puts the product out of stock in the listing; stock given back, in', () => {
    const bank = product('power-bank-20000');
    const left = catalog.findProductBySlug(bank.slug)?.stockQuantity ?? 0;
    const before = changes.marks();
    expect(details.takeStock(bank.id, left)).toBe(true);
    expect(listed(bank.id)).toBe('outofstock');
    const soldOut = changes.marks();
    expect(soldOut.listedStock).toBe(before.listedStock + 1);
    expect(soldOut.catalog).toBe(before.catalog);
    unpaid.restoreStock(bank.id, 1);
    expect(listed(bank.id)).toBe('instock');
    expect(changes.marks().listedStock).toBe(soldOut.listedStock + 1);
  });

  it('a variation sold out beside siblings in stock leaves the listed status', () => {
    const vector = product(VECTOR_PRODUCT_SLUG);
    const variation = catalog
      .variationsOf(vector.id)
      .find((candidate) => (candidate.stockQuantity ?? 0) > 0);
    if (!variation) throw new Error('no variation in stock');
    const before = changes.marks();
    expect(details.takeStock(variation.id, variation.stockQuantity ?? 0)).toBe(true);
    expect(listed(vector.id)).toBe('instock');
    expect(changes.marks().listedStock).toBe(before.listedStock);
    expect(changes.stockWrittenSince(before.stock)).toEqual([vector.slug]);
  });
});
