// The tables of customer accounts, their sessions and saved addresses, and the staff roles and
// media owners added to them later.
import type Database from 'better-sqlite3';

/**
 * Customer accounts. A customer signs in by email or by mobile (at least one is set; each is
 * unique when present). Sessions keep only the SHA-256 of the cookie's token, so a copy of the
 * database cannot be replayed as a cookie. Saved addresses are one JSON document per kind.
 */
export function createAccountTables(db: Database.Database): void {
  db.exec(`
    CREATE TABLE customers (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      email TEXT UNIQUE,
      mobile TEXT UNIQUE,
      first_name TEXT NOT NULL DEFAULT '',
      last_name TEXT NOT NULL DEFAULT '',
      password_hash TEXT NOT NULL,
      created_gmt TEXT NOT NULL,
      CHECK (email IS NOT NULL OR mobile IS NOT NULL)
    );
    CREATE TABLE customer_sessions (
      token_hash TEXT PRIMARY KEY,
      customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      created_gmt TEXT NOT NULL,
      expires_gmt TEXT NOT NULL
    );
    CREATE INDEX customer_sessions_by_customer ON customer_sessions (customer_id);
    CREATE INDEX customer_sessions_by_expiry ON customer_sessions (expires_gmt);
    CREATE TABLE customer_addresses (
      customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('billing', 'shipping')),
      address TEXT NOT NULL,
      updated_gmt TEXT NOT NULL,
      PRIMARY KEY (customer_id, kind)
    );
  `);
}

/**
 * WordPress roles on the accounts (every existing account is a WooCommerce customer), a unique
 * login name for staff (sign-in takes it besides email and mobile), and an owner on every media
 * item. Existing media and posts stay with author 1, the site's own user, as seeded; the id
 * sequence is moved past 1 so that no account created from now on inherits them.
 */
export function addRolesAndOwnership(db: Database.Database): void {
  db.exec(`
    ALTER TABLE customers ADD COLUMN role TEXT NOT NULL DEFAULT 'customer'
      CHECK (role IN ('administrator', 'editor', 'author', 'customer'));
    ALTER TABLE customers ADD COLUMN login TEXT;
    CREATE UNIQUE INDEX customers_by_login ON customers (login);
    ALTER TABLE media ADD COLUMN author INTEGER NOT NULL DEFAULT 1;
    CREATE INDEX media_by_author ON media (author);
    INSERT INTO sqlite_sequence (name, seq)
      SELECT 'customers', 1 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'customers');
    UPDATE sqlite_sequence SET seq = MAX(seq, 1) WHERE name = 'customers';
  `);
}
