// The attribution report read from kept daily and monthly totals matches the orders through every
// order change, never joins order meta for whole days, and splits ranges into months and edge days.
import { DEFAULT_ATTRIBUTION_SETTINGS } from '../src/domain/attribution/settings';
import { createOrder } from '../src/domain/orders/createOrder';
import { IN_MEMORY, openDatabase } from '../src/storage/database';
import { wholeMonths } from '../src/storage/attributionMonthlySchema';
import { migrate } from '../src/storage/migrations';
import { createSqliteOrderDetailsRepository } from '../src/storage/orderDetailsRepository';
import { createSqliteOrdersRepository, type SummaryQuery } from '../src/storage/ordersRepository';

const keys = {
  sourceType: '_wc_order_attribution_source_type',
  source: '_wc_order_attribution_utm_source',
  medium: '_wc_order_attribution_utm_medium',
};

describe('the attribution report from kept daily totals', () => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  const orders = createSqliteOrdersRepository(db);
  const details = createSqliteOrderDetailsRepository(db);
  afterAll(() => db.close());

  // Whole site days (Tehran midnight is 20:30 GMT), as the report asks; the second range is
  // not, so it reads the orders themselves: the figure to compare with.
  const days: SummaryQuery = {
    fromGmt: '2025-02-28T20:30:00',
    toGmt: '2025-03-10T20:30:00',
    currency: 'IRT',
    keys,
  };
  const direct = () =>
    orders.attributionSummary({
      ...days,
      fromGmt: '2025-02-28T20:29:59',
      toGmt: '2025-03-10T20:29:59',
    });

  function place(n: number, status: 'processing' | 'pending', source: string) {
    return createOrder(
      {
        orders,
        clock: () => new Date(Date.UTC(2025, 2, 1) + n * 3 * 3_600_000),
        attribution: DEFAULT_ATTRIBUTION_SETTINGS,
      },
      {
        total: 100_000 + n * 1000,
        status,
        customerIp: '127.0.0.1',
        attribution:
          source === ''
            ? undefined
            : {
                via: 'store-api',
                extension: { source_type: 'utm', utm_source: source, utm_medium: 'social' },
              },
      },
    );
  }

  it('match the orders through placement, payment, cancellation, refund and deletion', () => {
    const placed = Array.from({ length: 60 }, (_, n) =>
      place(n, n % 3 === 0 ? 'pending' : 'processing', ['instagram', 'telegram', ''][n % 3] ?? ''),
    );
    expect(orders.attributionSummary(days)).toEqual(direct());
    expect(direct().length).toBeGreaterThan(1);
    const [a, b, c, d] = placed;
    if (!a || !b || !c || !d) throw new Error('no orders');
    details.changeStatus(a.id, ['pending'], 'processing', '2025-03-02T00:00:00');
    details.changeStatus(b.id, ['processing'], 'cancelled');
    details.changeStatus(c.id, ['processing'], 'refunded');
    expect(orders.attributionSummary(days)).toEqual(direct());
    db.prepare('UPDATE orders SET total = total + 5 WHERE id = ?').run(d.id);
    db.prepare(`UPDATE order_meta SET meta_value = 'bale' WHERE order_id = ? AND meta_key = ?`).run(
      d.id,
      keys.source,
    );
    db.prepare('DELETE FROM orders WHERE id = ?').run(placed[10]?.id);
    expect(orders.attributionSummary(days)).toEqual(direct());
  });

  it('answers a report again without reading the totals until an order changes them', () => {
    const statements = Object.getPrototypeOf(db.prepare('SELECT 1')) as { all: () => unknown[] };
    const all = jest.spyOn(statements, 'all');
    const totalsReads = () =>
      all.mock.contexts.filter((statement) =>
        (statement as { source: string }).source.includes('attribution_monthly'),
      ).length;
    try {
      const order = place(5, 'pending', 'instagram');
      const first = orders.attributionSummary(days);
      expect(first).toEqual(direct());
      expect(totalsReads()).toBe(1);
      expect(orders.attributionSummary(days)).toEqual(first);
      expect(totalsReads()).toBe(1);
      details.changeStatus(order.id, ['pending'], 'processing');
      const paid = orders.attributionSummary(days);
      expect(paid).toEqual(direct());
      expect(paid).not.toEqual(first);
      expect(totalsReads()).toBe(2);
    } finally {
      all.mockRestore();
    }
  });

  it('never joins order meta for a whole-day range', () => {
    const plan = db
      .prepare<[], { detail: string }>(
        `EXPLAIN QUERY PLAN SELECT SUM(orders) FROM attribution_daily
         WHERE day >= '2025-01-01' AND day < '2026-01-01' AND currency = 'IRT'`,
      )
      .all()
      .map((row) => row.detail)
      .join('\n');
    expect(plan).not.toMatch(/order_meta|SCAN orders/);
  });
});

describe('the attribution report over months', () => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  const orders = createSqliteOrdersRepository(db);
  const details = createSqliteOrderDetailsRepository(db);
  afterAll(() => db.close());

  // Site days 2025-03-15 to 2025-07-09: a partial month, three whole ones, a partial month.
  const months: SummaryQuery = {
    fromGmt: '2025-03-14T20:30:00',
    toGmt: '2025-07-09T20:30:00',
    currency: 'IRT',
    keys,
  };
  const direct = () =>
    orders.attributionSummary({
      ...months,
      fromGmt: '2025-03-14T20:29:59',
      toGmt: '2025-07-09T20:29:59',
    });
  /** The monthly sums against the daily totals they sum. */
  const expectMonthsKept = () => {
    const sums = (sql: string) => db.prepare(sql).raw().all();
    expect(
      sums(`SELECT month, status, source, SUM(orders), SUM(revenue) FROM attribution_monthly
            GROUP BY 1, 2, 3 HAVING SUM(orders) != 0 ORDER BY 1, 2, 3`),
    ).toEqual(
      sums(`SELECT substr(day, 1, 7), status, source, SUM(orders), SUM(revenue)
            FROM attribution_daily GROUP BY 1, 2, 3 HAVING SUM(orders) != 0 ORDER BY 1, 2, 3`),
    );
  };

  it('sums whole months from monthly totals and the edge days from daily ones, through writes', () => {
    const placed = Array.from({ length: 100 }, (_, n) =>
      createOrder(
        {
          orders,
          clock: () => new Date(Date.UTC(2025, 2, 1) + n * 37 * 3_600_000),
          attribution: DEFAULT_ATTRIBUTION_SETTINGS,
        },
        {
          total: 50_000 + n * 100,
          status: n % 4 === 0 ? 'pending' : 'processing',
          customerIp: '127.0.0.1',
          attribution: {
            via: 'store-api',
            extension: { source_type: 'utm', utm_source: ['a', 'b', 'c'][n % 3], utm_medium: 'x' },
          },
        },
      ),
    );
    expect(orders.attributionSummary(months)).toEqual(direct());
    expect(direct().length).toBe(3);
    expectMonthsKept();
    for (const order of placed.slice(0, 40)) {
      if (order.id % 5 === 0) details.changeStatus(order.id, ['processing'], 'cancelled');
      if (order.id % 4 === 1) details.changeStatus(order.id, ['pending'], 'processing');
      if (order.id % 7 === 0) details.changeStatus(order.id, ['processing'], 'refunded');
    }
    db.prepare('DELETE FROM orders WHERE id = ?').run(placed[50]?.id);
    expect(orders.attributionSummary(months)).toEqual(direct());
    expectMonthsKept();
  });

  it('splits a range into whole months and the fewest edge days', () => {
    // The head month less its days before the 29th is 28 days; its own days from the 29th, 3.
    // The tail month less its days from the 28th is 4 days, its days before it 27.
    expect(wholeMonths('2025-03-29', '2025-07-28')).toEqual({
      fromMonth: '2025-04',
      toMonth: '2025-08',
      add: [
        ['2025-03-29', '2025-04-01'],
        ['', ''],
      ],
      less: [
        ['', ''],
        ['2025-07-28', '2025-08-01'],
      ],
    });
    expect(wholeMonths('2025-03-03', '2025-07-03')).toEqual({
      fromMonth: '2025-03',
      toMonth: '2025-07',
      add: [
        ['', ''],
        ['2025-07-01', '2025-07-03'],
      ],
      less: [
        ['2025-03-01', '2025-03-03'],
        ['', ''],
      ],
    });
    expect(wholeMonths('2025-12-01', '2026-01-01')).toMatchObject({
      fromMonth: '2025-12',
      toMonth: '2026-01',
      add: [
        ['', ''],
        ['', ''],
      ],
    });
    expect(wholeMonths('2025-03-10', '2025-03-20')).toMatchObject({
      fromMonth: '',
      toMonth: '',
      add: [
        ['2025-03-10', '2025-03-20'],
        ['', ''],
      ],
    });
    expect(wholeMonths('2025-03-02', '2025-03-30')).toEqual({
      fromMonth: '2025-03',
      toMonth: '2025-04',
      add: [
        ['', ''],
        ['', ''],
      ],
      less: [
        ['2025-03-01', '2025-03-02'],
        ['2025-03-30', '2025-04-01'],
      ],
    });
  });

  it('answers as the orders do for ranges starting and ending anywhere in a month', () => {
    // Site days: [from, to) as Tehran midnights; each against the direct query a second off.
    const ranges = [
      ['2025-03-01', '2025-07-01'],
      ['2025-03-02', '2025-07-30'],
      ['2025-03-30', '2025-06-02'],
      ['2025-03-16', '2025-04-16'],
      ['2025-04-28', '2025-05-03'],
      ['2025-05-05', '2025-05-25'],
      ['2025-05-02', '2025-05-30'],
      ['2025-05-01', '2025-05-31'],
      ['2025-02-27', '2025-08-02'],
    ];
    const gmt = (day: string, second: string) => {
      const before = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000);
      return `${before.toISOString().slice(0, 10)}T20:${second === '00' ? '30:00' : '29:59'}`;
    };
    for (const [from = '', to = ''] of ranges) {
      const kept = orders.attributionSummary({
        ...months,
        fromGmt: gmt(from, '00'),
        toGmt: gmt(to, '00'),
      });
      const byOrders = orders.attributionSummary({
        ...months,
        fromGmt: gmt(from, '59'),
        toGmt: gmt(to, '59'),
      });
      expect({ from, to, kept }).toEqual({ from, to, kept: byOrders });
    }
    expect(
      orders.attributionSummary({
        ...months,
        fromGmt: gmt('2025-03-02', '00'),
        toGmt: gmt('2025-07-30', '00'),
      }).length,
    ).toBeGreaterThan(0);
  });
});
