// Stable layout (issue 13): on a first visit every page settles with a cumulative layout shift of
// at most 0.05 on a phone (390x844) and a laptop (1366x900). Each page gets a fresh context (an
// empty HTTP cache, so fonts and pictures arrive late as they do for a new visitor); shifts are
// summed from the buffered 'layout-shift' entries, leaving out those right after input, until the
// network has been idle and one more second has passed.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appStarted, ARTIFACTS, openPage } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';
import { paths } from '../client/features/route/routes';
import { SEEDED_ANNOUNCEMENT } from '../mock-server/src/seed/announcement';

const BUDGET = 0.05;
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 900 },
} as const;

let shop: RunningShop;
let browser: Browser;
/** Cookies and storage of a visitor with one product in the cart (set up once). */
let withOneItem: Awaited<ReturnType<BrowserContext['storageState']>>;
let categorySlug: string;
let postSlug: string;
const measured: Record<string, number> = {};

// A first visit as a shopper meets it: the consent banner shows. The announcement popup is set up
// too, but never opens on the first page of a visit (it waits until a page was seen), so the
// pages measured here do not meet it (checked below on the first page of this visitor).
withShopAndChromium((running) => ({ shop, browser } = running), {
  announcement: SEEDED_ANNOUNCEMENT,
});

beforeAll(async () => {
  const categories = (await (
    await fetch(`${shop.url}/wp-json/wc/store/v1/products/categories`)
  ).json()) as { slug: string; count: number }[];
  categorySlug = categories.find((category) => category.count > 4)!.slug;
  const posts = (await (await fetch(`${shop.url}/wp-json/wp/v2/posts?per_page=1`)).json()) as {
    slug: string;
  }[];
  postSlug = posts[0]!.slug;

  const { context, page } = await openPage(browser, VIEWPORTS.laptop);
  // A simple product (no choices to make before adding it).
  await page.goto(`${shop.url}${paths.product('power-bank-20000')}`);
  await appStarted(page);
  await page.getByRole('button', { name: 'اجازه نمی‌دهم' }).click();
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await page.getByText('به سبد خرید شما افزوده شد.').waitFor();
  expect(await page.getByRole('dialog', { name: SEEDED_ANNOUNCEMENT.title }).count()).toBe(0);
  withOneItem = await context.storageState();
  await context.close();
}, 120_000);

afterAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS, 'layout-shift.json'), JSON.stringify(measured, null, 2));
});

interface Shift {
  value: number;
  sources: string[];
}

/** Collects every layout shift from the first paint on (installed before any page script runs). */
function recordShifts(): void {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
    const classes = [...node.classList].slice(0, 2).join('.');
    return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function settle(page: Page, url: string): Promise<Shift[]> {
  await page.addInitScript(recordShifts);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

const PAGES: [string, () => string, boolean][] = [
  ['home', () => paths.home, false],
  ['shop', () => paths.shop, false],
  ['category', () => `${paths.shop}?category=${encodeURIComponent(categorySlug)}`, false],
  ['product', () => paths.product('custom-sneaker'), false],
  ['cart', () => paths.cart, true],
  ['checkout', () => paths.checkout, true],
  ['contact', () => paths.contact, false],
  ['blog', () => paths.blog, false],
  ['post', () => paths.blogPost(postSlug), false],
];

describe.each(Object.entries(VIEWPORTS))('layout shift at %s size', (viewportName, viewport) => {
  test.each(PAGES)('%s settles with CLS at most 0.05', async (name, url, needsCart) => {
    const context = await browser.newContext({
      viewport,
      locale: 'fa-IR',
      ...(needsCart ? { storageState: withOneItem } : {}),
    });
    try {
      const page = await context.newPage();
      // A mobile network (as Lighthouse's slow 4G: 150 ms, 1.6 Mb/s): fonts and pictures
      // arrive after the first paint, as they do for a visitor, instead of all at once.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      const shifts = await settle(page, `${shop.url}${url()}`);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      measured[`${name} ${viewport.width}x${viewport.height}`] = Number(total.toFixed(4));
      // The sources name what moved, so a failure says where to look.
      expect({ viewport: viewportName, total: total <= BUDGET ? 'ok' : total, shifts }).toEqual(
        expect.objectContaining({ total: 'ok' }),
      );
    } finally {
      await context.close();
    }
  });
});
