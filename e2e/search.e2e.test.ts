// Instant search and the announcement popup in Chromium, driven by the keyboard only: Tab to the
// box, type Persian (or Arabic-keyboard) letters, arrows and Enter; the popup waits until the
// shopper has seen a page (never the first page, never checkout or contact), shows once per
// visitor, holds the focus, gives it back to the page and never comes back after it was closed.
import type { Browser, Page } from 'playwright-core';
import { SEEDED_ANNOUNCEMENT } from '../mock-server/src/seed/announcement';
import {
  appStarted,
  axeViolations,
  openPage,
  screenshot,
  VIEWPORTS,
  startedAfterEachVisit,
} from './browser';
import { startShop, type RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

let shop: RunningShop;
let browser: Browser;

withShopAndChromium((running) => ({ shop, browser } = running));

/** Tabs from the top of the page until the search box has focus; fails if it never does. */
async function tabToSearch(page: Page): Promise<void> {
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.id === 'site-search')) return;
  }
  throw new Error('Tab never reached the search box');
}

async function openHome(page: Page): Promise<void> {
  await page.goto(`${shop.url}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The search box answers once the deferred chunk has started its saga: letters typed into the
  // server's HTML before then get no dropdown (a CI run on a loaded machine did exactly that).
  await appStarted(page);
}

const box = (page: Page) => page.getByRole('combobox', { name: 'جستجو در فروشگاه' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'پیشنهادهای جستجو' });

describe('instant search with the keyboard', () => {
  test('Tab, type, arrow down, Enter: the highlighted product opens', async () => {
    const { context, page, problems } = await openPage(browser);
    await openHome(page);
    await tabToSearch(page);
    // The options for "کیف" (a bag first) may show before those for "کیف پول" (a wallet first).
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('search') === 'کیف پول',
    );
    await page.keyboard.type('کیف پول', { delay: 40 });
    await answered;
    await listbox(page).getByRole('option').first().filter({ hasText: 'کیف پول' }).waitFor();
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
    const options = listbox(page).getByRole('option');
    expect(await options.count()).toBeGreaterThanOrEqual(2);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'search-dropdown-desktop');

    await page.keyboard.press('ArrowDown');
    const first = options.first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await box(page).getAttribute('aria-activedescendant')).toBe(
      await first.getAttribute('id'),
    );
    const name = (await first.locator('.search-option__name').innerText()).trim();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\//);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await listbox(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('Escape closes and keeps the text; Enter without a highlight opens the results page', async () => {
    const { context, page, problems } = await openPage(browser);
    await openHome(page);
    await tabToSearch(page);
    await page.keyboard.type('چرم', { delay: 40 });
    await listbox(page).waitFor();
    await page.keyboard.press('Escape');
    await listbox(page).waitFor({ state: 'hidden' });
    expect(await box(page).getAttribute('aria-expanded')).toBe('false');
    expect(await box(page).inputValue()).toBe('چرم');
    await expectFocusOnBox(page);

    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('s') === 'چرم',
    );
    await page.getByRole('heading', { level: 1, name: 'نتایج جستجو برای «چرم»' }).waitFor();
    const cards = page.locator('.search-results .product-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(1);
    expect(await page.locator('.search-results__count').innerText()).toMatch(
      /^[۰-۹]+ محصول پیدا شد$/,
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'search-results-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('letters typed before the search box chunk arrives stay, with the focus (issue 29)', async () => {
    const { context, page, problems } = await openPage(browser);
    // The combobox comes on the box's first focus: held back here until the shopper has typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/assets/search-box.*.js', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await openHome(page);
    await tabToSearch(page);
    await page.keyboard.type('کیف پول', { delay: 20 });
    await requested;
    expect(await box(page).inputValue()).toBe('کیف پول');
    release();
    await listbox(page).getByRole('option').first().filter({ hasText: 'کیف پول' }).waitFor();
    expect(await box(page).inputValue()).toBe('کیف پول');
    await expectFocusOnBox(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a query typed with Arabic ي and ك finds the Persian product; Persian digits match too', async () => {
    const { context, page, problems } = await openPage(browser);
    await openHome(page);
    await tabToSearch(page);
    await page.keyboard.type('كيف پول چرمي', { delay: 40 });
    await listbox(page)
      .getByRole('option', { name: /کیف پول چرمی مردانه/ })
      .waitFor();

    await page.keyboard.press('Control+A');
    await page.keyboard.type('پاوربانک ۲۰', { delay: 40 });
    await listbox(page)
      .getByRole('option', { name: /پاوربانک/ })
      .waitFor();
    expect(await listbox(page).getByRole('option').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('mobile: the dropdown fits the screen and stays accessible', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
    await openHome(page);
    await tabToSearch(page);
    await page.keyboard.type('کفش', { delay: 40 });
    await listbox(page).waitFor();
    const popup = await page.locator('.search-popup').boundingBox();
    expect(popup).not.toBeNull();
    expect(popup!.x).toBeGreaterThanOrEqual(0);
    expect(popup!.x + popup!.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'search-dropdown-mobile');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('search finds what shoppers type (issue 15, item 2)', () => {
  const optionNames = (page: Page) => listbox(page).locator('.search-option__name').allInnerTexts();
  const cardNames = (page: Page) =>
    page.locator('.search-results .product-card__title').allInnerTexts();

  /** Clears the box, types `text` and waits for the dropdown's answer for it. */
  async function typeQuery(page: Page, text: string): Promise<void> {
    await box(page).fill('');
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/wc/store/v1/products') &&
        new URL(response.url()).searchParams.get('search') === text.replace(/\u200c/g, ' '),
    );
    await page.keyboard.type(text, { delay: 40 });
    await answered;
    // Answered and drawn: the live region says how many were found (or none), and the options
    // (a lazy chunk) are on screen when there are any.
    await page.waitForFunction(() => {
      const status = document.getElementById('site-search-status')?.textContent ?? '';
      const list = document.querySelector<HTMLElement>('[role="listbox"]');
      const drawn = list?.hidden || list?.querySelector('.search-option__name') !== null;
      return /[۰-۹]|پیدا نشد/.test(status) && drawn;
    });
  }

  test('"تیشرت" finds the t-shirts "تی شرت" finds; "کتونی" finds the sneakers', async () => {
    const { context, page, problems } = await openPage(browser);
    await openHome(page);
    await tabToSearch(page);
    await typeQuery(page, 'تی شرت');
    const spaced = await optionNames(page);
    expect(spaced).toHaveLength(4);
    await typeQuery(page, 'تیشرت');
    expect(await optionNames(page)).toEqual(spaced);
    // The matched letters are marked, the joiner inside "تی‌شرت" with them.
    expect(await listbox(page).locator('mark').first().innerText()).toBe('تی‌شرت');
    await screenshot(page, 'search-spacing-desktop');

    await typeQuery(page, 'کتونی');
    expect(await optionNames(page)).toEqual(
      expect.arrayContaining(['کفش کتانی سفارشی', 'کفش کتانی پارچه‌ای کلاسیک']),
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'نتایج جستجو برای «کتونی»' }).waitFor();
    await page.locator('.search-results .product-card').first().waitFor();
    expect(await cardNames(page)).toEqual(expect.arrayContaining(['کفش کتانی سفارشی']));
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`${viewport}: for "ساعت" the smartwatch comes before headphones and the speaker`, async () => {
      const { context, page, problems } = await openPage(browser, VIEWPORTS[viewport]);
      await openHome(page);
      await tabToSearch(page);
      await typeQuery(page, 'ساعت');
      const options = await optionNames(page);
      expect(options[0]).toBe('ساعت هوشمند پرو');
      expect(options.slice(-3)).toEqual(
        expect.arrayContaining(['هدفون بی‌سیم توگوشی', 'اسپیکر بلوتوثی قابل حمل']),
      );
      await screenshot(page, `search-ranking-dropdown-${viewport}`);

      await page.goto(`${shop.url}/search?s=${encodeURIComponent('ساعت')}`);
      await page.locator('.search-results .product-card').first().waitFor();
      const cards = await cardNames(page);
      expect(cards[0]).toBe('ساعت هوشمند پرو');
      expect(cards.indexOf('ساعت هوشمند پرو')).toBeLessThan(cards.indexOf('هدفون روگوشی نویزگیر'));
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `search-ranking-results-${viewport}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('a typo on a phone (issue 27)', () => {
  test('390×844, touch: "هدست گیمنگ" in the header search opens the gaming headset', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.mobile,
      hasTouch: true,
      isMobile: true,
      locale: 'fa-IR',
    });
    const page = await context.newPage();
    startedAfterEachVisit(page);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    await openHome(page);
    await box(page).tap();
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/wc/store/v1/products') &&
        new URL(response.url()).searchParams.get('search') === 'هدست گیمنگ',
    );
    await page.keyboard.type('هدست گیمنگ', { delay: 40 });
    await answered;
    // The typo corrected: the headset is offered, and a tap on it opens its page.
    const headset = listbox(page)
      .getByRole('option')
      .filter({ hasText: 'هدست گیمینگ با میکروفون' });
    await headset.waitFor();
    await screenshot(page, 'search-typo-phone');
    await headset.tap();
    await page.waitForURL(/\/product\/gaming-headset\/?$/);
    await page.getByRole('heading', { level: 1, name: 'هدست گیمینگ با میکروفون' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the results page's filters (issue 27)", () => {
  test('a colour chosen in the form narrows the results, goes into the URL and is drawn by the server', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto(`${shop.url}/search?s=${encodeURIComponent('کیف')}`);
    await page.locator('.search-results .product-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    const count = page.locator('.search-results__count');
    const before = await count.innerText();
    const form = page.getByRole('form', { name: 'فیلتر محصولات' });
    const colour = form.getByRole('checkbox').first();
    await colour.waitFor();
    const slug = await colour.getAttribute('value');
    await colour.check();
    await form.getByRole('button', { name: 'اعمال فیلترها' }).click();
    await page.waitForURL((url) => url.search.includes('filter_') && url.search.includes('s='));
    await page.waitForFunction((old) => {
      const text = document.querySelector('.search-results__count')?.textContent ?? '';
      return text !== '' && text !== old;
    }, before);
    // The same URL from the server: the choice checked, the narrowed count drawn.
    const narrowed = await count.innerText();
    await page.reload();
    await page.locator('.search-results .product-card').first().waitFor();
    expect(await count.innerText()).toBe(narrowed);
    expect(await form.locator(`input[value="${slug}"]`).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'search-results-filtered-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });
});

async function expectFocusOnBox(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search');
}

describe('the announcement popup', () => {
  let withPopup: RunningShop;
  const ANNOUNCEMENT_REQUEST = '/persian-shop/v1/announcement';

  beforeAll(async () => {
    withPopup = await startShop({ announcement: SEEDED_ANNOUNCEMENT });
  });

  afterAll(async () => {
    await withPopup?.stop();
  });

  /**
   * A page load, waited on until the deferred chunk (the popup's saga with it) has started and the
   * network is quiet: the moment the popup used to open on a first page.
   */
  async function loadPage(page: Page, path: string): Promise<void> {
    const deferred = page.waitForResponse((response) =>
      /\/assets\/deferred\.[0-9a-f]+\.js$/.test(response.url()),
    );
    await page.goto(`${withPopup.url}${path}`);
    await deferred;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  }

  /** Does `go` and waits for the announcement answer, the page heading and one frame after. */
  async function reachWithAnnouncement(page: Page, go: () => Promise<unknown>): Promise<void> {
    const answered = page.waitForResponse((response) =>
      response.url().includes(ANNOUNCEMENT_REQUEST),
    );
    await go();
    await answered;
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }

  const focusOnBody = (page: Page) =>
    page.evaluate(() => !document.activeElement || document.activeElement === document.body);

  test('a first visit to the home page shows no popup and does not ask for it', async () => {
    const { context, page, problems } = await openPage(browser);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(ANNOUNCEMENT_REQUEST)) asked.push(request.url());
    });
    await loadPage(page, '/');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('opens after a link followed in the shop: modal, holds the focus, Escape closes, gone after a reload', async () => {
    const { context, page, problems } = await openPage(browser);
    await loadPage(page, '/shop/');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await reachWithAnnouncement(page, () => page.locator('header a.site-title').click());
    expect(new URL(page.url()).pathname).toBe('/');
    const dialog = page.getByRole('dialog', { name: SEEDED_ANNOUNCEMENT.title });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.innerText()).toContain('welcome10');

    const focusInDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    expect(await focusInDialog()).toBe(true);
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog()).toBe(true);
    }
    // The page behind cannot be reached.
    expect(await page.locator('#root').getAttribute('inert')).not.toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'announcement-desktop');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('#root').getAttribute('inert')).toBeNull();
    expect(await focusOnBody(page)).toBe(false);

    // Let the home page's own requests finish: a reload would abort them (and report them).
    await page.waitForLoadState('networkidle');
    // A later page load of the session asks again, and the closed announcement stays closed.
    await reachWithAnnouncement(page, () => page.reload());
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('mobile: a second page load of the tab shows it; copies the code with the keyboard; the dialog fits', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: withPopup.url,
    });
    await loadPage(page, '/shop/');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await reachWithAnnouncement(page, () => page.goto(`${withPopup.url}/`));
    const dialog = page.getByRole('dialog', { name: SEEDED_ANNOUNCEMENT.title });
    await dialog.waitFor();
    await screenshot(page, 'announcement-mobile');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await dialog.getByText('کد کپی شد.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('welcome10');
    await dialog.getByRole('button', { name: 'متوجه شدم' }).press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // Focus was on <body> when it opened (a page just loaded): it goes to the page's content.
    expect(await focusOnBody(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('never on checkout or contact, even after a navigation: it waits for the next page', async () => {
    const { context, page, problems } = await openPage(browser);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(ANNOUNCEMENT_REQUEST)) asked.push(request.url());
    });
    await loadPage(page, '/shop/');
    // A second page load, on the contact page: seen a page before, but a quiet page.
    await loadPage(page, '/contact');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(asked).toEqual([]);
    await reachWithAnnouncement(page, () => page.locator('header a.site-title').click());
    await page.getByRole('dialog', { name: SEEDED_ANNOUNCEMENT.title }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
