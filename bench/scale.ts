// `npm run bench -- scale [--sizes seed,10000x1000000] [--dir /tmp/shop-scale] [--seconds 3]
//   [--only report,sitemap]` (--only: the requests whose names contain one of the words)
// Home and product HTML are drawn by the build's renderer: build dist/ first
// (`npx webpack --mode production`), else those rows are left out.
// The shop as it grows (issue 28): each size is a database file built once by the scale seed
// (reused when present), served by the real app; each request is measured at each size with
// req/s, p50, p99 and the ratio of the seed's req/s to this size's, beside database size, RSS
// and the event-loop delay p99 while it was measured. Each size runs in a process of its own
// (scaleSize.ts), the load generator in another (scaleLoad.ts). Listings are asked with a price bound that
// changes per request, so no cache answers them.
import { fork, type Serializable } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type Database from 'better-sqlite3';
import {
  epochDayToPersian,
  formatPersianDate,
} from '../mock-server/src/domain/attribution/persianCalendar';
import { seedScale } from '../mock-server/src/seed/scale';
import { closeDatabase, IN_MEMORY, openDatabase } from '../mock-server/src/storage/database';
import { migrate } from '../mock-server/src/storage/migrations';
import { catalogFixture, setStock } from '../mock-server/test/catalogStates';
import { NO_CAP, checkoutBody } from '../mock-server/test/checkoutKit';
import { startTestServer } from '../mock-server/test/server';
import { readyCarts } from './readyCarts';
import type { LoadJob, LoadRequest, LoadResult } from './scaleLoad';

const STORE = '/wp-json/wc/store/v1';
const DIST = path.resolve(__dirname, '..', 'dist');
const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';

export interface Size {
  label: string;
  products: number;
  orders: number;
  /** undefined: the demo seed in memory. */
  file?: string;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  loopP99: number;
  /** Share of the time the server's thread was busy: well below 1, the client set the pace. */
  busy: number;
}

function option(options: string[], name: string): string | undefined {
  const at = options.indexOf(`--${name}`);
  return at >= 0 ? options[at + 1] : undefined;
}

function sizesOf(options: string[]): Size[] {
  const dir = option(options, 'dir') ?? '/tmp/shop-scale';
  return (option(options, 'sizes') ?? 'seed,10000x1000000').split(',').map((text) => {
    if (text === 'seed') return { label: 'seed', products: 0, orders: 0 };
    const [products, orders] = text.split('x').map(Number);
    if (!products || orders === undefined || Number.isNaN(orders)) {
      throw new Error(`a size is "seed" or PRODUCTSxORDERS, not ${text}`);
    }
    return {
      label: `${products}p/${orders}o`,
      products,
      orders,
      file: path.join(dir, `shop-${products}p-${orders}o.sqlite`),
    };
  });
}

/** Builds the size's file once (the scale seed), then reuses it; `.done` marks a whole build. */
function ensureBuilt(size: Size): void {
  if (!size.file) return;
  const done = `${size.file}.done`;
  if (fs.existsSync(done)) return;
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(size.file + suffix, { force: true });
  fs.mkdirSync(path.dirname(size.file), { recursive: true });
  const db = openDatabase(size.file);
  db.pragma('synchronous = OFF');
  migrate(db);
  seedScale(db, { products: size.products, orders: size.orders, posts: 2000 }, new Date(), (line) =>
    console.error(`${size.label}: ${line}`),
  );
  closeDatabase(db);
  fs.writeFileSync(done, new Date().toISOString());
}

/** A year ending today, as the owner's report takes it (Persian days). */
function lastYear(): string {
  const today = Math.floor(Date.now() / 86_400_000);
  const from = formatPersianDate(epochDayToPersian(today - 365));
  const to = formatPersianDate(epochDayToPersian(today));
  return `from=${from}&to=${to}`;
}

interface Target {
  name: string;
  /** Called per request: a changing path keeps caches out of the figure. */
  path: () => string;
  headers?: () => Record<string, string>;
  method?: 'POST';
  body?: string;
  /** Needs the build's renderer (dist/). */
  html?: boolean;
  /** Readies the database before the measurement; what it returns undoes it afterwards. */
  prepare?: (db: Database.Database) => () => void;
}

let bound = 0;
const uncached = () => `&min_price=${(bound = (bound + 1) % 100_000)}`;
const admin = () => ({ authorization: `Bearer ${ADMIN_TOKEN}` });
// Every request asks what a browser (or a crawler) asks: its answer compressed. Uncompressed, a
// 40 KB category list measured the load generator's reading more than the shop's work.
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

const CARTS = 20_000;
let checkoutTokens: string[] = [];
let nextCart = 0;

/**
 * Checkout writes orders: every one placed during the measurement is inside one transaction
 * that is rolled back afterwards (the checkout's own transactions nest in it as savepoints), so
 * the large file is left as the scale seed built it. Each order empties its cart: one ready cart
 * per order, each holding one power bank with stock enough for all.
 */
function prepareCheckout(db: Database.Database): () => void {
  db.exec('BEGIN');
  const productId = catalogFixture(db).simpleInStock.id;
  setStock(db, productId, 10_000_000);
  checkoutTokens = readyCarts(db, productId, CARTS, 't_scale');
  nextCart = 0;
  return () => db.exec('ROLLBACK');
}

/** Each Store API `orderby`, its list uncached. */
const ORDERINGS: Target[] = (['date', 'popularity', 'rating', 'title', 'menu_order'] as const).map(
  (orderby) => ({
    name: `products by ${orderby} (uncached)`,
    path: () => `${STORE}/products?per_page=24&orderby=${orderby}${uncached()}`,
  }),
);

const TARGETS: Target[] = [
  { name: 'GET /health', path: () => '/health' },
  { name: 'products page 1 (uncached)', path: () => `${STORE}/products?per_page=24${uncached()}` },
  {
    name: 'products page 50 (uncached)',
    path: () => `${STORE}/products?per_page=10&page=50${uncached()}`,
  },
  // The seed's page 50 is empty (47 products), so the row above sets ten products' answer
  // against none; this one sends ten at every size, so what page 50 adds at 10,000 products
  // (the walk past 490) reads as the difference between the two rows at that size.
  {
    name: 'products page 1 of 10 (uncached)',
    path: () => `${STORE}/products?per_page=10${uncached()}`,
  },
  {
    name: 'products by price (uncached)',
    path: () => `${STORE}/products?per_page=24&orderby=price&order=asc${uncached()}`,
  },
  ...ORDERINGS,
  { name: 'products page 1 (cached)', path: () => `${STORE}/products?per_page=24` },
  {
    name: 'category page (uncached)',
    path: () => `${STORE}/products?per_page=24&category=clothing${uncached()}`,
  },
  {
    name: 'colour page (uncached)',
    path: () =>
      `${STORE}/products?per_page=24&attributes[0][attribute]=pa_color&attributes[0][slug]=red${uncached()}`,
  },
  { name: 'category list', path: () => `${STORE}/products/categories?per_page=100` },
  { name: 'colour terms', path: () => `${STORE}/products/attributes/1/terms` },
  { name: 'one product', path: () => `${STORE}/products/classic-cotton-tshirt` },
  { name: 'wp-sitemap.xml', path: () => '/wp-sitemap.xml' },
  {
    name: 'product sub-sitemap',
    path: () => '/wp-sitemap-posts-product-1.xml',
  },
  { name: 'home HTML', path: () => '/', html: true },
  { name: 'product HTML', path: () => '/product/classic-cotton-tshirt/', html: true },
  {
    name: 'attribution report, 1 year',
    path: () => `/wp-json/shop/v1/reports/attribution?${lastYear()}`,
    headers: admin,
  },
  {
    name: 'checkout (POST, rolled back)',
    path: () => `${STORE}/checkout`,
    method: 'POST',
    body: JSON.stringify(checkoutBody()),
    headers: () => ({
      'content-type': 'application/json',
      'cart-token': checkoutTokens[nextCart++ % checkoutTokens.length] ?? '',
    }),
    prepare: prepareCheckout,
  },
];

/** Enough requests that a listing's price bound or a checkout's cart is not used twice. */
const REQUESTS_PER_RUN = 20_000;

/** Runs a bench module (scaleLoad.ts, scaleSize.ts) in a child process for one job. */
function inChild<Job extends Serializable, Result>(module: string, job: Job): Promise<Result> {
  const child = fork(path.join(__dirname, module), [], {
    execArgv: ['-r', 'ts-node/register/transpile-only'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result: Result) => resolve(result));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${module} ended (${code})`)));
    child.send(job);
  });
}

const loadElsewhere = (job: LoadJob) => inChild<LoadJob, LoadResult>('scaleLoad.ts', job);

async function measureTarget(url: string, target: Target, seconds: number): Promise<Row> {
  const requests: LoadRequest[] = Array.from({ length: REQUESTS_PER_RUN }, () => ({
    method: target.method ?? 'GET',
    path: target.path(),
    headers: { ...BROWSER_ENCODINGS, ...target.headers?.() },
    ...(target.body === undefined ? {} : { body: target.body }),
  }));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const before = performance.eventLoopUtilization();
  const result = await loadElsewhere({ url, connections: 10, seconds, requests });
  const busy = performance.eventLoopUtilization(before).utilization;
  loop.disable();
  return { name: target.name, ...result, loopP99: loop.percentile(99) / 1e6, busy };
}

export interface SizeJob {
  size: Size;
  seconds: number;
  only: string[] | undefined;
}

export type SizeResult = Awaited<ReturnType<typeof measureSize>>;

/** One size's rows, served by a fresh app on its own database (scaleSize.ts runs it). */
export async function measureSize({ size, seconds, only }: SizeJob) {
  ensureBuilt(size);
  const db = openDatabase(size.file ?? IN_MEMORY);
  const migrating = Date.now();
  migrate(db);
  const migrateMs = Date.now() - migrating;
  const built = fs.existsSync(path.join(DIST, 'server', 'renderPage.js'));
  const server = await startTestServer({
    database: db,
    adminToken: ADMIN_TOKEN,
    siteUrl: 'http://shop.test',
    checkout: NO_CAP,
    ...(built ? { clientDist: DIST } : {}),
  });
  try {
    // Start-up work (the search index is built in slices after listen) finished before any
    // figure: a search finishes it at once.
    const warming = Date.now();
    await fetch(`${server.url}${STORE}/products?search=${encodeURIComponent('کتاب')}`);
    const warmMs = Date.now() - warming;
    const rows: Row[] = [];
    for (const target of TARGETS) {
      if (only && !only.some((word) => target.name.includes(word))) continue;
      if (target.html && !built) continue;
      const undo = target.prepare?.(db);
      try {
        // One warm-up request (prepared statements, first page of the file into memory).
        await fetch(server.url + target.path(), {
          method: target.method ?? 'GET',
          headers: target.headers?.(),
          body: target.body,
        });
        rows.push(await measureTarget(server.url, target, seconds));
      } finally {
        undo?.();
      }
    }
    const bytes = size.file ? fs.statSync(size.file).size : 0;
    return { rows, bytes, rssMb: process.memoryUsage().rss / 1e6, migrateMs, warmMs };
  } finally {
    await server.close();
    closeDatabase(db);
  }
}

const fixed = (value: number, digits = 0) => value.toFixed(digits).padStart(8);

export async function scaleReport(options: string[]): Promise<string[]> {
  const seconds = Number(option(options, 'seconds') ?? 3);
  const sizes = sizesOf(options);
  const only = option(options, 'only')?.split(',');
  const results = [];
  // Each size in a process of its own, as a shop serves one database: the larger size is not
  // measured in a heap the seed's rows filled (its collections then landed in the first rows).
  for (const size of sizes) {
    results.push({
      size,
      ...(await inChild<SizeJob, SizeResult>('scaleSize.ts', { size, seconds, only })),
    });
  }
  const base = results[0];
  const lines = [
    `10 connections from another process, ${seconds} s per request and size; ratio = seed req/s ÷ this size's (budget ≤ 2); loop p99: the server thread's event-loop delay (budget ≤ 20 ms); busy: the share of the time the server's thread worked (well below 100%: the load generator, reading the answers, set the pace)`,
  ];
  for (const result of results) {
    lines.push(
      '',
      `--- ${result.size.label}: database ${(result.bytes / 1e6).toFixed(0)} MB, RSS ${result.rssMb.toFixed(0)} MB, migrate ${result.migrateMs} ms, start-up work ${result.warmMs} ms`,
      `${'request'.padEnd(32)}   req/s      p50      p99    ratio  loop p99  errors   busy`,
    );
    for (const row of result.rows) {
      const seed = base?.rows.find((other) => other.name === row.name);
      const ratio = seed && row.rps > 0 ? seed.rps / row.rps : 0;
      lines.push(
        `${row.name.padEnd(32)}${fixed(row.rps)} ${fixed(row.p50)} ${fixed(row.p99)} ${fixed(ratio, 2)} ${fixed(row.loopP99, 1)} ${String(row.errors).padStart(7)} ${`${Math.round(row.busy * 100)}%`.padStart(6)}`,
      );
    }
  }
  return lines;
}
