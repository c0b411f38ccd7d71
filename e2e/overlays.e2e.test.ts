// What floats over the page (issue 15, item 3): on a phone (390x844) a first-time shopper meets
// the consent banner and the contact button on every page. Measured on home, a product, the cart
// and the checkout, at the top of the page and scrolled to its end: the share of the viewport that
// fixed overlays cover, and that no visible control in the viewport lies under one of them. Then
// the folded contact button is used with the keyboard, and screenshots are taken at both sizes.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import path from 'node:path';
import { appStarted, ARTIFACTS, axeViolations, openPage, screenshot, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';
import { paths } from '../client/features/route/routes';

/** At most this share of a phone's screen may be covered by overlays. */
const COVER_BUDGET = 0.1;
const PHONE = VIEWPORTS.mobile;
const BANNER = 'از کجا به فروشگاه آمدید؟';

let shop: RunningShop;
let browser: Browser;
/** A first-time visitor (consent not answered) with one product in the cart. */
let withOneItem: Awaited<ReturnType<BrowserContext['storageState']>>;

withShopAndChromium((running) => ({ shop, browser } = running));

beforeAll(async () => {
  const { context, page } = await openPage(browser, PHONE);
  await page.goto(`${shop.url}${paths.product('power-bank-20000')}`);
  await appStarted(page);
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await page.getByText('به سبد خرید شما افزوده شد.').waitFor();
  withOneItem = await context.storageState();
  await context.close();
}, 120_000);

const PAGES: [string, string][] = [
  ['home', paths.home],
  ['shop', paths.shop],
  ['product', paths.product('custom-sneaker')],
  ['blog', paths.blog],
  ['cart', paths.cart],
  ['checkout', paths.checkout],
  ['contact', paths.contact],
  ['my account', paths.myAccount],
];

interface Coverage {
  /** share of the viewport under fixed overlays, 0…1 */
  share: number;
  /** controls in the viewport that an overlay lies over: "tag 'name' under overlay" */
  covered: string[];
}

/**
 * Fixed elements are the overlays (the sticky header is part of the page, not counted); every
 * visible control outside them that meets the viewport must not meet any of them. The covered
 * share is sampled on a 2 px grid, so overlapping overlays count once.
 */
function measureCoverage(): Coverage {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const visible = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return (
      style.visibility !== 'hidden' &&
      style.display !== 'none' &&
      Number(style.opacity) > 0 &&
      box.width > 0 &&
      box.height > 0
    );
  };
  const overlays = [...document.body.querySelectorAll('*')].filter(
    (element) =>
      getComputedStyle(element).position === 'fixed' &&
      visible(element) &&
      !isInsideFixed(element.parentElement),
  );
  function isInsideFixed(element: Element | null): boolean {
    for (let node = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed') return true;
    }
    return false;
  }
  const boxes = overlays
    .map((overlay) => ({ overlay, box: overlay.getBoundingClientRect() }))
    .filter(({ box }) => box.bottom > 0 && box.top < height && box.right > 0 && box.left < width);

  let coveredPoints = 0;
  let points = 0;
  for (let y = 1; y < height; y += 2) {
    for (let x = 1; x < width; x += 2) {
      points += 1;
      if (
        boxes.some(({ box }) => x >= box.left && x < box.right && y >= box.top && y < box.bottom)
      ) {
        coveredPoints += 1;
      }
    }
  }

  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} '${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}'`;
  const controls = [
    ...document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="radio"], [role="tab"]',
    ),
  ].filter((control) => visible(control) && !isInsideFixed(control));
  const covered: string[] = [];
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= height || box.right <= 0 || box.left >= width) continue;
    for (const { overlay, box: over } of boxes) {
      const meets =
        box.left < over.right &&
        box.right > over.left &&
        box.top < over.bottom &&
        box.bottom > over.top;
      if (meets) covered.push(`${name(control)} under ${name(overlay)}`);
    }
  }
  return { share: coveredPoints / points, covered };
}

async function openAsNewShopper(page: Page, url: string) {
  await page.goto(`${shop.url}${url}`, { waitUntil: 'networkidle' });
  await page.getByRole('region', { name: BANNER }).waitFor();
  // Fonts and pictures in, the banner's entrance over.
  await page.waitForTimeout(500);
}

describe('overlays on a phone (390x844)', () => {
  test.each(PAGES)(
    '%s: overlays cover little and no control, at the top and at the end',
    async (name, url) => {
      const context = await browser.newContext({
        viewport: PHONE,
        locale: 'fa-IR',
        storageState: withOneItem,
      });
      try {
        const page = await context.newPage();
        await openAsNewShopper(page, url);
        const atTop = await page.evaluate(measureCoverage);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(300);
        const atEnd = await page.evaluate(measureCoverage);
        // What the shopper sees there (the full-page shots below draw fixed things only once).
        await page.screenshot({ path: path.join(ARTIFACTS, `overlays-${name}-mobile-end.png`) });
        for (const [where, coverage] of [
          ['top', atTop],
          ['end', atEnd],
        ] as const) {
          const share = Number(coverage.share.toFixed(3));
          // Page and place in the message, so a failure says where to look.
          expect({ page: name, where, covered: coverage.covered, share }).toEqual({
            page: name,
            where,
            covered: [],
            share: share <= COVER_BUDGET ? share : `at most ${COVER_BUDGET}`,
          });
        }
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});

describe('the folded contact button', () => {
  test('on a phone one button opens the channels; Escape closes them and focus returns', async () => {
    const { context, page, problems } = await openPage(browser, PHONE);
    try {
      await openAsNewShopper(page, paths.home);
      const contact = page.getByRole('complementary', { name: 'تماس با ما' });
      const toggle = contact.getByRole('button', { name: 'تماس با ما' });
      const call = contact.getByRole('link', { name: 'تماس تلفنی با ما' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await call.isVisible()).toBe(false);

      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await contact.getByRole('link').count()).toBe(4);
      await call.waitFor();
      await page.keyboard.press('Shift+Tab');
      expect(
        await contact
          .getByRole('link')
          .last()
          .evaluate((link) => link === document.activeElement),
      ).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'overlays-contact-open-mobile');

      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await call.isVisible()).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  test('on a laptop the four channels stand as they were, with no fold', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await openAsNewShopper(page, paths.home);
      const contact = page.getByRole('complementary', { name: 'تماس با ما' });
      expect(await contact.getByRole('button', { name: 'تماس با ما' }).isVisible()).toBe(false);
      for (const link of await contact.getByRole('link').all()) {
        expect(await link.isVisible()).toBe(true);
      }
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe('screenshots with the consent banner open', () => {
  const SHOTS: [string, string][] = [
    ['home', paths.home],
    ['product', paths.product('custom-sneaker')],
    ['checkout', paths.checkout],
  ];
  test.each(SHOTS)(
    '%s at both sizes, axe clean',
    async (name, url) => {
      for (const [size, viewport] of [
        ['mobile', PHONE],
        ['desktop', VIEWPORTS.desktop],
      ] as const) {
        const context = await browser.newContext({
          viewport,
          locale: 'fa-IR',
          storageState: withOneItem,
        });
        try {
          const page = await context.newPage();
          await openAsNewShopper(page, url);
          expect(await axeViolations(page)).toEqual([]);
          await screenshot(page, `overlays-${name}-${size}`);
        } finally {
          await context.close();
        }
      }
    },
    90_000,
  );
});
