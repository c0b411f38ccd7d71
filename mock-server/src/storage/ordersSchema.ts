// The first tables of orders and their meta, where each order's attribution is kept.
import type Database from 'better-sqlite3';

/**
 * Orders and their meta, WooCommerce style: attribution lives in meta rows keyed
 * `_{prefix}{field}`, so a configured field list needs no schema change. The checkout issue
 * adds its own columns and tables in later migrations; this one is never edited once shipped.
 */
export function createOrderTables(db: Database.Database): void {
  db.exec(`
    CREATE TABLE orders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      status TEXT NOT NULL DEFAULT 'processing',
      currency TEXT NOT NULL DEFAULT 'IRT',
      total INTEGER NOT NULL DEFAULT 0 CHECK (total >= 0),
      customer_ip TEXT NOT NULL DEFAULT '',
      customer_user_agent TEXT NOT NULL DEFAULT '',
      created_gmt TEXT NOT NULL
    );
    CREATE INDEX orders_by_created ON orders (created_gmt);
    CREATE TABLE order_meta (
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      meta_key TEXT NOT NULL,
      meta_value TEXT NOT NULL,
      PRIMARY KEY (order_id, meta_key)
    );
    CREATE INDEX order_meta_by_key ON order_meta (meta_key, meta_value);
  `);
}
