// Issue 24's budgets, in front of the real WordPress + WooCommerce of ../shared/wordpress (a site of
// its own, BENCH_SITE): every storefront page's Lighthouse mobile LCP and TBT, the product page's
// req/s against WordPress's own product page, and the Store API through the storefront against
// WordPress direct. Needs root (the site's set-up) and a build (`npm run build`).
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { startStorefront } from '../e2e/realWordpress/storefront';
import { BENCH_SITE, setUpFronted } from '../scripts/realWordpress';
import { once, type LoadTarget } from './load';
import { lighthouseOnce } from './pagesLighthouse';
import { atLeast, atMost, BUDGETS, median, type LighthouseFigures } from './pagesFigures';
import { loadNow, optionValue } from './machineLoad';

/** The storefront's pages a shopper meets, on the site's fixed content (its README). */
const PAGES = [
  '/',
  '/shop/',
  '/product-category/bags/',
  '/product/leather-handbag/',
  '/product/classic-cotton-tshirt/',
  '/blog/',
  '/contact/',
  '/cart/',
  '/checkout/',
  '/my-account/',
];

const PRODUCT = '/product/leather-handbag/';
const STORE_PRODUCTS = '/wp-json/wc/store/v1/products?per_page=10';
/** The storefront's product page at least this many times WordPress's own (page cache). */
const PRODUCT_RATIO = 2;
/** The Store API through the storefront at least this share of WordPress direct. */
const PROXY_SHARE = 0.9;

const load = () => `load ${loadNow().toFixed(2)}`;

interface Throughput {
  rps: number[];
  p99: number[];
  failures: number;
}

/**
 * Interleaved rounds of each (base URL, target), so drift in the machine's load hits all alike;
 * 10 s each, since WordPress itself answers only about ten a second here.
 */
async function interleaved(
  runs: { name: string; baseUrl: string; target: LoadTarget }[],
  rounds: number,
): Promise<Map<string, Throughput>> {
  const figures = new Map<string, Throughput>();
  for (let round = 0; round < rounds; round += 1) {
    for (const { name, baseUrl, target } of runs) {
      const result = await once(baseUrl, target, 10, 10);
      const entry = figures.get(name) ?? { rps: [], p99: [], failures: 0 };
      entry.rps.push(result.requests.average);
      entry.p99.push(result.latency.p99);
      entry.failures += result.errors + result.timeouts + result.non2xx;
      figures.set(name, entry);
    }
  }
  return figures;
}

function throughputLines(figures: Map<string, Throughput>): string[] {
  return [...figures].map(
    ([name, { rps, p99, failures }]) =>
      `${name}: ${Math.round(median(rps))} req/s median (runs ${rps.map(Math.round).join(', ')}), ` +
      `p99 ${median(p99)} ms${failures ? `, ${failures} failed` : ''}`,
  );
}

async function throughput(storefrontUrl: string, rounds: number): Promise<string[]> {
  // WordPress answers its own pages only for its home's host (else a redirect to it): the
  // shopper's Host, sent to WordPress's own port.
  const asShopper = { host: new URL(BENCH_SITE.siteUrl).host };
  const names = {
    storefrontProduct: `storefront ${PRODUCT}`,
    wordpressProduct: `WordPress ${PRODUCT} (its own theme)`,
    proxied: `Store API through the storefront ${STORE_PRODUCTS}`,
    direct: `Store API direct ${STORE_PRODUCTS}`,
  };
  const figures = await interleaved(
    [
      {
        name: names.storefrontProduct,
        baseUrl: storefrontUrl,
        target: { name: '', path: PRODUCT },
      },
      {
        name: names.wordpressProduct,
        baseUrl: BENCH_SITE.wordpressUrl,
        target: { name: '', path: PRODUCT, headers: asShopper },
      },
      { name: names.proxied, baseUrl: storefrontUrl, target: { name: '', path: STORE_PRODUCTS } },
      {
        name: names.direct,
        baseUrl: BENCH_SITE.wordpressUrl,
        target: { name: '', path: STORE_PRODUCTS },
      },
    ],
    rounds,
  );
  const rps = (name: string) => median(figures.get(name)!.rps);
  const productRatio = rps(names.storefrontProduct) / rps(names.wordpressProduct);
  const proxyShare = rps(names.proxied) / rps(names.direct);
  return [
    ...throughputLines(figures),
    `product page: storefront ${productRatio.toFixed(1)}x WordPress's (budget at least ${PRODUCT_RATIO}x): ${atLeast(productRatio, PRODUCT_RATIO)}`,
    `Store API through the storefront: ${(proxyShare * 100).toFixed(1)}% of direct (budget at least ${PROXY_SHARE * 100}%): ${atLeast(proxyShare, PROXY_SHARE)}`,
  ];
}

async function lighthouse(
  storefrontUrl: string,
  runs: number,
  pages: readonly string[],
): Promise<string[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'real-wordpress-lighthouse-'));
  const lines: string[] = [];
  for (const page of pages) {
    const figures: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const loadBefore = loadNow();
      const output = path.join(folder, `${page.replace(/\W+/g, '_')}-${run}.json`);
      const { figures: measured } = await lighthouseOnce(storefrontUrl, page, output);
      figures.push({ ...measured, load: loadBefore });
    }
    const lcp = median(figures.map((figure) => figure.lcpMs));
    const tbt = median(figures.map((figure) => figure.tbtMs));
    const loads = figures.map((figure) => figure.load.toFixed(1)).join(', ');
    lines.push(
      `${page}: LCP ${Math.round(lcp)} ms (budget ${BUDGETS.lcpMs}: ${atMost(lcp, BUDGETS.lcpMs)}), ` +
        `TBT ${Math.round(tbt)} ms (budget ${BUDGETS.tbtMs}: ${atMost(tbt, BUDGETS.tbtMs)}), ` +
        `median of ${runs}, load ${loads}`,
    );
  }
  lines.push(`Lighthouse reports: ${folder}`);
  return lines;
}

/**
 * `--only lighthouse|throughput`, `--runs N` (Lighthouse runs per page, default 3), `--rounds N`,
 * `--pages /cart/,/checkout/` (Lighthouse on those pages only).
 */
export async function realWordpressReport(args: string[]): Promise<string[]> {
  const only = optionValue(args, '--only');
  const runs = Number(optionValue(args, '--runs') ?? 3);
  const rounds = Number(optionValue(args, '--rounds') ?? 3);
  const pages = optionValue(args, '--pages')?.split(',') ?? PAGES;
  if (!setUpFronted(BENCH_SITE)) return ['the real WordPress could not be set up (see above)'];
  const storefront = await startStorefront({ LOG_LEVEL: 'warn' }, BENCH_SITE);
  try {
    const lines = [`machine: ${os.cpus().length} cores, ${load()} at the start`];
    // A first visit fills the page cache and WordPress's opcode cache alike.
    for (const page of PAGES) await fetch(storefront.url + page);
    if (only !== 'lighthouse') lines.push(...(await throughput(storefront.url, rounds)));
    if (only !== 'throughput') lines.push(...(await lighthouse(storefront.url, runs, pages)));
    lines.push(`${load()} at the end`);
    return lines;
  } finally {
    await storefront.stop();
  }
}
