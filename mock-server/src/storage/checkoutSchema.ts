// The tables checkout added to the orders (key, customer, payment, money; lines, addresses,
// coupons, payment attempts), and the stock holds added after.
import type Database from 'better-sqlite3';

/**
 * What checkout adds to the attribution issue's orders: the order key, customer, payment method,
 * money breakdown and paid date as columns; lines, addresses and coupon lines in their own
 * tables; the coupon catalogue and the coupons applied to a cart; and the online payment
 * attempts (single-use gateway tokens). Shipped once, never edited: later changes get a new step.
 */
export function createCheckoutTables(db: Database.Database): void {
  for (const column of [
    "order_key TEXT NOT NULL DEFAULT ''",
    'customer_id INTEGER NOT NULL DEFAULT 0',
    "payment_method TEXT NOT NULL DEFAULT ''",
    "customer_note TEXT NOT NULL DEFAULT ''",
    'subtotal INTEGER NOT NULL DEFAULT 0',
    'discount_total INTEGER NOT NULL DEFAULT 0',
    'shipping_total INTEGER NOT NULL DEFAULT 0',
    "national_code TEXT NOT NULL DEFAULT ''",
    "transfer_reference TEXT NOT NULL DEFAULT ''",
    'paid_gmt TEXT',
  ]) {
    db.exec(`ALTER TABLE orders ADD COLUMN ${column}`);
  }
  db.exec(`
    CREATE INDEX orders_by_customer ON orders (customer_id, id);
    CREATE UNIQUE INDEX orders_by_key ON orders (order_key) WHERE order_key <> '';
    CREATE TABLE order_addresses (
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      type TEXT NOT NULL CHECK (type IN ('billing', 'shipping')),
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      company TEXT NOT NULL,
      address_1 TEXT NOT NULL,
      address_2 TEXT NOT NULL,
      city TEXT NOT NULL,
      state TEXT NOT NULL,
      postcode TEXT NOT NULL,
      country TEXT NOT NULL,
      phone TEXT NOT NULL,
      email TEXT NOT NULL,
      PRIMARY KEY (order_id, type)
    );
    CREATE INDEX order_addresses_by_contact ON order_addresses (email, phone);
    CREATE TABLE order_lines (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      product_id INTEGER NOT NULL,
      variation_id INTEGER NOT NULL,
      name TEXT NOT NULL,
      sku TEXT NOT NULL,
      quantity INTEGER NOT NULL CHECK (quantity > 0),
      price INTEGER NOT NULL CHECK (price >= 0),
      subtotal INTEGER NOT NULL CHECK (subtotal >= 0),
      total INTEGER NOT NULL CHECK (total >= 0),
      variation TEXT NOT NULL DEFAULT '[]'
    );
    CREATE INDEX order_lines_by_order ON order_lines (order_id, id);
    CREATE TABLE order_coupons (
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      code TEXT NOT NULL,
      discount INTEGER NOT NULL CHECK (discount >= 0),
      PRIMARY KEY (order_id, code)
    );
    CREATE TABLE coupons (
      code TEXT PRIMARY KEY,
      discount_type TEXT NOT NULL CHECK (discount_type IN ('percent', 'fixed_cart')),
      amount INTEGER NOT NULL CHECK (amount > 0),
      minimum_amount INTEGER NOT NULL DEFAULT 0,
      expires_gmt TEXT,
      description TEXT NOT NULL DEFAULT ''
    );
    CREATE TABLE cart_coupons (
      customer_id TEXT NOT NULL REFERENCES carts (customer_id) ON DELETE CASCADE,
      code TEXT NOT NULL,
      position INTEGER NOT NULL,
      PRIMARY KEY (customer_id, code)
    );
    CREATE TABLE payment_attempts (
      token TEXT PRIMARY KEY,
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      amount INTEGER NOT NULL,
      created_gmt TEXT NOT NULL,
      used_gmt TEXT,
      outcome TEXT CHECK (outcome IN ('paid', 'cancelled', 'failed'))
    );
    CREATE INDEX payment_attempts_by_order ON payment_attempts (order_id);
  `);
}

/**
 * Stock holds (issue 11): which store session placed an order (the cap on unpaid orders per
 * session), an index for the sweep that cancels unpaid orders by status and age, and at most
 * one live (unused) payment attempt per order. Attempts that an older build left live beside a
 * newer one for the same order are closed as cancelled first, newest kept.
 */
export function addStockHolds(db: Database.Database): void {
  db.exec(`
    ALTER TABLE orders ADD COLUMN session_key TEXT NOT NULL DEFAULT '';
    CREATE INDEX orders_by_status_and_created ON orders (status, created_gmt);
    CREATE INDEX orders_by_session ON orders (session_key, created_gmt) WHERE session_key <> '';
    UPDATE payment_attempts SET used_gmt = created_gmt, outcome = 'cancelled'
      WHERE used_gmt IS NULL AND rowid NOT IN (
        SELECT MAX(rowid) FROM payment_attempts WHERE used_gmt IS NULL GROUP BY order_id);
    CREATE UNIQUE INDEX payment_attempts_live ON payment_attempts (order_id)
      WHERE used_gmt IS NULL;
    CREATE INDEX order_addresses_by_phone ON order_addresses (phone) WHERE type = 'billing';
  `);
}
