// The server-rendered pages in Chromium: readable with JavaScript off (a product's name, price
// and choices; the blog list and its page links), and hydrated without a mismatch when it is on.
import type { Browser } from 'playwright-core';
import { appStarted, openPage, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

let shop: RunningShop;
let browser: Browser;

withShopAndChromium((running) => ({ shop, browser } = running));

describe('with JavaScript off', () => {
  it('reads a product: name, price, images and its choices', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fa-IR' });
    const page = await context.newPage();
    const answer = await page.goto(`${shop.url}/product/custom-sneaker`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'کفش کتانی سفارشی',
    );
    await expect(page.locator('main .price').first().innerText()).resolves.toMatch(
      /[۰-۹][۰-۹٬]* تومان/,
    );
    expect(await page.locator('main img').count()).toBeGreaterThan(0);
    // Its choices as a form's radio inputs: each varying attribute a group of its values.
    const colours = page.getByRole('group', { name: 'رنگ' });
    expect(await colours.getByRole('radio').count()).toBeGreaterThan(1);
    await expect(colours.getByRole('radio', { name: 'مشکی' }).getAttribute('name')).resolves.toBe(
      'attribute_pa_color',
    );
    await context.close();
  });

  it('reads the blog list, ten posts a page, with page links', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fa-IR' });
    const page = await context.newPage();
    await page.goto(`${shop.url}/blog/`);
    expect(await page.locator('main article').count()).toBe(10);
    await page.getByRole('link', { name: /^صفحهٔ ۲$/ }).click();
    await page.waitForURL(/\/blog\/page\/2\/$/);
    expect(await page.locator('main article').count()).toBe(10);
    await context.close();
  });

  it('sends 404 with the 404 page for an unknown product', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fa-IR' });
    const page = await context.newPage();
    const answer = await page.goto(`${shop.url}/product/no-such-product`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toContain(
      'پیدا نشد',
    );
    await context.close();
  });
});

describe('with JavaScript on', () => {
  it.each([
    '/',
    '/shop/',
    '/product-category/bags/',
    '/product/custom-sneaker',
    '/blog/',
    '/contact',
    '/cart',
  ])('hydrates %s without a mismatch and then works', async (path) => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
    const served = await page.goto(`${shop.url}${path}`);
    expect(served?.status()).toBe(200);
    // The markup came from the server: the heading is there before any script ran.
    expect(await served?.text()).toMatch(/<h1[ >]/);
    await appStarted(page);
    // Hydrated: the app answers a click (the menu opens without a page load).
    await page.getByRole('button', { name: 'باز کردن فهرست' }).click();
    await expect(page.locator('#offcanvas-menu').isVisible()).resolves.toBe(true);
    expect(problems.filter((line) => /Hydration|hydrat|Minified React error/i.test(line))).toEqual(
      [],
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
