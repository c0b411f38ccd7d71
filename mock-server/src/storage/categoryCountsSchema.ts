// Each category's count of listed products, its subcategories' included, kept by triggers as
// products are written.
import type Database from 'better-sqlite3';

/**
 * Category product counts kept on writes (issue 28), as WordPress keeps term counts: the count
 * of a category is the number of listed products (published, simple or variable) linked to it
 * or to a category below it. product_category_tree holds, per listed product, every category
 * it counts in (its links and their ancestors, up to MAX_DEPTH levels up: SQLite allows no
 * recursive query inside a trigger); its primary key makes a product count once however many
 * links lead to the same category, and its own triggers move category_counts by one.
 */
export const MAX_DEPTH = 6;

/** The (product, category) pairs of products `ids` (SQL list) that are listed. */
function treeRowsSql(ids: string): string {
  const selects: string[] = [];
  for (let depth = 0; depth < MAX_DEPTH; depth += 1) {
    const joins = Array.from(
      { length: depth },
      (_, n) => `JOIN product_categories c${n + 1} ON c${n + 1}.id = c${n}.parent`,
    ).join(' ');
    selects.push(`SELECT l.product_id, c${depth}.id FROM product_category_links l
      JOIN products p ON p.id = l.product_id
      JOIN product_categories c0 ON c0.id = l.category_id ${joins}
      WHERE l.product_id IN (${ids})
        AND p.type IN ('simple', 'variable') AND p.status = 'publish'`);
  }
  return selects.join(' UNION ALL ');
}

/** Makes the tree rows of products `ids` (SQL list or subquery) what their links say now. */
export function refreshCategoryTreeSql(ids: string): string {
  return `DELETE FROM product_category_tree WHERE product_id IN (${ids});
    INSERT OR IGNORE INTO product_category_tree (product_id, category_id) ${treeRowsSql(ids)};`;
}

const EVERY_PRODUCT = 'SELECT id FROM products WHERE parent_id = 0';

export function createCategoryCounts(db: Database.Database): void {
  db.exec(`
    CREATE TABLE category_counts (
      category_id INTEGER PRIMARY KEY,
      count INTEGER NOT NULL
    );
    CREATE TABLE product_category_tree (
      product_id INTEGER NOT NULL,
      category_id INTEGER NOT NULL,
      PRIMARY KEY (product_id, category_id)
    ) WITHOUT ROWID;
    CREATE TRIGGER product_category_tree_insert_counts AFTER INSERT ON product_category_tree
    BEGIN
      INSERT INTO category_counts (category_id, count) VALUES (NEW.category_id, 1)
        ON CONFLICT (category_id) DO UPDATE SET count = count + 1;
    END;
    CREATE TRIGGER product_category_tree_delete_counts AFTER DELETE ON product_category_tree
    BEGIN
      UPDATE category_counts SET count = count - 1 WHERE category_id = OLD.category_id;
    END;
    CREATE TRIGGER product_category_links_insert_counts AFTER INSERT ON product_category_links
    BEGIN ${refreshCategoryTreeSql('NEW.product_id')} END;
    CREATE TRIGGER product_category_links_delete_counts AFTER DELETE ON product_category_links
    BEGIN ${refreshCategoryTreeSql('OLD.product_id')} END;
    -- Only what decides whether a product is listed; a stock change never gets here.
    CREATE TRIGGER products_listed_counts AFTER UPDATE OF status, type ON products
      WHEN NEW.parent_id = 0
    BEGIN ${refreshCategoryTreeSql('NEW.id')} END;
    CREATE TRIGGER products_delete_counts AFTER DELETE ON products WHEN OLD.parent_id = 0
    BEGIN DELETE FROM product_category_tree WHERE product_id = OLD.id; END;
    -- A category moved or removed: rare, so every product is placed again.
    CREATE TRIGGER product_categories_parent_counts AFTER UPDATE OF parent ON product_categories
    BEGIN ${refreshCategoryTreeSql(EVERY_PRODUCT)} END;
    CREATE TRIGGER product_categories_delete_counts AFTER DELETE ON product_categories
    BEGIN
      ${refreshCategoryTreeSql(EVERY_PRODUCT)}
      DELETE FROM category_counts WHERE category_id = OLD.id;
    END;
  `);
  db.exec(refreshCategoryTreeSql(EVERY_PRODUCT));
}
