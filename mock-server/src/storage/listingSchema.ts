// The listing lookup: one row per listed product with what listings filter and sort on, kept by
// triggers, so a page of the shop is read off an index rather than by sorting every product.
import type Database from 'better-sqlite3';
import { currentPrice, onSale } from './catalogSql';

/**
 * The listing lookup (issue 28), WooCommerce's wc_product_meta_lookup in spirit: one row per
 * product a shopper can list (published, simple or variable) with what listings filter and sort
 * on, a variable product's price, sale and stock already folded from its variations. Each sort
 * has an index ending in id, so a page is read off an index instead of sorting every product.
 * Triggers on products keep a row right on every write; prices depend on the clock only through
 * sales that end, so the rows hold for `listing_state.now`, and a listing that asks at another
 * time first refreshes the few products whose sale ended (or, clock moved back, restarted) in
 * between (catalogListing.ts).
 */

/** The clock the stored rows were computed for. */
const STATE_NOW = '(SELECT now FROM listing_state WHERE id = 1)';

/** The variations' aggregate of parent `p`, over the covering products_variation_facts index. */
const variations = (what: string) =>
  `(SELECT ${what} FROM products v
    WHERE v.type = 'variation' AND v.status = 'publish' AND v.parent_id = p.id)`;

/** SELECT of the listing rows of the products `p` matched by `where`, at `now` (an SQL value). */
export function listingRowsSql(where: string, now: string = STATE_NOW): string {
  const at = (sql: string) => sql.split('@now').join(now);
  return `
    SELECT p.id, p.type, p.slug, p.name, p.featured, p.menu_order, p.total_sales,
      p.average_rating, p.date_created_gmt,
      CASE WHEN p.type = 'variable' THEN ${variations(`MIN(${at(currentPrice('v'))})`)}
        ELSE ${at(currentPrice('p'))} END,
      CASE WHEN p.type = 'variable' THEN COALESCE(${variations(`MAX(${at(onSale('v'))})`)}, 0)
        ELSE ${at(onSale('p'))} END,
      CASE WHEN p.type = 'variable' THEN
          CASE WHEN ${variations(`MAX(v.stock_status = 'instock')`)} THEN 'instock'
            WHEN ${variations(`MAX(v.stock_status = 'onbackorder')`)} THEN 'onbackorder'
            ELSE 'outofstock' END
        ELSE p.stock_status END
    FROM products p
    WHERE p.type IN ('simple', 'variable') AND p.status = 'publish' AND (${where})`;
}

const COLUMNS = `id, type, slug, name, featured, menu_order, total_sales, average_rating,
  date_created_gmt, price, on_sale, stock`;

/** Replaces the rows of the products whose ids `ids` (an SQL list or subquery) gives. */
export function refreshListingSql(ids: string, now?: string): string {
  return `DELETE FROM product_listing WHERE id IN (${ids});
    INSERT INTO product_listing (${COLUMNS}) ${listingRowsSql(`p.id IN (${ids})`, now)};`;
}

/** The product a row of products lists under: itself, or a variation's parent. */
const listedId = (row: 'NEW' | 'OLD') =>
  `CASE WHEN ${row}.parent_id = 0 THEN ${row}.id ELSE ${row}.parent_id END`;

export function createListingLookup(db: Database.Database): void {
  db.exec(`
    CREATE TABLE listing_state (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      now TEXT NOT NULL
    );
    INSERT INTO listing_state (id, now) VALUES (1, strftime('%Y-%m-%dT%H:%M:%S', 'now'));
    CREATE TABLE product_listing (
      id INTEGER PRIMARY KEY,
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
      stock TEXT NOT NULL
    );
    CREATE INDEX product_listing_by_date ON product_listing (date_created_gmt, id);
    CREATE INDEX product_listing_by_price ON product_listing (price, id);
    CREATE INDEX product_listing_by_sales ON product_listing (total_sales, id);
    CREATE INDEX product_listing_by_rating ON product_listing (average_rating, id);
    CREATE INDEX product_listing_by_name ON product_listing (name, id);
    CREATE INDEX product_listing_by_menu_order ON product_listing (menu_order, id);
    CREATE INDEX product_listing_by_slug ON product_listing (slug, id);
    -- Which products a moving clock touches: those whose sale ends in between.
    CREATE INDEX products_by_sale_end ON products (sale_ends_gmt) WHERE sale_ends_gmt IS NOT NULL;
    INSERT INTO product_listing (${COLUMNS}) ${listingRowsSql('1')};
  `);
  for (const event of ['INSERT', 'UPDATE', 'DELETE'] as const) {
    const ids =
      event === 'INSERT'
        ? listedId('NEW')
        : event === 'DELETE'
          ? listedId('OLD')
          : `${listedId('NEW')}, ${listedId('OLD')}`;
    db.exec(
      `CREATE TRIGGER products_${event.toLowerCase()}_keeps_listing AFTER ${event} ON products
       BEGIN ${refreshListingSql(ids)} END;`,
    );
  }
}

const DEFERRING = '(SELECT deferring FROM listing_state WHERE id = 1)';

/**
 * Bulk inserts refresh the listing once (migration 23). A variation's insert refreshes its
 * parent's row from every variation so far, so a product's k variations inserted one by one read
 * k(k+1)/2 variation rows: custom-sneaker's 5,316 made seeding the demo take 4 s. While
 * `listing_state.deferring` is set, an insert only notes the product it lists under, and
 * `inBulk` refreshes the noted products at the end. Updates and deletes refresh at once, as
 * before, so a row is never left stale by anything but an insert of the same bulk.
 */
export function deferListingRefresh(db: Database.Database): void {
  db.exec(`
    ALTER TABLE listing_state ADD COLUMN deferring INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE listing_pending (id INTEGER PRIMARY KEY);
    DROP TRIGGER products_insert_keeps_listing;
    CREATE TRIGGER products_insert_keeps_listing AFTER INSERT ON products
      WHEN NOT ${DEFERRING}
    BEGIN ${refreshListingSql(listedId('NEW'))} END;
    CREATE TRIGGER products_insert_defers_listing AFTER INSERT ON products WHEN ${DEFERRING}
    BEGIN INSERT OR IGNORE INTO listing_pending (id) VALUES (${listedId('NEW')}); END;
  `);
}

/**
 * Answers a function that runs `fill` (inserts of many products and variations) in one
 * transaction and brings the listing rows of the products it inserted up to date once, at its
 * end; nobody reads a row in between, as the transaction holds the database.
 */
export function listingInBulk(db: Database.Database): <T>(fill: () => T) => T {
  const setDeferring = db.prepare<[number]>('UPDATE listing_state SET deferring = ? WHERE id = 1');
  const refreshPending = `${refreshListingSql('SELECT id FROM listing_pending')}
    DELETE FROM listing_pending;`;
  return <T>(fill: () => T): T =>
    db.transaction(() => {
      setDeferring.run(1);
      const result = fill();
      setDeferring.run(0);
      db.exec(refreshPending);
      return result;
    })();
}

/** Products (their listed ids) whose sale ends after @from and at or before @to. */
const SALE_ENDS_BETWEEN = `SELECT DISTINCT CASE WHEN parent_id = 0 THEN id ELSE parent_id END
  FROM products WHERE sale_ends_gmt > @from AND sale_ends_gmt <= @to`;

/**
 * Answers a function that makes the listing rows hold at `now`: a no-op (one index probe) unless
 * a sale ended, or restarts with the clock moved back, between the rows' clock and `now`.
 */
export function listingClock(db: Database.Database): (now: string) => void {
  const stateNow = db.prepare<[], { now: string }>('SELECT now FROM listing_state WHERE id = 1');
  const anyBetween = db.prepare<[{ from: string; to: string }], { one: number }>(
    `SELECT 1 AS one FROM products WHERE sale_ends_gmt > @from AND sale_ends_gmt <= @to LIMIT 1`,
  );
  const setNow = db.prepare<[string]>('UPDATE listing_state SET now = ? WHERE id = 1');
  const remove = db.prepare(`DELETE FROM product_listing WHERE id IN (${SALE_ENDS_BETWEEN})`);
  const insert = db.prepare(
    `INSERT INTO product_listing (${COLUMNS}) ${listingRowsSql(`p.id IN (${SALE_ENDS_BETWEEN})`)}`,
  );
  const move = db.transaction((span: { from: string; to: string }, now: string) => {
    setNow.run(now);
    remove.run(span);
    insert.run(span);
  });
  return (now) => {
    const held = stateNow.get()?.now ?? now;
    if (held === now) return;
    const span = held < now ? { from: held, to: now } : { from: now, to: held };
    if (anyBetween.get(span)) move(span, now);
  };
}
