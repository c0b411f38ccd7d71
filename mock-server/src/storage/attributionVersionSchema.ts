// A version of the order sources report's kept totals, moved by every write to them, so a report
// answered before can be answered again until an order's figures change.
import type Database from 'better-sqlite3';

/**
 * `attribution_state.version` moves on every insert, update and delete of the daily totals
 * (attributionTotalsSchema.ts), which every order placement, status, total or source change
 * writes; the monthly sums are written only from the daily rows, so they never change without
 * it. ordersRepository.ts keeps the reports it answered from the totals at this version.
 */
export function createAttributionVersion(db: Database.Database): void {
  db.exec(`
    CREATE TABLE attribution_state (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      version INTEGER NOT NULL
    );
    INSERT INTO attribution_state (id, version) VALUES (1, 0);
  `);
  for (const event of ['INSERT', 'UPDATE', 'DELETE'] as const) {
    db.exec(`
      CREATE TRIGGER attribution_daily_${event.toLowerCase()}_version AFTER ${event}
        ON attribution_daily
      BEGIN
        UPDATE attribution_state SET version = version + 1 WHERE id = 1;
      END;
    `);
  }
}
