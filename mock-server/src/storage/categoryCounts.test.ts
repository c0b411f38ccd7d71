// Category product counts are kept on writes and always match a direct count, after seeding and
// through product, link and category writes.
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

  /** The category listing against its definition: each tree row beside its listing row. */
  function expectCategoryListing() {
    const kept = db.prepare('SELECT * FROM category_listing ORDER BY category_id, id').raw().all();
    const direct = db
      .prepare(
        `SELECT t.category_id, l.* FROM product_category_tree t
         JOIN product_listing l ON l.id = t.product_id ORDER BY t.category_id, l.id`,
      )
      .raw()
      .all();
    expect(kept).toEqual(direct);
    expect(kept.length).toBeGreaterThan(10);
    // A whole category's page (the category listing) lists what the whole-shop lookup does
    // (two groups, one of them empty, keep a listing on the whole-shop lookup).
    const all = catalog.allCategories();
    const below = (id: number): number[] => [
      id,
      ...all.filter((c) => c.parent === id).flatMap((c) => below(c.id)),
    ];
    for (const category of all.filter((c) => c.parent === 0)) {
      const page = (groups: number[][]) =>
        catalog
          .listProducts({
            offset: 0,
            limit: 100,
            orderBy: 'price',
            order: 'asc',
            now,
            categoryGroups: groups,
          })
          .items.map((item) => item.id);
      expect(page([below(category.id)])).toEqual(page([below(category.id), []]));
    }
  }
  const expectCounts = () => {
    expect(catalog.categoryCounts()).toEqual(counted());
    expectCategoryListing();
  };

  it('match a direct count after seeding and through product, link and category writes', () => {
    expectCounts();
    expect(catalog.categoryCounts().size).toBeGreaterThan(10);
    const [first, second] = catalog.allCategories().filter((c) => c.parent !== 0);
    const bank = catalog.findProductBySlug('power-bank-20000');
    if (!first || !second || !bank) throw new Error('not seeded');
    const writer = createSqliteCatalogWriter(db);
    // A second link to another category, and to the parent it already counts in.
    writer.linkCategory(bank.id, first.id);
    writer.linkCategory(bank.id, first.parent);
    expectCounts();
    db.prepare(`UPDATE products SET status = 'private' WHERE id = ?`).run(bank.id);
    expectCounts();
    db.prepare(`UPDATE products SET status = 'publish' WHERE id = ?`).run(bank.id);
    expectCounts();
    // A stock change (a sale) leaves the counts alone, and they stay right.
    catalog.setStock(bank.id, 0);
    expectCounts();
    db.prepare('UPDATE products SET regular_price = 7770000 WHERE id = ?').run(bank.id);
    expectCounts();
    db.prepare('DELETE FROM product_category_links WHERE product_id = ? AND category_id = ?').run(
      bank.id,
      first.id,
    );
    expectCounts();
    db.prepare('UPDATE product_categories SET parent = ? WHERE id = ?').run(second.id, first.id);
    expectCounts();
    const sneaker = catalog.findProductBySlug('custom-sneaker');
    db.prepare('DELETE FROM products WHERE id = ? OR parent_id = ?').run(sneaker?.id, sneaker?.id);
    expectCounts();
    db.prepare('DELETE FROM product_categories WHERE id = ?').run(second.id);
    expectCounts();
  });
});
