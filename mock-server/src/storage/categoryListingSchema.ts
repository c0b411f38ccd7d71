// The listing lookup per category, kept by triggers, so a category page reads its products off
// one index range.
import type Database from 'better-sqlite3';

/**
 * The listing lookup per category (issue 28): one row per (category, listed product) that the
 * category tree (categoryCountsSchema.ts) holds, with the product's listing row (listingSchema.ts)
 * beside it, and each sort's index led by the category. A category page then reads its ids off
 * one index range in order and counts its matches over that range alone, where the whole-shop
 * lookup had to walk every product and look up its links (a page of a fifth of the shop took
 * 30 ms at 10,000 products, most of it counting).
 *
 * A row exists exactly when both its tree row and its listing row do: triggers on either table
 * add the row when the other is already there and remove it when either goes, so whichever
 * order a write's triggers run in, the table ends the same.
 */
export const CATEGORY_LISTING_COLUMNS = `id, type, slug, name, featured, menu_order, total_sales,
  average_rating, date_created_gmt, price, on_sale, stock`;

const fromListing = (alias: string) =>
  CATEGORY_LISTING_COLUMNS.split(',')
    .map((column) => `${alias}.${column.trim()}`)
    .join(', ');

export function createCategoryListing(db: Database.Database): void {
  db.exec(`
    CREATE TABLE category_listing (
      category_id INTEGER NOT NULL,
      id INTEGER NOT NULL,
      type TEXT NOT NULL,
      slug TEXT NOT NULL,
      name TEXT NOT NULL,
      featured INTEGER NOT NULL,
      menu_order INTEGER NOT NULL,
      total_sales INTEGER NOT NULL,
      average_rating REAL NOT NULL,
      date_created_gmt TEXT NOT NULL,
      price INTEGER,
      on_sale INTEGER NOT NULL,
      stock TEXT NOT NULL,
      PRIMARY KEY (category_id, id)
    ) WITHOUT ROWID;
    CREATE INDEX category_listing_by_product ON category_listing (id);
    CREATE INDEX category_listing_by_date ON category_listing (category_id, date_created_gmt, id);
    CREATE INDEX category_listing_by_price ON category_listing (category_id, price, id);
    CREATE INDEX category_listing_by_sales ON category_listing (category_id, total_sales, id);
    CREATE INDEX category_listing_by_rating ON category_listing (category_id, average_rating, id);
    CREATE INDEX category_listing_by_name ON category_listing (category_id, name, id);
    CREATE INDEX category_listing_by_menu_order ON category_listing (category_id, menu_order, id);
    CREATE INDEX category_listing_by_slug ON category_listing (category_id, slug, id);

    CREATE TRIGGER product_listing_insert_category_listing AFTER INSERT ON product_listing
    BEGIN
      INSERT OR REPLACE INTO category_listing (category_id, ${CATEGORY_LISTING_COLUMNS})
      SELECT t.category_id, ${fromListing('NEW')}
      FROM product_category_tree t WHERE t.product_id = NEW.id;
    END;
    CREATE TRIGGER product_listing_delete_category_listing AFTER DELETE ON product_listing
    BEGIN
      DELETE FROM category_listing WHERE id = OLD.id;
    END;
    CREATE TRIGGER product_category_tree_insert_listing AFTER INSERT ON product_category_tree
    BEGIN
      INSERT OR REPLACE INTO category_listing (category_id, ${CATEGORY_LISTING_COLUMNS})
      SELECT NEW.category_id, ${fromListing('l')}
      FROM product_listing l WHERE l.id = NEW.product_id;
    END;
    CREATE TRIGGER product_category_tree_delete_listing AFTER DELETE ON product_category_tree
    BEGIN
      DELETE FROM category_listing WHERE category_id = OLD.category_id AND id = OLD.product_id;
    END;

    INSERT INTO category_listing (category_id, ${CATEGORY_LISTING_COLUMNS})
    SELECT t.category_id, ${fromListing('l')}
    FROM product_category_tree t JOIN product_listing l ON l.id = t.product_id;
  `);
}
