// What a sale changes on the shop's pages: whether it moved a product's listed stock status (a
// listing card shows only in or out of stock) and which products' stock it moved since a mark.
import type Database from 'better-sqlite3';
import { otherThanStockChanged } from './stockWritesSchema';

/**
 * The page cache forgets after a sale only what shows the sold stock (issue 28). Listing cards,
 * the home page and search show a product in or out of stock, never its quantity, so they are
 * drawn afresh only when `catalog_state.listed_stock_version` moves: a product_listing row is
 * written with another `stock` than its product had (`listed_stock` remembers the last one,
 * since the listing triggers delete and insert a row on every write). A product page shows the
 * quantity: `product_versions.stock_mark` is the `stock_version` of its last stock write, so the
 * products sold since a mark are read off an index.
 *
 * Checkout took stock without ever setting `outofstock` (the product view read 0 as sold out,
 * the listing did not, so "in stock only" listed it). As WooCommerce does when it saves a
 * managed stock, the stock writes now set the status; rows left at 0 and `instock` are fixed.
 */
export function keepListedStock(db: Database.Database): void {
  const otherChanged = otherThanStockChanged(db);
  db.exec(`
    UPDATE products SET stock_status = 'outofstock'
      WHERE stock_quantity IS NOT NULL AND stock_quantity <= 0 AND stock_status = 'instock';
    ALTER TABLE catalog_state ADD COLUMN listed_stock_version INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE listed_stock (
      id INTEGER PRIMARY KEY,
      stock TEXT NOT NULL
    );
    INSERT INTO listed_stock (id, stock) SELECT id, stock FROM product_listing;
    CREATE TRIGGER product_listing_moves_listed_stock AFTER INSERT ON product_listing
      WHEN NEW.stock IS NOT (SELECT stock FROM listed_stock WHERE id = NEW.id)
    BEGIN
      UPDATE catalog_state SET listed_stock_version = listed_stock_version + 1 WHERE id = 1;
      INSERT INTO listed_stock (id, stock) VALUES (NEW.id, NEW.stock)
        ON CONFLICT (id) DO UPDATE SET stock = excluded.stock;
    END;
    ALTER TABLE product_versions ADD COLUMN stock_mark INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX product_versions_by_stock_mark ON product_versions (stock_mark);
    DROP TRIGGER products_stock_bumps_product;
    CREATE TRIGGER products_stock_bumps_product AFTER UPDATE OF stock_quantity, stock_status
      ON products WHEN NOT (${otherChanged})
    BEGIN
      UPDATE catalog_state SET stock_version = stock_version + 1 WHERE id = 1;
      INSERT INTO product_versions (product_id, version, stock_mark)
        VALUES (CASE WHEN NEW.parent_id = 0 THEN NEW.id ELSE NEW.parent_id END, 1,
          (SELECT stock_version FROM catalog_state WHERE id = 1))
        ON CONFLICT (product_id) DO UPDATE SET version = version + 1,
          stock_mark = excluded.stock_mark;
    END;
  `);
}
