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
