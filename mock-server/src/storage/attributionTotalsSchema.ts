// The order sources report's daily totals per source, kept by triggers as orders are placed and
// change.
import type Database from 'better-sqlite3';

/**
 * The owner's attribution report from kept daily totals (issue 28). order_sources holds each
 * order's three grouping values (source type, source, medium) and the meta prefix they were
 * written under, filled from order_meta as it is written; attribution_daily holds, per site
 * day, currency, status and group, the number of orders and their revenue. Triggers take an
 * order's old contribution off and put its new one on whenever the order or its group changes,
 * so a year of reports sums a few thousand rows instead of joining every order's meta.
 *
 * Site days: Tehran is UTC+03:30 all year (no daylight saving since 2022), as
 * domain/siteTime.ts says; a day here is the GMT time moved by that offset.
 */
export const SITE_DAY_OFFSET = '+210 minutes';

const FIELDS = [
  { suffix: 'source_type', column: 'source_type' },
  { suffix: 'utm_source', column: 'source' },
  { suffix: 'utm_medium', column: 'medium' },
] as const;

/**
 * Adds (sign 1) or takes off (sign -1) the contribution of the order row `o` in group `g` that
 * `from` names (a FROM clause with a WHERE: SQLite's upsert needs one after a SELECT).
 */
function contribution(sign: 1 | -1, from: string): string {
  return `INSERT INTO attribution_daily
      (day, currency, status, prefix, source_type, source, medium, orders, revenue)
    SELECT date(o.created_gmt, '${SITE_DAY_OFFSET}'), o.currency, o.status,
      COALESCE(g.prefix, ''), COALESCE(g.source_type, ''), COALESCE(g.source, ''),
      COALESCE(g.medium, ''), ${sign}, ${sign} * o.total
    ${from}
    ON CONFLICT (day, currency, status, prefix, source_type, source, medium) DO UPDATE SET
      orders = orders + excluded.orders, revenue = revenue + excluded.revenue;`;
}

/** The order row and group of order `id`, as a FROM clause naming them o and g. */
const orderAndGroup = (id: string) =>
  `FROM orders o LEFT JOIN order_sources g ON g.order_id = o.id WHERE o.id = ${id}`;

/** An order row from a trigger's OLD or NEW, with its current group. */
const rowAndGroup = (row: 'OLD' | 'NEW') =>
  `FROM (SELECT ${row}.created_gmt AS created_gmt, ${row}.currency AS currency,
      ${row}.status AS status, ${row}.total AS total) o
    LEFT JOIN order_sources g ON g.order_id = ${row}.id WHERE true`;

export function createAttributionTotals(db: Database.Database): void {
  db.exec(`
    CREATE TABLE order_sources (
      order_id INTEGER PRIMARY KEY,
      prefix TEXT NOT NULL DEFAULT '',
      source_type TEXT,
      source TEXT,
      medium TEXT
    );
    CREATE TABLE attribution_daily (
      day TEXT NOT NULL,
      currency TEXT NOT NULL,
      status TEXT NOT NULL,
      prefix TEXT NOT NULL,
      source_type TEXT NOT NULL,
      source TEXT NOT NULL,
      medium TEXT NOT NULL,
      orders INTEGER NOT NULL,
      revenue INTEGER NOT NULL,
      PRIMARY KEY (day, currency, status, prefix, source_type, source, medium)
    ) WITHOUT ROWID;
  `);
  // What is there already, before any trigger listens: each order's group, then the totals.
  for (const field of FIELDS) {
    const length = field.suffix.length;
    db.exec(`
      INSERT INTO order_sources (order_id, prefix, ${field.column})
      SELECT order_id, substr(meta_key, 1, length(meta_key) - ${length}), meta_value
      FROM order_meta WHERE substr(meta_key, -${length}) = '${field.suffix}' AND true
      ON CONFLICT (order_id) DO UPDATE SET prefix = excluded.prefix,
        ${field.column} = excluded.${field.column};`);
  }
  db.exec(`DELETE FROM attribution_daily;
    INSERT INTO attribution_daily
      (day, currency, status, prefix, source_type, source, medium, orders, revenue)
    SELECT date(o.created_gmt, '${SITE_DAY_OFFSET}'), o.currency, o.status,
      COALESCE(g.prefix, ''), COALESCE(g.source_type, ''), COALESCE(g.source, ''),
      COALESCE(g.medium, ''), COUNT(*), SUM(o.total)
    FROM orders o LEFT JOIN order_sources g ON g.order_id = o.id
    GROUP BY 1, 2, 3, 4, 5, 6, 7;`);
  // A grouping meta row: its order's group gets the value (prefix from the key).
  for (const event of ['INSERT', 'UPDATE'] as const) {
    for (const field of FIELDS) {
      const length = field.suffix.length;
      db.exec(`
        CREATE TRIGGER order_meta_${event.toLowerCase()}_${field.column}_sources
        AFTER ${event} ON order_meta
        WHEN substr(NEW.meta_key, -${length}) = '${field.suffix}'
        BEGIN
          INSERT INTO order_sources (order_id, prefix, ${field.column})
          VALUES (NEW.order_id, substr(NEW.meta_key, 1, length(NEW.meta_key) - ${length}),
            NEW.meta_value)
          ON CONFLICT (order_id) DO UPDATE SET prefix = excluded.prefix,
            ${field.column} = excluded.${field.column};
        END;`);
    }
  }
  db.exec(`
    CREATE TRIGGER order_sources_insert_totals AFTER INSERT ON order_sources
    BEGIN
      ${contribution(-1, `FROM orders o LEFT JOIN order_sources g ON 0 WHERE o.id = NEW.order_id`)}
      ${contribution(1, orderAndGroup('NEW.order_id'))}
    END;
    CREATE TRIGGER order_sources_update_totals AFTER UPDATE ON order_sources
    BEGIN
      ${contribution(-1, `FROM orders o, (SELECT OLD.prefix AS prefix, OLD.source_type AS source_type, OLD.source AS source, OLD.medium AS medium) g WHERE o.id = OLD.order_id`)}
      ${contribution(1, orderAndGroup('NEW.order_id'))}
    END;
    CREATE TRIGGER orders_insert_totals AFTER INSERT ON orders
    BEGIN
      ${contribution(1, rowAndGroup('NEW'))}
    END;
    CREATE TRIGGER orders_update_totals
    AFTER UPDATE OF status, total, currency, created_gmt ON orders
    BEGIN
      ${contribution(-1, rowAndGroup('OLD'))}
      ${contribution(1, orderAndGroup('NEW.id'))}
    END;
    CREATE TRIGGER orders_delete_totals AFTER DELETE ON orders
    BEGIN
      ${contribution(-1, rowAndGroup('OLD'))}
      DELETE FROM order_sources WHERE order_id = OLD.id;
    END;
  `);
}

/**
 * An order's first grouping meta row took off its contribution with no group through
 * `LEFT JOIN order_sources g ON 0`, which SQLite runs as a scan of every order_sources row
 * (35 ms a checkout at 1M orders). The group it takes off is no group at all, so it is spelled
 * as one row of NULLs instead.
 */
export function readNoGroupByKey(db: Database.Database): void {
  db.exec(`
    DROP TRIGGER order_sources_insert_totals;
    CREATE TRIGGER order_sources_insert_totals AFTER INSERT ON order_sources
    BEGIN
      ${contribution(-1, `FROM orders o, (SELECT NULL AS prefix, NULL AS source_type, NULL AS source, NULL AS medium) g WHERE o.id = NEW.order_id`)}
      ${contribution(1, orderAndGroup('NEW.order_id'))}
    END;
  `);
}
