// Order attribution: the classifier per page view against npm sourcebuster 1.1.0's init on the
// same page views and cookie jar (baseline), and the owner's report query over many orders
// against a plain count of the same rows (baseline).
import { performance } from 'node:perf_hooks';
import { classifyPageView, type PageView } from '../client/features/attribution/classify';
import { DEFAULT_TRACKER_SETTINGS } from '../client/features/attribution/settings';
import { FakeCookieJar } from '../client/features/attribution/testSupport/fakeCookieJar';
import { NpmSourcebuster } from '../client/features/attribution/testSupport/npmSourcebuster';
import { domainAttribute } from '../client/features/attribution/trackerCookies';
import { DEFAULT_ATTRIBUTION_SETTINGS } from '../mock-server/src/domain/attribution/settings';
import { createOrder } from '../mock-server/src/domain/orders/createOrder';
import { createSqliteOrdersRepository } from '../mock-server/src/storage/ordersRepository';
import { openDatabase, IN_MEMORY } from '../mock-server/src/storage/database';
import { migrate } from '../mock-server/src/storage/migrations';

const PAGE_VIEWS = 3000;
const ORDERS = 100_000;

const LANDINGS: Array<[string, string]> = [
  ['/', ''],
  ['/', 'https://www.google.com/'],
  [
    '/?utm_source=instagram&utm_medium=social&utm_campaign=yalda%20sale',
    'https://l.instagram.com/',
  ],
  ['/p/1?gclid=Cj0KCQ', 'https://www.google.com/'],
  ['/', 'https://www.digikala.com/mag/best-shoes/?x=1'],
  ['/', 'https://www.bing.com/search?q=kafsh'],
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const micro = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

/** Page views in browsers of five views each: a landing, then four pages inside the shop. */
function pageViews(): PageView[] {
  const views: PageView[] = [];
  let now = Date.UTC(2025, 2, 1, 8, 40, 15);
  for (let n = 0; views.length < PAGE_VIEWS; n += 1) {
    const [path, referrer] = LANDINGS[n % LANDINGS.length]!;
    let previous = new URL(path, 'https://shop.example').href;
    views.push({ url: previous, referrer, userAgent: 'UA', now: new Date(now) });
    for (const next of ['/shop/', '/product/kafsh/', '/cart/', '/checkout/']) {
      now += 60_000;
      const url = new URL(next, 'https://shop.example').href;
      views.push({ url, referrer: previous, userAgent: 'UA', now: new Date(now) });
      previous = url;
    }
    now += 24 * 3_600_000;
  }
  return views;
}

function classifierFigures(): string[] {
  const views = pageViews();
  const npm = new NpmSourcebuster();
  const ours: number[] = [];
  const theirs: number[] = [];
  let clock = 0;
  let jar = new FakeCookieJar(() => clock);
  let npmJar = new FakeCookieJar(() => clock);
  views.forEach((view, index) => {
    if (index % 5 === 0) {
      jar = new FakeCookieJar(() => clock);
      npmJar = new FakeCookieJar(() => clock);
    }
    clock = view.now.getTime();
    const started = performance.now();
    const result = classifyPageView(view, jar.values(), DEFAULT_TRACKER_SETTINGS);
    for (const write of result.writes) {
      const domain = domainAttribute(write.domain);
      jar.set(
        `${write.name}=${write.value}` +
          (write.expires ? `; expires=${write.expires.toUTCString()}` : '') +
          (domain ? `; domain=${domain}` : '') +
          '; path=/',
      );
    }
    ours.push(performance.now() - started);
    npm.pageView({ ...view, zoneOffsetMinutes: 0 }, npmJar, {
      lifetime: 6,
      session_length: 30,
      timezone_offset: '0',
    });
    theirs.push(npm.lastInitMs);
  });
  npm.close();
  const ourMedian = median(ours);
  const theirMedian = median(theirs);
  return [
    `page views: ${views.length} (browsers of 5 views: landing + 4 shop pages)`,
    `npm sourcebuster 1.1.0 init, median (baseline): ${micro(theirMedian)}`,
    `shop classifier + cookie writes, median: ${micro(ourMedian)} (${(ourMedian / theirMedian).toFixed(2)}× baseline)`,
  ];
}

function reportFigures(): string[] {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  const orders = createSqliteOrdersRepository(db);
  const kinds = [
    { source_type: 'utm', utm_source: 'instagram', utm_medium: 'social' },
    { source_type: 'organic', utm_source: 'google', utm_medium: 'organic' },
    { source_type: 'referral', utm_source: 'digikala.com', utm_medium: 'referral' },
    { source_type: 'typein', utm_source: '(direct)', utm_medium: '(none)' },
    { source_type: 'utm', utm_source: 'telegram', utm_medium: 'cpc' },
  ];
  const start = Date.UTC(2025, 0, 1);
  const inserting = performance.now();
  db.transaction(() => {
    for (let n = 0; n < ORDERS; n += 1) {
      const at = new Date(start + n * 300_000); // one every 5 minutes: about 347 days
      createOrder(
        { orders, clock: () => at, attribution: DEFAULT_ATTRIBUTION_SETTINGS },
        {
          total: 100_000 + (n % 50) * 10_000,
          customerIp: '127.0.0.1',
          attribution: {
            via: 'store-api',
            extension: { ...kinds[n % kinds.length], user_agent: 'UA' },
          },
        },
      );
    }
  })();
  const insertMs = performance.now() - inserting;
  const keys = {
    sourceType: '_wc_order_attribution_source_type',
    source: '_wc_order_attribution_utm_source',
    medium: '_wc_order_attribution_utm_medium',
  };
  const count = db.prepare<[string, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM orders WHERE created_gmt >= ? AND created_gmt < ?',
  );
  const timed = (run: () => unknown) => {
    const times: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const t = performance.now();
      run();
      times.push(performance.now() - t);
    }
    return median(times);
  };
  const lines = [
    `orders: ${ORDERS} with 5 meta rows each, written through createOrder in ${(insertMs / 1000).toFixed(1)} s (${micro(insertMs / ORDERS)} per order)`,
  ];
  for (const [label, from, to] of [
    ['one month', '2025-03-20T20:30:00', '2025-04-20T20:30:00'],
    ['whole year', '2024-12-31T20:30:00', '2025-12-31T20:30:00'],
  ] as const) {
    const baseline = timed(() => count.get(from, to));
    const report = timed(() =>
      orders.attributionSummary({ fromGmt: from, toGmt: to, currency: 'IRT', keys }),
    );
    lines.push(
      `report, ${label}: count(*) baseline ${baseline.toFixed(2)} ms, grouped report ${report.toFixed(2)} ms (${(report / baseline).toFixed(1)}× baseline)`,
    );
  }
  db.close();
  return lines;
}

export function attributionReport(): string[] {
  return [...classifierFigures(), ...reportFigures()];
}

if (require.main === module) console.log(attributionReport().join('\n'));
