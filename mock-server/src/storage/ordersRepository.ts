// The orders in SQLite with their meta (where the attribution is kept), a checkout draft placed
// as an order, and the order sources report's sums.
import type Database from 'better-sqlite3';
import type { AttributionReportRow } from '../../../contracts/attribution';
import { SITE_DAY_OFFSET } from './attributionTotalsSchema';
import { wholeMonths } from './attributionMonthlySchema';

/** One order meta row: `_{prefix}{field}` and its sanitised value (domain/attribution/orderMeta). */
export interface MetaEntry {
  key: string;
  value: string;
}

/** WooCommerce's order statuses; the checkout issue decides which ones it uses. */
export type OrderStatus =
  | 'pending'
  | 'processing'
  | 'on-hold'
  | 'completed'
  | 'cancelled'
  | 'refunded'
  | 'failed'
  | 'checkout-draft';

/** Orders that count as sales in reports: paid, or waiting on the shop rather than the buyer. */
export const SALE_STATUSES: readonly OrderStatus[] = ['processing', 'on-hold', 'completed'];

export interface OrderRecord {
  id: number;
  status: OrderStatus;
  currency: string;
  /** In the currency's minor unit (Toman has none). */
  total: number;
  /** The address the server saw; never anything the client claimed. */
  customerIp: string;
  customerUserAgent: string;
  createdGmt: string;
  /** meta_key -> meta_value, e.g. `_wc_order_attribution_source_type`. */
  meta: Record<string, string>;
}

export type NewOrder = Omit<OrderRecord, 'id' | 'meta'> & { meta: readonly MetaEntry[] };

export interface SummaryQuery {
  fromGmt: string;
  toGmt: string;
  currency: string;
  /** Meta keys of the three grouping fields. */
  keys: { sourceType: string; source: string; medium: string };
}

export interface OrdersRepository {
  /** The order and all its meta in one transaction: both are written or neither. */
  insert(order: NewOrder): OrderRecord;
  /**
   * Turns a checkout draft into this order, keeping its id (WooCommerce places the draft GET
   * checkout made); undefined, nothing written, when that id is no longer a draft.
   */
  placeDraft(draftId: number, order: NewOrder): OrderRecord | undefined;
  findById(id: number): OrderRecord | undefined;
  /** Sales in [fromGmt, toGmt) grouped by type, source and medium, highest revenue first. */
  attributionSummary(query: SummaryQuery): AttributionReportRow[];
}

interface OrderRow {
  id: number;
  status: OrderStatus;
  currency: string;
  total: number;
  customer_ip: string;
  customer_user_agent: string;
  created_gmt: string;
}

export function createSqliteOrdersRepository(db: Database.Database): OrdersRepository {
  const insertOrder = db.prepare<[Omit<OrderRow, 'id'>]>(
    `INSERT INTO orders (status, currency, total, customer_ip, customer_user_agent, created_gmt)
     VALUES (@status, @currency, @total, @customer_ip, @customer_user_agent, @created_gmt)`,
  );
  const insertMeta = db.prepare<[number, string, string]>(
    'INSERT INTO order_meta (order_id, meta_key, meta_value) VALUES (?, ?, ?)',
  );
  const updateDraft = db.prepare<[OrderRow]>(
    `UPDATE orders SET status = @status, currency = @currency, total = @total,
       customer_ip = @customer_ip, customer_user_agent = @customer_user_agent,
       created_gmt = @created_gmt
     WHERE id = @id AND status = 'checkout-draft'`,
  );
  const orderById = db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?');
  const metaOf = db.prepare<[number], { meta_key: string; meta_value: string }>(
    'SELECT meta_key, meta_value FROM order_meta WHERE order_id = ? ORDER BY rowid',
  );
  const statuses = SALE_STATUSES.map((status) => `'${status}'`).join(', ');
  const summary = db.prepare<
    [
      {
        from: string;
        to: string;
        currency: string;
        typeKey: string;
        sourceKey: string;
        mediumKey: string;
      },
    ],
    AttributionReportRow
  >(
    `SELECT COALESCE(t.meta_value, '') AS source_type,
            COALESCE(s.meta_value, '') AS source,
            COALESCE(m.meta_value, '') AS medium,
            COUNT(*) AS orders,
            SUM(o.total) AS revenue
     FROM orders o
     LEFT JOIN order_meta t ON t.order_id = o.id AND t.meta_key = @typeKey
     LEFT JOIN order_meta s ON s.order_id = o.id AND s.meta_key = @sourceKey
     LEFT JOIN order_meta m ON m.order_id = o.id AND m.meta_key = @mediumKey
     WHERE o.created_gmt >= @from AND o.created_gmt < @to
       AND o.currency = @currency AND o.status IN (${statuses})
     GROUP BY 1, 2, 3
     ORDER BY revenue DESC, orders DESC, source_type, source, medium`,
  );

  // The same report from the kept totals (attributionTotalsSchema.ts), for ranges of whole site
  // days and the three fields under one prefix, which is what the report asks: whole months
  // from the monthly sums (attributionMonthlySchema.ts), plus and less the edge days from the
  // daily totals (wholeMonths says which).
  const kept = (table: string, column: string, from: string, to: string, sign = '') =>
    `SELECT prefix, source_type, source, medium, ${sign}orders AS orders,
       ${sign}revenue AS revenue FROM ${table}
     WHERE ${column} >= @${from} AND ${column} < @${to} AND currency = @currency
       AND status IN (${statuses})`;
  const fromTotals = db.prepare<
    [
      {
        fromMonth: string;
        toMonth: string;
        addHeadFrom: string;
        addHeadTo: string;
        addTailFrom: string;
        addTailTo: string;
        lessHeadFrom: string;
        lessHeadTo: string;
        lessTailFrom: string;
        lessTailTo: string;
        currency: string;
        prefix: string;
      },
    ],
    AttributionReportRow
  >(
    `SELECT CASE WHEN prefix = @prefix THEN source_type ELSE '' END AS source_type,
            CASE WHEN prefix = @prefix THEN source ELSE '' END AS source,
            CASE WHEN prefix = @prefix THEN medium ELSE '' END AS medium,
            SUM(orders) AS orders,
            SUM(revenue) AS revenue
     FROM (${kept('attribution_monthly', 'month', 'fromMonth', 'toMonth')}
       UNION ALL ${kept('attribution_daily', 'day', 'addHeadFrom', 'addHeadTo')}
       UNION ALL ${kept('attribution_daily', 'day', 'addTailFrom', 'addTailTo')}
       UNION ALL ${kept('attribution_daily', 'day', 'lessHeadFrom', 'lessHeadTo', '-')}
       UNION ALL ${kept('attribution_daily', 'day', 'lessTailFrom', 'lessTailTo', '-')})
     GROUP BY 1, 2, 3
     HAVING SUM(orders) > 0
     ORDER BY revenue DESC, orders DESC, source_type, source, medium`,
  );
  /** The kept range's parameters, as fromTotals names them. */
  const keptRange = (from: string, to: string) => {
    const range = wholeMonths(from, to);
    const [[addHeadFrom, addHeadTo], [addTailFrom, addTailTo]] = range.add;
    const [[lessHeadFrom, lessHeadTo], [lessTailFrom, lessTailTo]] = range.less;
    return {
      fromMonth: range.fromMonth,
      toMonth: range.toMonth,
      addHeadFrom,
      addHeadTo,
      addTailFrom,
      addTailTo,
      lessHeadFrom,
      lessHeadTo,
      lessTailFrom,
      lessTailTo,
    };
  };
  const siteDay = db.prepare<[{ gmt: string }], { day: string | null; midnight: number }>(
    `SELECT date(@gmt, '${SITE_DAY_OFFSET}') AS day,
       time(@gmt, '${SITE_DAY_OFFSET}') = '00:00:00' AS midnight`,
  );
  /** The site day a GMT time starts, or undefined when it is not a site midnight. */
  const dayStarting = (gmt: string) => {
    const row = siteDay.get({ gmt });
    return row?.day && row.midnight === 1 ? row.day : undefined;
  };
  const prefixOf = (keys: SummaryQuery['keys']) => {
    const prefix = keys.sourceType.slice(0, -'source_type'.length);
    return keys.sourceType.endsWith('source_type') &&
      keys.source === `${prefix}utm_source` &&
      keys.medium === `${prefix}utm_medium`
      ? prefix
      : undefined;
  };

  // Reports answered from the kept totals, by range, currency and prefix, while the totals'
  // version (attributionVersionSchema.ts) holds: an owner's dashboard asks the same year again,
  // and between two orders the answer cannot change.
  const totalsVersion = db
    .prepare<[], number>('SELECT version FROM attribution_state WHERE id = 1')
    .pluck();
  let keptReports = { version: -1, answers: new Map<string, AttributionReportRow[]>() };
  const MAX_KEPT_REPORTS = 64;
  function fromTotalsKept(from: string, to: string, currency: string, prefix: string) {
    const version = totalsVersion.get() ?? 0;
    if (keptReports.version !== version) keptReports = { version, answers: new Map() };
    const key = JSON.stringify([from, to, currency, prefix]);
    let rows = keptReports.answers.get(key);
    if (!rows) {
      rows = fromTotals.all({ ...keptRange(from, to), currency, prefix });
      if (keptReports.answers.size >= MAX_KEPT_REPORTS) keptReports.answers.clear();
      keptReports.answers.set(key, rows);
    }
    return rows.map((row) => ({ ...row }));
  }

  function read(id: number): OrderRecord | undefined {
    const row = orderById.get(id);
    if (!row) return undefined;
    const meta: Record<string, string> = {};
    for (const entry of metaOf.all(id)) meta[entry.meta_key] = entry.meta_value;
    return {
      id: row.id,
      status: row.status,
      currency: row.currency,
      total: row.total,
      customerIp: row.customer_ip,
      customerUserAgent: row.customer_user_agent,
      createdGmt: row.created_gmt,
      meta,
    };
  }

  const columns = (order: NewOrder): Omit<OrderRow, 'id'> => ({
    status: order.status,
    currency: order.currency,
    total: order.total,
    customer_ip: order.customerIp,
    customer_user_agent: order.customerUserAgent,
    created_gmt: order.createdGmt,
  });

  const insert = db.transaction((order: NewOrder): number => {
    const id = Number(insertOrder.run(columns(order)).lastInsertRowid);
    for (const entry of order.meta) insertMeta.run(id, entry.key, entry.value);
    return id;
  });

  const placeDraft = db.transaction((id: number, order: NewOrder): boolean => {
    if (updateDraft.run({ id, ...columns(order) }).changes !== 1) return false;
    for (const entry of order.meta) insertMeta.run(id, entry.key, entry.value);
    return true;
  });

  /** What read(id) would answer, without reading back what was just written. */
  function written(id: number, order: NewOrder): OrderRecord {
    const meta: Record<string, string> = {};
    for (const entry of order.meta) meta[entry.key] = entry.value;
    return {
      id,
      status: order.status,
      currency: order.currency,
      total: order.total,
      customerIp: order.customerIp,
      customerUserAgent: order.customerUserAgent,
      createdGmt: order.createdGmt,
      meta,
    };
  }

  return {
    insert: (order) => written(insert(order), order),
    placeDraft: (draftId, order) =>
      placeDraft(draftId, order) ? written(draftId, order) : undefined,
    findById: read,
    attributionSummary(query) {
      const from = dayStarting(query.fromGmt);
      const to = dayStarting(query.toGmt);
      const prefix = prefixOf(query.keys);
      if (from !== undefined && to !== undefined && prefix !== undefined) {
        return fromTotalsKept(from, to, query.currency, prefix);
      }
      return summary.all({
        from: query.fromGmt,
        to: query.toGmt,
        currency: query.currency,
        typeKey: query.keys.sourceType,
        sourceKey: query.keys.source,
        mediumKey: query.keys.medium,
      });
    },
  };
}
