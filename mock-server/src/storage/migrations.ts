// The database's schema, step by step: every migration in order, and the run that brings a
// database up to date from its PRAGMA user_version.
import type Database from 'better-sqlite3';
import { createCartTables, createCatalogTables } from './catalogSchema';
import { createOrderTables } from './ordersSchema';
import { createContactFormTables } from './contactFormsMigration';
import { addRolesAndOwnership, createAccountTables } from './accountsSchema';
import { addStockHolds, createCheckoutTables } from './checkoutSchema';
import { addCheckoutDraftsAndShipping } from './draftsSchema';
import { coverListingFilters } from './listingIndexes';
import { createListingLookup, deferListingRefresh } from './listingSchema';
import { createCategoryCounts } from './categoryCountsSchema';
import { createAttributionTotals, readNoGroupByKey } from './attributionTotalsSchema';
import { separateStockWrites } from './stockWritesSchema';
import { createCategoryListing } from './categoryListingSchema';
import { createAttributionMonthly } from './attributionMonthlySchema';
import { createAttributeTermCounts } from './attributeTermCountsSchema';
import { keepListedStock } from './listedStockSchema';
import { createAttributionVersion } from './attributionVersionSchema';

export interface Migration {
  version: number;
  name: string;
  up: (db: Database.Database) => void;
}

// Append only: a migration that has shipped is never edited, a new one gets the next version.
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'settings, posts and pages, media',
    up: (db) => {
      db.exec(`
        CREATE TABLE settings (
          name TEXT PRIMARY KEY,
          value TEXT NOT NULL
        );
        CREATE TABLE posts (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          type TEXT NOT NULL CHECK (type IN ('post', 'page')),
          slug TEXT NOT NULL,
          title TEXT NOT NULL,
          excerpt TEXT NOT NULL DEFAULT '',
          content TEXT NOT NULL DEFAULT '',
          date_gmt TEXT NOT NULL,
          modified_gmt TEXT NOT NULL,
          author INTEGER NOT NULL DEFAULT 1,
          featured_media INTEGER NOT NULL DEFAULT 0,
          parent INTEGER NOT NULL DEFAULT 0,
          menu_order INTEGER NOT NULL DEFAULT 0,
          UNIQUE (type, slug)
        );
        CREATE INDEX posts_by_type_and_date ON posts (type, date_gmt, id);
        CREATE TABLE media (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          date_gmt TEXT NOT NULL,
          slug TEXT NOT NULL,
          title TEXT NOT NULL,
          alt_text TEXT NOT NULL DEFAULT '',
          mime_type TEXT NOT NULL,
          file TEXT NOT NULL UNIQUE,
          width INTEGER NOT NULL,
          height INTEGER NOT NULL,
          filesize INTEGER NOT NULL,
          sizes TEXT NOT NULL DEFAULT '{}'
        );
      `);
    },
  },
  { version: 2, name: 'catalogue: products, variations, categories', up: createCatalogTables },
  { version: 3, name: 'carts and cart items', up: createCartTables },
  { version: 4, name: 'orders and order meta (attribution)', up: createOrderTables },
  { version: 5, name: 'contact forms, submissions, outbox, captcha', up: createContactFormTables },
  { version: 6, name: 'customer accounts, sessions, saved addresses', up: createAccountTables },
  { version: 7, name: 'checkout: order details, coupons, payments', up: createCheckoutTables },
  {
    version: 8,
    name: 'drop the unused order meta index by key and value',
    // No query looks order meta up by value (reads go by order id, the primary key), yet every
    // order wrote one entry per attribution field into it, scattered over as many pages: most
    // of what a checkout's commit wrote. See docs/decisions.md.
    up: (db) => db.exec('DROP INDEX IF EXISTS order_meta_by_key'),
  },
  { version: 9, name: 'account roles and staff logins, media authors', up: addRolesAndOwnership },
  {
    version: 10,
    name: 'stock holds: order sessions, unpaid order sweep, one live payment',
    up: addStockHolds,
  },
  { version: 11, name: 'checkout drafts, shipping zones', up: addCheckoutDraftsAndShipping },
  {
    version: 12,
    name: 'listing lookup: what listings filter and sort on',
    up: createListingLookup,
  },
  { version: 13, name: 'category product counts kept on writes', up: createCategoryCounts },
  {
    version: 14,
    name: 'attribution report: daily totals kept on writes',
    up: createAttributionTotals,
  },
  {
    version: 15,
    name: 'stock writes keep the catalogue version; posts version',
    up: separateStockWrites,
  },
  {
    version: 16,
    name: 'category listing: the products of each category in every sort order',
    up: createCategoryListing,
  },
  {
    version: 17,
    name: 'attribution report: monthly sums of the daily totals',
    up: createAttributionMonthly,
  },
  {
    version: 18,
    name: 'attribute term product counts kept on writes',
    up: createAttributeTermCounts,
  },
  {
    version: 19,
    name: "attribution totals: an order's first group read by key, not by a scan",
    up: readNoGroupByKey,
  },
  {
    version: 20,
    name: 'sales: listed stock status version, stock marks, sold out sets outofstock',
    up: keepListedStock,
  },
  {
    version: 21,
    name: "unpaid-order cap: an address's orders by postcode",
    // The cap counts the unpaid orders at the checkout's postcodes; without this it read every
    // unpaid order of the last day (docs/decisions.md, issue 28).
    up: (db) =>
      db.exec(`CREATE INDEX order_addresses_by_postcode ON order_addresses (postcode, order_id)
        WHERE postcode <> ''`),
  },
  {
    version: 22,
    name: 'attribution report: a version of the kept totals, for answers kept until it moves',
    up: createAttributionVersion,
  },
  {
    version: 23,
    name: 'listing lookup: bulk inserts refresh the listed products once, at the end',
    up: deferListingRefresh,
  },
  {
    version: 24,
    name: 'listing lookups: the sort indexes carry the filtered columns, so a filtered walk reads no table',
    up: coverListingFilters,
  },
];

/** Brings the schema up to date; each step commits on its own with PRAGMA user_version. */
export function migrate(db: Database.Database, steps: readonly Migration[] = migrations): number {
  let current = Number(db.pragma('user_version', { simple: true }));
  for (const step of [...steps].sort((a, b) => a.version - b.version)) {
    if (step.version <= current) continue;
    db.transaction(() => {
      step.up(db);
      db.pragma(`user_version = ${step.version}`);
    })();
    current = step.version;
  }
  return current;
}
