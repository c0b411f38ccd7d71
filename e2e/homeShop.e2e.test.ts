// The home page as a shop's (issue 25, item 10): under the carousel, the categories as tiles and a
// row of the newest products, drawn by the server (so there without JavaScript too), on a phone
// and a desktop; the home page's script budget is e2e/bundleBudget.e2e.test.ts's.
import type { Browser } from 'playwright-core';
import { axeViolations, openPage, screenshot, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

let shop: RunningShop;
let browser: Browser;

withShopAndChromium((running) => ({ shop, browser } = running));

describe('the home page shows what a shop shows', () => {
  test('without JavaScript: category tiles and the newest products, from the server', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: 'fa-IR',
      viewport: VIEWPORTS.mobile,
    });
    const page = await context.newPage();
    await page.goto(`${shop.url}/`);
    const categories = page.getByRole('region', { name: 'خرید بر اساس دسته‌بندی' });
    const tiles = categories.getByRole('link');
    expect(await tiles.count()).toBeGreaterThanOrEqual(2);
    expect(await tiles.first().getAttribute('href')).toMatch(/^\/product-category\/[^/]+\/$/);
    expect(await tiles.first().innerText()).toMatch(/[۰-۹]+ محصول/);
    const newest = page.getByRole('region', { name: 'تازه‌ترین محصولات' });
    const products = newest.locator('.new-product__link');
    expect(await products.count()).toBe(4);
    expect(await products.first().getAttribute('href')).toMatch(/^\/product\//);
    expect(await newest.locator('.new-product__price').first().innerText()).toMatch(/تومان/);
    await screenshot(page, 'home-shop-nojs-phone');
    await context.close();
  });

  test.each([
    ['phone', VIEWPORTS.mobile],
    ['desktop', VIEWPORTS.desktop],
  ])('with JavaScript on a %s: the same, and a tile opens its category', async (size, viewport) => {
    const { context, page, problems } = await openPage(browser, viewport);
    await page.goto(`${shop.url}/`, { waitUntil: 'networkidle' });
    const tile = page
      .getByRole('region', { name: 'خرید بر اساس دسته‌بندی' })
      .getByRole('link')
      .first();
    expect(await page.locator('.new-product').count()).toBe(4);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `home-shop-${size}`);
    const href = (await tile.getAttribute('href'))!;
    await tile.click();
    await page.waitForURL(`${shop.url}${href}`);
    await page.locator('.product-card').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
