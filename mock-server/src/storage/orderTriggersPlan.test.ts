// Every trigger a checkout fires reads the rows it moves by key: a trigger's scan is paid on each
// order, and at 1M orders one scan of order_sources was most of a checkout (issue 28).
import { IN_MEMORY, openDatabase } from './database';
import { migrate } from './migrations';

/**
 * Tables a checkout writes, whose triggers run inside every order's transaction: the order's
 * own, and the sold product's stock with the listing row its triggers write again.
 */
const ORDER_TABLES = [
  'orders',
  'order_meta',
  'order_sources',
  'attribution_daily',
  'products',
  'product_listing',
];

/** The statements of a trigger's body, its NEW and OLD columns turned into parameters. */
function bodyStatements(sql: string): string[] {
  const body = sql.slice(sql.search(/\bBEGIN\b/) + 'BEGIN'.length, sql.lastIndexOf('END'));
  return body
    .replace(/\b(NEW|OLD)\.\w+/g, '?')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}

describe('the triggers a checkout fires', () => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  afterAll(() => db.close());

  const triggers = db
    .prepare<[], { name: string; tbl_name: string; sql: string }>(
      "SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name",
    )
    .all()
    .filter((trigger) => ORDER_TABLES.includes(trigger.tbl_name));

  it('are found (the test reads something)', () => {
    expect(triggers.map((trigger) => trigger.name)).toEqual(
      expect.arrayContaining(['order_sources_insert_totals', 'orders_insert_totals']),
    );
  });

  for (const trigger of triggers) {
    it(`${trigger.name} scans no table`, () => {
      const statements = bodyStatements(trigger.sql);
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        const nulls = statement
          .split('?')
          .slice(1)
          .map(() => null);
        const plan = db
          .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${statement}`)
          .all(...nulls)
          .map((row) => row.detail);
        // A scan of a one-row subquery of NEW/OLD values (a co-routine) reads no table.
        const subqueries = plan.flatMap((step) => /^CO-ROUTINE (\w+)/.exec(step)?.[1] ?? []);
        const scans = plan.filter((step) => {
          const scanned = /^SCAN (\w+)/.exec(step)?.[1];
          return scanned !== undefined && scanned !== 'CONSTANT' && !subqueries.includes(scanned);
        });
        expect(scans).toEqual([]);
      }
    });
  }
});
