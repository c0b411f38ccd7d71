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

/** The first day (`YYYY-MM-01`) of the month `day` falls in. */
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** Days of `day`'s month before it, and from it to the month's end. */
function daysAround(day: string): { before: number; from: number } {
  const lastDay = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0));
  const before = Number(day.slice(8, 10)) - 1;
  return { before, from: lastDay.getUTCDate() - before };
}

/**
 * The site days [from, to) as the kept totals sum them: whole months (`YYYY-MM`,
 * [fromMonth, toMonth)) plus the days in `add`, less the days in `less` (each a [from, to) pair
 * of days, ['', ''] when none). An edge month is either its days in the range, or the whole month
 * less its days outside the range, whichever reads fewer days: a year from the 28th reads three
 * days and two, not three and 27; a range inside one month likewise.
 */
export interface KeptRange {
  fromMonth: string;
  toMonth: string;
  add: readonly [readonly [string, string], readonly [string, string]];
  less: readonly [readonly [string, string], readonly [string, string]];
}

const NONE = ['', ''] as const;

export function wholeMonths(from: string, to: string): KeptRange {
  if (from >= to) return { fromMonth: '', toMonth: '', add: [NONE, NONE], less: [NONE, NONE] };
  if (monthStart(from) === monthStart(to)) {
    const outside = daysAround(from).before + daysAround(to).from;
    const inside = daysAround(from).from - daysAround(to).from;
    if (inside <= outside) {
      return { fromMonth: '', toMonth: '', add: [[from, to], NONE], less: [NONE, NONE] };
    }
    const lessHead = from === monthStart(from) ? NONE : ([monthStart(from), from] as const);
    return {
      fromMonth: from.slice(0, 7),
      toMonth: nextMonthStart(from).slice(0, 7),
      add: [NONE, NONE],
      less: [lessHead, [to, nextMonthStart(to)]],
    };
  }
  // The first month: whole when `from` starts it, else its days from `from` on or the month
  // less its days before `from`.
  const head = daysAround(from);
  const headWhole = head.before < head.from;
  const fromMonth = (headWhole ? from : nextMonthStart(from)).slice(0, 7);
  const headAdd = headWhole ? NONE : ([from, nextMonthStart(from)] as const);
  const headLess = headWhole && head.before > 0 ? ([monthStart(from), from] as const) : NONE;
  // The last month (the one `to` falls in): nothing when `to` starts it, else its days before
  // `to` or the month less its days from `to` on.
  const tail = daysAround(to);
  const tailWhole = tail.before > 0 && tail.from < tail.before;
  const toMonth = (tailWhole ? nextMonthStart(to) : monthStart(to)).slice(0, 7);
  const tailAdd = tailWhole || tail.before === 0 ? NONE : ([monthStart(to), to] as const);
  const tailLess = tailWhole ? ([to, nextMonthStart(to)] as const) : NONE;
  return { fromMonth, toMonth, add: [headAdd, tailAdd], less: [headLess, tailLess] };
}
