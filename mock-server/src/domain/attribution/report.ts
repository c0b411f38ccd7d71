// Orders and revenue by where the buyers came from, for the shop owner.
import type { AttributionReport } from '../../../../contracts/attribution';
import type { OrdersRepository } from '../../storage/ordersRepository';
import { metaKey } from './orderMeta';
import { formatPersianDate } from './persianCalendar';
import type { ReportRange } from './reportRange';

export interface ReportDeps {
  orders: Pick<OrdersRepository, 'attributionSummary'>;
  prefix: string;
  currency: string;
}

export function attributionReport(deps: ReportDeps, range: ReportRange): AttributionReport {
  const rows = deps.orders.attributionSummary({
    fromGmt: range.fromGmt,
    toGmt: range.toGmt,
    currency: deps.currency,
    keys: {
      sourceType: metaKey(deps.prefix, 'source_type'),
      source: metaKey(deps.prefix, 'utm_source'),
      medium: metaKey(deps.prefix, 'utm_medium'),
    },
  });
  return {
    from: formatPersianDate(range.from),
    to: formatPersianDate(range.to),
    from_gmt: range.fromGmt,
    to_gmt: range.toGmt,
    currency: deps.currency,
    totals: {
      orders: rows.reduce((sum, row) => sum + row.orders, 0),
      revenue: rows.reduce((sum, row) => sum + row.revenue, 0),
    },
    rows,
  };
}
