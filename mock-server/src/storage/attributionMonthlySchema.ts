// Monthly sums of the order sources report, kept by triggers, so a year's report adds a few
// hundred rows.
import type Database from 'better-sqlite3';

/**
 * Monthly sums of the attribution report's daily totals (attributionTotalsSchema.ts), kept by
 * triggers on the daily rows (issue 28). A year of daily rows is some 20,000 at a busy shop (a
 * row per day, status and source), which still took 8 ms to sum on every report; a year of
 * months is a few hundred rows, and the report adds the days of its partial first and last
 * months from the daily rows (ordersRepository.ts). A month is the site day's `YYYY-MM`.
 */
const MONTH_KEY = 'currency, status, prefix, source_type, source, medium';

/** Adds `sign` times the daily row `row` (NEW or OLD) to its month. */
const add = (row: 'NEW' | 'OLD', sign: 1 | -1) => `
  INSERT INTO attribution_monthly (month, ${MONTH_KEY}, orders, revenue)
  VALUES (substr(${row}.day, 1, 7), ${row}.currency, ${row}.status, ${row}.prefix,
    ${row}.source_type, ${row}.source, ${row}.medium, ${sign} * ${row}.orders,
    ${sign} * ${row}.revenue)
  ON CONFLICT (month, ${MONTH_KEY}) DO UPDATE SET
    orders = orders + excluded.orders, revenue = revenue + excluded.revenue;`;

export function createAttributionMonthly(db: Database.Database): void {
  db.exec(`
    CREATE TABLE attribution_monthly (
      month TEXT NOT NULL,
      currency TEXT NOT NULL,
      status TEXT NOT NULL,
      prefix TEXT NOT NULL,
      source_type TEXT NOT NULL,
      source TEXT NOT NULL,
      medium TEXT NOT NULL,
      orders INTEGER NOT NULL,
      revenue INTEGER NOT NULL,
      PRIMARY KEY (month, ${MONTH_KEY})
    ) WITHOUT ROWID;
    INSERT INTO attribution_monthly (month, ${MONTH_KEY}, orders, revenue)
    SELECT substr(day, 1, 7), ${MONTH_KEY}, SUM(orders), SUM(revenue)
    FROM attribution_daily GROUP BY substr(day, 1, 7), ${MONTH_KEY};
    CREATE TRIGGER attribution_daily_insert_monthly AFTER INSERT ON attribution_daily
    BEGIN ${add('NEW', 1)} END;
    CREATE TRIGGER attribution_daily_update_monthly AFTER UPDATE ON attribution_daily
    BEGIN ${add('OLD', -1)} ${add('NEW', 1)} END;
    CREATE TRIGGER attribution_daily_delete_monthly AFTER DELETE ON attribution_daily
    BEGIN ${add('OLD', -1)} END;
  `);
}

/** The first day (`YYYY-MM-01`) of the month after the one `day` (`YYYY-MM-DD`) falls in. */
function nextMonthStart(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `${String(next.year).padStart(4, '0')}-${String(next.month).padStart(2, '0')}-01`;
}

/**
 * Splits the site days [from, to) into the days before the first whole month, the whole months
 * (`YYYY-MM`, [fromMonth, toMonth)) and the days after the last; a range with no whole month is
 * all head days.
 */
export function wholeMonths(
  from: string,
  to: string,
): {
  from: string;
  headTo: string;
  fromMonth: string;
  toMonth: string;
  tailFrom: string;
  to: string;
} {
  const first = from.endsWith('-01') ? from : nextMonthStart(from);
  const last = `${to.slice(0, 7)}-01`;
  if (first >= last) return { from, headTo: to, fromMonth: '', toMonth: '', tailFrom: to, to };
  return {
    from,
    headTo: first,
    fromMonth: first.slice(0, 7),
    toMonth: last.slice(0, 7),
    tailFrom: last,
    to,
  };
}
