// The catalogue's tables (pictures, categories, products and variations, attributes and their
// terms) and the carts' tables.
import type Database from 'better-sqlite3';

/**
 * The catalogue tables. Products and their variations share one table and one id space, as
 * WooCommerce's posts do: add-item takes either a product id or a variation id, so the two must
 * never collide. Money is whole Toman (INTEGER); a NULL stock_quantity means stock is not managed.
 */
export function createCatalogTables(db: Database.Database): void {
  db.exec(`
    CREATE TABLE catalog_images (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      file_key TEXT NOT NULL UNIQUE,
      shape TEXT NOT NULL,
      primary_color TEXT NOT NULL,
      secondary_color TEXT NOT NULL,
      view INTEGER NOT NULL DEFAULT 0,
      alt TEXT NOT NULL DEFAULT ''
    );
    CREATE TABLE product_categories (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      slug TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      description TEXT NOT NULL DEFAULT '',
      parent INTEGER NOT NULL DEFAULT 0,
      menu_order INTEGER NOT NULL DEFAULT 0,
      image_id INTEGER REFERENCES catalog_images (id)
    );
    CREATE TABLE product_attributes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      taxonomy TEXT NOT NULL UNIQUE,
      label TEXT NOT NULL,
      swatch_type TEXT NOT NULL CHECK (swatch_type IN ('color', 'button', 'radio', 'image', 'select'))
    );
    CREATE TABLE attribute_terms (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      attribute_id INTEGER NOT NULL REFERENCES product_attributes (id),
      slug TEXT NOT NULL,
      name TEXT NOT NULL,
      menu_order INTEGER NOT NULL DEFAULT 0,
      primary_color TEXT,
      secondary_color TEXT,
      UNIQUE (attribute_id, slug)
    );
    CREATE TABLE products (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      type TEXT NOT NULL CHECK (type IN ('simple', 'variable', 'variation')),
      parent_id INTEGER NOT NULL DEFAULT 0,
      status TEXT NOT NULL DEFAULT 'publish' CHECK (status IN ('publish', 'private', 'trash')),
      slug TEXT NOT NULL,
      name TEXT NOT NULL,
      sku TEXT NOT NULL DEFAULT '',
      short_description TEXT NOT NULL DEFAULT '',
      description TEXT NOT NULL DEFAULT '',
      search_text TEXT NOT NULL DEFAULT '',
      regular_price INTEGER,
      sale_price INTEGER,
      sale_ends_gmt TEXT,
      stock_quantity INTEGER,
      stock_status TEXT NOT NULL DEFAULT 'instock' CHECK (stock_status IN ('instock', 'outofstock', 'onbackorder')),
      max_per_order INTEGER,
      sold_individually INTEGER NOT NULL DEFAULT 0,
      virtual INTEGER NOT NULL DEFAULT 0,
      downloadable INTEGER NOT NULL DEFAULT 0,
      weight_grams INTEGER,
      featured INTEGER NOT NULL DEFAULT 0,
      image_id INTEGER REFERENCES catalog_images (id),
      attributes TEXT NOT NULL DEFAULT '{}',
      default_attributes TEXT NOT NULL DEFAULT '{}',
      menu_order INTEGER NOT NULL DEFAULT 0,
      total_sales INTEGER NOT NULL DEFAULT 0,
      average_rating REAL NOT NULL DEFAULT 0,
      review_count INTEGER NOT NULL DEFAULT 0,
      date_created_gmt TEXT NOT NULL,
      modified_gmt TEXT NOT NULL
    );
    CREATE UNIQUE INDEX products_slug ON products (slug) WHERE type != 'variation';
    CREATE INDEX products_by_parent ON products (parent_id, menu_order, id);
    -- Covers what listings aggregate over variations: price, sale and stock per parent.
    CREATE INDEX products_variation_facts ON products
      (type, status, parent_id, regular_price, sale_price, sale_ends_gmt, stock_status);
    CREATE INDEX products_listing ON products (type, status, date_created_gmt);
    CREATE TABLE product_category_links (
      product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      category_id INTEGER NOT NULL REFERENCES product_categories (id) ON DELETE CASCADE,
      PRIMARY KEY (product_id, category_id)
    );
    CREATE INDEX product_category_links_by_category ON product_category_links (category_id, product_id);
    CREATE TABLE product_gallery (
      product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      image_id INTEGER NOT NULL REFERENCES catalog_images (id),
      position INTEGER NOT NULL,
      PRIMARY KEY (product_id, position)
    );
    CREATE TABLE product_attribute_terms (
      product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      attribute_id INTEGER NOT NULL REFERENCES product_attributes (id),
      term_id INTEGER NOT NULL REFERENCES attribute_terms (id),
      position INTEGER NOT NULL,
      is_variation INTEGER NOT NULL DEFAULT 1,
      PRIMARY KEY (product_id, term_id)
    );
    -- Bumped by every catalogue write, whoever makes it, so caches of built responses know
    -- when they are stale without each writer having to remember to tell them. \`version\`
    -- counts every write; \`shared_version\` only writes to what products share (attributes,
    -- terms, pictures, categories); product_versions counts writes to one product and its
    -- variations, so selling one product does not throw away another's cached answers.
    CREATE TABLE catalog_state (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      version INTEGER NOT NULL,
      shared_version INTEGER NOT NULL
    );
    INSERT INTO catalog_state (id, version, shared_version) VALUES (1, 0, 0);
    CREATE TABLE product_versions (
      product_id INTEGER PRIMARY KEY,
      version INTEGER NOT NULL
    );
  `);
  const bumpProduct = (row: 'NEW' | 'OLD') =>
    `INSERT INTO product_versions (product_id, version)
       VALUES (CASE WHEN ${row}.parent_id = 0 THEN ${row}.id ELSE ${row}.parent_id END, 1)
       ON CONFLICT (product_id) DO UPDATE SET version = version + 1;`;
  for (const event of ['INSERT', 'UPDATE', 'DELETE'] as const) {
    db.exec(
      `CREATE TRIGGER products_${event.toLowerCase()}_bumps_catalog AFTER ${event} ON products
       BEGIN
         UPDATE catalog_state SET version = version + 1 WHERE id = 1;
         ${bumpProduct(event === 'DELETE' ? 'OLD' : 'NEW')}
       END;`,
    );
  }
  for (const table of [
    'product_attribute_terms',
    'attribute_terms',
    'product_attributes',
    'catalog_images',
    'product_categories',
    'product_category_links',
    'product_gallery',
  ]) {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      db.exec(
        `CREATE TRIGGER ${table}_${event.toLowerCase()}_bumps_catalog AFTER ${event} ON ${table}
         BEGIN
           UPDATE catalog_state SET version = version + 1, shared_version = shared_version + 1
           WHERE id = 1;
         END;`,
      );
    }
  }
}

/**
 * Carts, WooCommerce-style: one per customer id (a guest's "t_…" id). A cookie session maps to
 * its customer id by a keyed hash (domain/cart/customer.ts); a Cart-Token carries the id itself.
 */
export function createCartTables(db: Database.Database): void {
  db.exec(`
    CREATE TABLE carts (
      customer_id TEXT PRIMARY KEY,
      updated_gmt TEXT NOT NULL
    );
    CREATE TABLE cart_items (
      customer_id TEXT NOT NULL REFERENCES carts (customer_id) ON DELETE CASCADE,
      item_key TEXT NOT NULL,
      product_id INTEGER NOT NULL,
      variation_id INTEGER NOT NULL DEFAULT 0,
      variation TEXT NOT NULL DEFAULT '{}',
      quantity INTEGER NOT NULL CHECK (quantity > 0),
      position INTEGER NOT NULL,
      PRIMARY KEY (customer_id, item_key)
    );
  `);
}
