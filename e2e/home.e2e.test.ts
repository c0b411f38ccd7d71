// The home page in Chromium: the "Amazing offer" carousel moving by itself over real seconds,
// holding still while paused, while the search results are open and under reduced motion, its
// buttons wrapping both ways, add to cart from the active slide, and the latest posts widget.
import type { Browser, Page } from 'playwright-core';
import { axeViolations, openPage, screenshot, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

let shop: RunningShop;
let browser: Browser;

withShopAndChromium((running) => ({ shop, browser } = running));

const TABLET = { width: 800, height: 1100 } as const;
const PERSIAN_POSITION = /^[۰-۹]+ از [۰-۹]+$/;

const carousel = (page: Page) => page.getByRole('region', { name: 'پیشنهاد شگفت‌انگیز' });
const position = (page: Page) => carousel(page).locator('.carousel__position').innerText();
const activeName = (page: Page) => carousel(page).locator('.carousel__active-name a').innerText();

async function openHome(page: Page): Promise<number> {
  await page.goto(`${shop.url}/`);
  await carousel(page).locator('.carousel__position').waitFor();
  // Answer the consent banner, so it covers nothing in the screenshots.
  await page.getByRole('button', { name: 'اجازه نمی‌دهم' }).click();
  // Keep the pointer off the carousel (hovering pauses it).
  await page.mouse.move(2, 2);
  const text = await position(page);
  expect(text).toMatch(PERSIAN_POSITION);
  return Number(text.split(' از ')[1]!.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))));
}

/** Milliseconds until the position text differs from `from`, or null if it did not within `limit`. */
async function msUntilMoved(page: Page, from: string, limit: number): Promise<number | null> {
  const started = Date.now();
  try {
    await page.waitForFunction(
      (before) => document.querySelector('.carousel__position')?.textContent !== before,
      from,
      { timeout: limit, polling: 100 },
    );
    return Date.now() - started;
  } catch {
    return null;
  }
}

/** The active slide is the right-most of the slides in view (the first in reading order). */
async function activeIsRightMost(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const viewport = document.querySelector('.carousel__viewport')!.getBoundingClientRect();
    const inView = [...document.querySelectorAll<HTMLElement>('.carousel .carousel-slide')]
      .map((slide) => ({ slide, box: slide.getBoundingClientRect() }))
      .filter(
        ({ box }) =>
          box.width > 0 && box.left >= viewport.left - 2 && box.right <= viewport.right + 2,
      );
    const rightMost = inView.sort((a, b) => b.box.right - a.box.right)[0];
    return rightMost?.slide.classList.contains('carousel-slide--active') ?? false;
  });
}

const visibleSlides = (page: Page) =>
  page.evaluate(() => {
    const viewport = document.querySelector('.carousel__viewport')!.getBoundingClientRect();
    return [...document.querySelectorAll('.carousel .carousel-slide')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.width > 0 && box.left >= viewport.left - 2 && box.right <= viewport.right + 2;
    }).length;
  });

describe('home page carousel in Chromium', () => {
  test('advances by itself every 5 seconds, first slide on the right, axe clean', async () => {
    const { context, page, problems } = await openPage(browser);
    const total = await openHome(page);
    expect(total).toBeGreaterThanOrEqual(10);
    expect(await position(page)).toBe('۱ از ' + (await position(page)).split(' از ')[1]);
    expect(await visibleSlides(page)).toBe(3);
    expect(await activeIsRightMost(page)).toBe(true);
    // Persian prices, a discount, a countdown and the no-sale marker are on the page.
    const text = await carousel(page).innerText();
    expect(text).toMatch(/[۰-۹٬]+ تومان/);
    expect(text).toMatch(/[۰-۹]+٪ تخفیف/);
    expect(await carousel(page).locator('.offer-countdown__time').first().innerText()).toMatch(
      /^([۰-۹]+ روز و )?[۰-۹]{2}:[۰-۹]{2}:[۰-۹]{2}$/,
    );
    expect(await carousel(page).locator('.carousel-slide--no-sale').count()).toBeGreaterThan(0);

    const first = await position(page);
    const waited = await msUntilMoved(page, first, 11_000);
    expect(waited).not.toBeNull();
    expect(waited!).toBeLessThan(11_000);
    expect(await position(page)).toBe(`۲ از ${first.split(' از ')[1]}`);
    // The slide moved on screen too, not only the number.
    await page.waitForTimeout(700);
    expect(await activeIsRightMost(page)).toBe(true);
    // The next one comes about 5 s after the first.
    const second = await position(page);
    const gap = await msUntilMoved(page, second, 8_000);
    expect(gap).not.toBeNull();
    expect(gap!).toBeGreaterThan(3_000);

    const posts = page.getByRole('region', { name: 'آخرین نوشته‌ها' });
    expect(await posts.getByRole('article').count()).toBe(3);
    expect(await posts.locator('time').first().innerText()).toMatch(/۱۴[۰-۹]{2}/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'home-carousel-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('holds still while paused and goes on after play', async () => {
    const { context, page, problems } = await openPage(browser);
    await openHome(page);
    const pause = carousel(page).getByRole('button', { name: 'توقف اسلایدر و زمان‌سنج پیشنهادها' });
    await pause.click();
    // Take the pointer and the focus away, so only the button holds it.
    await page.mouse.move(2, 2);
    await page.locator('h1').click();
    const play = carousel(page).getByRole('button', { name: 'پخش اسلایدر و زمان‌سنج پیشنهادها' });
    await play.waitFor();
    const countdown = carousel(page).locator('.offer-countdown__time').first();
    const frozen = await countdown.innerText();
    const at = await position(page);
    expect(await msUntilMoved(page, at, 7_000)).toBeNull();
    expect(await countdown.innerText()).toBe(frozen);

    await play.click();
    await page.mouse.move(2, 2);
    await page.locator('h1').click();
    expect(await msUntilMoved(page, at, 7_000)).not.toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('does not move while the search results dropdown is open', async () => {
    const { context, page, problems } = await openPage(browser);
    await openHome(page);
    const box = page.locator('#site-search');
    await box.click();
    await box.fill('کیف');
    await page.getByRole('listbox').waitFor();
    await page.mouse.move(2, 2);
    const at = await position(page);
    expect(await msUntilMoved(page, at, 7_000)).toBeNull();
    expect(await page.getByRole('listbox').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'home-search-open-desktop');

    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    expect(await msUntilMoved(page, at, 7_000)).not.toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('previous and next wrap both ways and announce the shopper’s move', async () => {
    const { context, page, problems } = await openPage(browser);
    const total = await openHome(page);
    const totalText = (await position(page)).split(' از ')[1]!;
    const previous = carousel(page).getByRole('button', { name: 'محصول قبلی' });
    const next = carousel(page).getByRole('button', { name: 'محصول بعدی' });
    await previous.click();
    expect(await position(page)).toBe(`${totalText} از ${totalText}`);
    await page.waitForTimeout(700);
    expect(await activeIsRightMost(page)).toBe(true);
    expect(await carousel(page).getByRole('status').innerText()).toContain(
      `اسلاید ${totalText} از ${totalText}`,
    );
    await next.click();
    expect(await position(page)).toBe(`۱ از ${totalText}`);
    await page.waitForTimeout(700);
    expect(await activeIsRightMost(page)).toBe(true);
    // Keyboard only: Enter on the focused button.
    await next.focus();
    await page.keyboard.press('Enter');
    expect(await position(page)).toBe(`۲ از ${totalText}`);
    expect(total).toBeGreaterThan(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('adds the active product to the cart; a no-sale slide disables the button', async () => {
    const { context, page, problems } = await openPage(browser);
    await openHome(page);
    const next = carousel(page).getByRole('button', { name: 'محصول بعدی' });
    const add = carousel(page).getByRole('button', { name: 'افزودن به سبد خرید' });

    for (
      let step = 0;
      step < 15 && (await activeName(page)) !== 'هدست گیمینگ با میکروفون';
      step++
    ) {
      await next.click();
    }
    expect(await activeName(page)).toBe('هدست گیمینگ با میکروفون');
    expect(await add.isDisabled()).toBe(true);
    await page.waitForTimeout(700);
    await screenshot(page, 'home-carousel-no-sale-desktop');

    for (
      let step = 0;
      step < 15 && (await activeName(page)) !== 'شارژر دیواری فست ۳۳ وات';
      step++
    ) {
      await next.click();
    }
    expect(await activeName(page)).toBe('شارژر دیواری فست ۳۳ وات');
    await page.getByRole('link', { name: 'سبد خرید (۰ کالا)' }).waitFor();
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    await page.getByRole('link', { name: /^سبد خرید \(۱ کالا، ۵۹۰٬۰۰۰ تومان\)$/ }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('prefers-reduced-motion: starts paused, with a play button', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.desktop, {
      reducedMotion: 'reduce',
    });
    await openHome(page);
    await carousel(page)
      .getByRole('button', { name: 'پخش اسلایدر و زمان‌سنج پیشنهادها' })
      .waitFor();
    expect(await msUntilMoved(page, await position(page), 6_500)).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  test.each([
    ['tablet', TABLET, 2],
    ['mobile', VIEWPORTS.mobile, 1],
  ])('%s: the slides per view of that width, axe clean', async (name, viewport, perView) => {
    const { context, page, problems } = await openPage(browser, viewport);
    await openHome(page);
    await carousel(page).locator('.carousel-slide__image').first().waitFor();
    expect(await visibleSlides(page)).toBe(perView);
    expect(await activeIsRightMost(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, `home-carousel-${name}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the latest posts widget (issue 29)', () => {
  test("keeps the server's Persian dates while the calendar's code is held back", async () => {
    const { context, page, problems } = await openPage(browser);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/date.*.js', async (route) => {
      await held;
      await route.continue();
    });
    // Not until "load": the held script is part of it.
    await page.goto(`${shop.url}/`, { waitUntil: 'commit' });
    await page.locator('html[data-app="started"]').waitFor({ state: 'attached' });
    const date = page.locator('.latest-post .post-date').first();
    const drawn = /^[۰-۹]+ [^ ]+ [۰-۹]+$/;
    expect(await date.innerText()).toMatch(drawn);
    const arrived = page.waitForResponse((response) => response.url().includes('/date.'));
    release();
    await arrived;
    // With the code there the widget hydrates over the same date (a mismatch would be a problem).
    await page.waitForFunction(
      () => document.querySelector('.latest-post .post-date')?.isConnected,
    );
    expect(await date.innerText()).toMatch(drawn);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the home page's later chunk: new products and posts (issue 29)", () => {
  /** Whether React has taken the node kept under `name` as its own (hydrated it). */
  const isReactNode = (name: string) =>
    Object.keys((window as unknown as Record<string, object | undefined>)[name] ?? {}).some((key) =>
      key.startsWith('__reactFiber'),
    );

  test("keeps the server's markup while the chunk is held back, then hydrates that markup", async () => {
    const { context, page, problems } = await openPage(browser);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/home-later.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${shop.url}/`, { waitUntil: 'commit' });
    await page.locator('html[data-app="started"]').waitFor({ state: 'attached' });
    // The server's nodes, kept to see that React adopts them rather than drawing new ones.
    await page.evaluate(() => {
      const kept = window as unknown as Record<string, Element | null>;
      kept.serverPost = document.querySelector('.latest-post');
      kept.serverProduct = document.querySelector('.new-product');
    });
    expect(await page.locator('.latest-post').count()).toBeGreaterThan(0);
    expect(await page.locator('.new-product').count()).toBeGreaterThan(0);
    expect(await page.evaluate(isReactNode, 'serverPost')).toBe(false);
    release();
    await page.waitForFunction(isReactNode, 'serverPost');
    await page.waitForFunction(isReactNode, 'serverProduct');
    expect(
      await page.evaluate(() => {
        const kept = window as unknown as Record<string, Element>;
        return kept.serverPost!.isConnected && kept.serverProduct!.isConnected;
      }),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('draws them on a visit by link from another page', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto(`${shop.url}/blog/`);
    // A mark on the window that a full page load would lose: the visit is the app's own.
    await page.evaluate(() => ((window as unknown as Record<string, boolean>).sameApp = true));
    await page.locator('header a.site-title').click();
    await page.locator('.new-product').first().waitFor();
    await page.locator('.latest-post').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as Record<string, boolean>).sameApp)).toBe(
      true,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
