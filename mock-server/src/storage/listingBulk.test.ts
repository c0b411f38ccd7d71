// Bulk inserts and the listing lookup: rows refreshed once at the end are the rows a direct
// computation gives, and outside a bulk every insert refreshes its product at once.
import type Database from 'better-sqlite3';
import { seedCatalogIfEmpty } from '../seed/catalog';
import { createSqliteCatalogWriter } from './catalogWriter';
import { IN_MEMORY, openDatabase } from './database';
import { listingRowsSql } from './listingSchema';
import { migrate } from './migrations';

const now = '2025-06-01T12:00:00';

/** The listing rows as stored, and as the listing's own query computes them from products. */
function storedAndComputed(db: Database.Database) {
  const stored = db.prepare('SELECT * FROM product_listing ORDER BY id').raw().all();
  const computed = db
    .prepare(`${listingRowsSql('1')} ORDER BY p.id`)
    .raw()
    .all();
  return { stored, computed };
}

function categoryRowsStoredAndJoined(db: Database.Database) {
  const stored = db
    .prepare('SELECT category_id, id, price, on_sale, stock FROM category_listing ORDER BY 1, 2')
    .raw()
    .all();
  const joined = db
    .prepare(
      `SELECT t.category_id, l.id, l.price, l.on_sale, l.stock FROM product_category_tree t
       JOIN product_listing l ON l.id = t.product_id ORDER BY 1, 2`,
    )
    .raw()
    .all();
  return { stored, joined };
}

const deferring = (db: Database.Database) =>
  db.prepare<[], { deferring: number }>('SELECT deferring FROM listing_state').get()?.deferring;
const pending = (db: Database.Database) =>
  db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM listing_pending').get()?.n;

/** A copy of variation `id` of the same parent at another price, inserted on its own. */
function addVariationAt(db: Database.Database, id: number, price: number): void {
  db.prepare(
    `INSERT INTO products (type, parent_id, status, slug, name, sku, search_text, regular_price,
       sale_price, stock_quantity, stock_status, attributes, date_created_gmt, modified_gmt)
     SELECT type, parent_id, status, slug || '-copy', name, sku || '-copy', search_text, ?, NULL,
       stock_quantity, 'instock', attributes, date_created_gmt, modified_gmt
     FROM products WHERE id = ?`,
  ).run(price, id);
}

/** The first or last published variation of a published product. */
function publishedVariation(db: Database.Database, which: 'first' | 'last') {
  const variation = db
    .prepare<[], { id: number; parent_id: number }>(
      `SELECT v.id, v.parent_id FROM products v JOIN products p ON p.id = v.parent_id
       WHERE v.type = 'variation' AND v.status = 'publish' AND p.status = 'publish'
       ORDER BY v.id ${which === 'first' ? 'ASC' : 'DESC'} LIMIT 1`,
    )
    .get();
  if (!variation) throw new Error('the seed has no published variation');
  return variation;
}

describe('the listing lookup after bulk inserts', () => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedCatalogIfEmpty(db, new Date(`${now}Z`));
  afterAll(() => db.close());

  it('holds the rows a direct computation gives once the seed (one bulk) has ended', () => {
    const { stored, computed } = storedAndComputed(db);
    expect(stored.length).toBeGreaterThan(40);
    expect(stored).toEqual(computed);
    const categories = categoryRowsStoredAndJoined(db);
    expect(categories.stored.length).toBeGreaterThan(40);
    expect(categories.stored).toEqual(categories.joined);
    expect(deferring(db)).toBe(0);
    expect(pending(db)).toBe(0);
  });

  it('refreshes a product at once when a variation is inserted outside a bulk', () => {
    const variation = publishedVariation(db, 'first');
    addVariationAt(db, variation.id, 1);
    const price = db
      .prepare<[number], { price: number }>('SELECT price FROM product_listing WHERE id = ?')
      .get(variation.parent_id)?.price;
    expect(price).toBe(1);
    const { stored, computed } = storedAndComputed(db);
    expect(stored).toEqual(computed);
    expect(pending(db)).toBe(0);
  });

  it('leaves nothing deferred when a bulk fails, and refreshes at once after it', () => {
    const writer = createSqliteCatalogWriter(db);
    const variation = publishedVariation(db, 'last');
    const count = () => db.prepare('SELECT COUNT(*) FROM products').pluck().get();
    const before = count();
    expect(() =>
      writer.inBulk(() => {
        addVariationAt(db, variation.id, 2);
        throw new Error('the import failed');
      }),
    ).toThrow('the import failed');
    expect(count()).toBe(before);
    expect(deferring(db)).toBe(0);
    expect(pending(db)).toBe(0);
    addVariationAt(db, variation.id, 0);
    const { stored, computed } = storedAndComputed(db);
    expect(stored).toEqual(computed);
    expect(
      db.prepare('SELECT price FROM product_listing WHERE id = ?').pluck().get(variation.parent_id),
    ).toBe(0);
  });
});
