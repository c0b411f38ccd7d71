// Triggers that tell a sale's stock write from any other product change, so a sale no longer
// empties the caches of every listing and sitemap.
import type Database from 'better-sqlite3';

/**
 * Sales stop emptying every cache (issue 28). A write to products that changes only its stock
 * (what checkout's takeStock does) moves that product's version and catalog_state.stock_version,
 * no longer the catalogue's version, so cached listings, category lists and sitemaps of other
 * products stay; a cache that shows stock checks the versions of the products it shows. Posts
 * get a version of their own too, so the sitemap files can be kept until a post changes.
 */
const STOCK_COLUMNS = new Set(['stock_quantity', 'stock_status']);

/** A trigger condition: an UPDATE of products changed some column other than the stock. */
export function otherThanStockChanged(db: Database.Database): string {
  const columns = db
    .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
    .all('products')
    .map((column) => column.name)
    .filter((name) => !STOCK_COLUMNS.has(name));
  return `NOT (${columns.map((name) => `OLD.${name} IS NEW.${name}`).join(' AND ')})`;
}

export function separateStockWrites(db: Database.Database): void {
  const otherChanged = otherThanStockChanged(db);
  const bumpProduct = `INSERT INTO product_versions (product_id, version)
       VALUES (CASE WHEN NEW.parent_id = 0 THEN NEW.id ELSE NEW.parent_id END, 1)
       ON CONFLICT (product_id) DO UPDATE SET version = version + 1;`;
  db.exec(`
    ALTER TABLE catalog_state ADD COLUMN stock_version INTEGER NOT NULL DEFAULT 0;
    DROP TRIGGER products_update_bumps_catalog;
    CREATE TRIGGER products_update_bumps_catalog AFTER UPDATE ON products
      WHEN ${otherChanged}
    BEGIN
      UPDATE catalog_state SET version = version + 1 WHERE id = 1;
      ${bumpProduct}
    END;
    CREATE TRIGGER products_stock_bumps_product AFTER UPDATE OF stock_quantity, stock_status
      ON products WHEN NOT (${otherChanged})
    BEGIN
      UPDATE catalog_state SET stock_version = stock_version + 1 WHERE id = 1;
      ${bumpProduct}
    END;
    CREATE TABLE posts_state (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      version INTEGER NOT NULL
    );
    INSERT INTO posts_state (id, version) VALUES (1, 0);
  `);
  for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
    db.exec(`CREATE TRIGGER posts_${event.toLowerCase()}_bumps_version AFTER ${event} ON posts
      BEGIN UPDATE posts_state SET version = version + 1 WHERE id = 1; END;`);
  }
}
