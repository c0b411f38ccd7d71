// The tables of checkout drafts and of WooCommerce's shipping zones with their places and
// methods.
import type Database from 'better-sqlite3';

/**
 * Checkout drafts and shipping zones (issue 14). A draft is an orders row with status
 * checkout-draft, as WooCommerce keeps it; checkout_drafts ties it to the store session whose
 * cart it stands for and holds its key, so the order's own order_key stays '' (every read of
 * placed orders skips it) until the checkout places it. Shipping zones are WooCommerce's: a zone
 * matches countries or provinces, and offers its methods in order. Shipped once, never edited.
 */
export function addCheckoutDraftsAndShipping(db: Database.Database): void {
  db.exec(`
    CREATE TABLE checkout_drafts (
      session_key TEXT PRIMARY KEY,
      order_id INTEGER NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
      order_key TEXT NOT NULL UNIQUE
    );
    CREATE TABLE shipping_zones (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      zone_order INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE shipping_zone_locations (
      zone_id INTEGER NOT NULL REFERENCES shipping_zones (id) ON DELETE CASCADE,
      type TEXT NOT NULL CHECK (type IN ('country', 'state')),
      code TEXT NOT NULL,
      PRIMARY KEY (zone_id, type, code)
    );
    CREATE TABLE shipping_zone_methods (
      instance_id INTEGER PRIMARY KEY AUTOINCREMENT,
      zone_id INTEGER NOT NULL REFERENCES shipping_zones (id) ON DELETE CASCADE,
      method_id TEXT NOT NULL CHECK (method_id IN ('free_shipping')),
      title TEXT NOT NULL,
      method_order INTEGER NOT NULL DEFAULT 0,
      enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1))
    );
    CREATE INDEX shipping_zone_methods_by_zone ON shipping_zone_methods (zone_id, method_order);
  `);
}
