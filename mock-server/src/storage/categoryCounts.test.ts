import { seedCatalogIfEmpty } from '../seed/catalog';
import { createSqliteCatalogRepository } from './catalogRepository';
import { createSqliteCatalogWriter } from './catalogWriter';
import { IN_MEMORY, openDatabase } from './database';
import { migrate } from './migrations';

const now = '2025-06-01T12:00:00';

describe('category counts kept on writes', () => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedCatalogIfEmpty(db, new Date(`${now}Z`));
  const catalog = createSqliteCatalogRepository(db);
  afterAll(() => db.close());

  /** What a count from scratch says: each category's own and its descendants' products. */
  function counted(): Map<number, number> {
    const all = catalog.allCategories();
    const below = (id: number): number[] => [
      id,
      ...all.filter((c) => c.parent === id).flatMap((c) => below(c.id)),
    ];
    return new Map(
      all
        .map((c) => [c.id, catalog.countInCategories(below(c.id))] as [number, number])
        .filter(([, count]) => count > 0),
    );
  }

  it('match a direct count after seeding and through product, link and category writes', () => {
    expect(catalog.categoryCounts()).toEqual(counted());
    expect(catalog.categoryCounts().size).toBeGreaterThan(10);
    const [first, second] = catalog.allCategories().filter((c) => c.parent !== 0);
    const bank = catalog.findProductBySlug('power-bank-20000');
    if (!first || !second || !bank) throw new Error('not seeded');
    const writer = createSqliteCatalogWriter(db);
    // A second link to another category, and to the parent it already counts in.
    writer.linkCategory(bank.id, first.id);
    writer.linkCategory(bank.id, first.parent);
    expect(catalog.categoryCounts()).toEqual(counted());
    db.prepare(`UPDATE products SET status = 'private' WHERE id = ?`).run(bank.id);
    expect(catalog.categoryCounts()).toEqual(counted());
    db.prepare(`UPDATE products SET status = 'publish' WHERE id = ?`).run(bank.id);
    expect(catalog.categoryCounts()).toEqual(counted());
    // A stock change (a sale) leaves the counts alone, and they stay right.
    catalog.setStock(bank.id, 0);
    expect(catalog.categoryCounts()).toEqual(counted());
    db.prepare('DELETE FROM product_category_links WHERE product_id = ? AND category_id = ?').run(
      bank.id,
      first.id,
    );
    expect(catalog.categoryCounts()).toEqual(counted());
    db.prepare('UPDATE product_categories SET parent = ? WHERE id = ?').run(second.id, first.id);
    expect(catalog.categoryCounts()).toEqual(counted());
    const sneaker = catalog.findProductBySlug('custom-sneaker');
    db.prepare('DELETE FROM products WHERE id = ? OR parent_id = ?').run(sneaker?.id, sneaker?.id);
    expect(catalog.categoryCounts()).toEqual(counted());
    db.prepare('DELETE FROM product_categories WHERE id = ?').run(second.id);
    expect(catalog.categoryCounts()).toEqual(counted());
  });
});
