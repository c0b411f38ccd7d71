// Issue 15 item 4: the shop listing sorts and filters as every shop does, in its URL, and a
// simple product goes into the cart from its card. A shopper in Chromium: cheapest first, then
// black only, the link reloaded (and drawn by the server as it is), the phone's folded filters,
// add to cart from a card.
import type { Browser, Page } from 'playwright-core';
import { axeViolations, openPage, screenshot, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

let shop: RunningShop;
let browser: Browser;

withShopAndChromium((running) => ({ shop, browser } = running));

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

function latinNumber(text: string): number {
  const latin = [...text]
    .map((character) => {
      const digit = PERSIAN_DIGITS.indexOf(character);
      return digit >= 0 ? String(digit) : character;
    })
    .join('')
    .replace(/٬/g, '');
  return Number(/\d+/.exec(latin)?.[0] ?? NaN);
}

/** Each card's current price (the sale price when there is one; a range's lowest). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .locator('.product-card .price')
    .evaluateAll((prices) =>
      prices.map((price) => (price.querySelector('ins') ?? price).textContent ?? ''),
    );
  return texts.map(latinNumber);
}

const cardNames = (page: Page) => page.locator('.product-card__title').allInnerTexts();

/** Waits until the grid shows the list of the URL now in the address bar. */
async function listSettled(page: Page): Promise<void> {
  await page.locator('.product-grid[aria-busy="false"]').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('shop listing: sorting, filters, add to cart from a card', () => {
  test('cheapest first, black only, in the URL; reloaded and server-drawn the same', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(`${shop.url}/shop/`);
    await listSettled(page);
    const everything = latinNumber(await page.locator('.product-count').innerText());

    const sorting = page.getByRole('combobox', { name: 'مرتب‌سازی' });
    await sorting.focus();
    await sorting.selectOption({ label: 'ارزان‌ترین' });
    await page.waitForURL(/\/shop\/\?orderby=price$/);
    await listSettled(page);
    const cheapest = await cardPrices(page);
    expect(cheapest.length).toBe(16);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    // Focus stays on the select: the page did not move under the shopper.
    expect(await sorting.evaluate((select) => select === document.activeElement)).toBe(true);

    const filters = page.getByRole('form', { name: 'فیلتر محصولات' });
    await filters
      .getByRole('group', { name: 'رنگ' })
      .getByRole('checkbox', { name: /^مشکی/ })
      .check();
    await filters.getByRole('button', { name: 'اعمال فیلترها' }).click();
    await page.waitForURL(/\/shop\/\?orderby=price&filter_color=black$/);
    await listSettled(page);
    const blackCount = latinNumber(await page.locator('.product-count').innerText());
    expect(blackCount).toBeGreaterThan(0);
    expect(blackCount).toBeLessThan(everything);
    const blackPrices = await cardPrices(page);
    expect(blackPrices).toEqual([...blackPrices].sort((a, b) => a - b));
    // Every card shown comes in black.
    const slugs = await page
      .locator('.product-card__link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('/').pop()!));
    for (const slug of slugs) {
      const answer = await page.request.get(`${shop.url}/wp-json/wc/store/v1/products/${slug}`);
      const product = (await answer.json()) as {
        attributes: { taxonomy: string; terms: { slug: string }[] }[];
      };
      const colours = product.attributes.find((attribute) => attribute.taxonomy === 'pa_color');
      expect(colours?.terms.map((term) => term.slug)).toContain('black');
    }
    const names = await cardNames(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'listing-filters-desktop');

    // A reload (a shared link) shows the same choice and the same list.
    await page.reload();
    await listSettled(page);
    expect(await sorting.inputValue()).toBe('price');
    expect(await filters.getByRole('checkbox', { name: /^مشکی/ }).isChecked()).toBe(true);
    expect(await cardNames(page)).toEqual(names);
    const shared = page.url();
    expect(problems).toEqual([]);
    await context.close();

    // The server draws that list itself, before any script.
    const plain = await browser.newContext({ javaScriptEnabled: false, locale: 'fa-IR' });
    const noScript = await plain.newPage();
    await noScript.goto(shared);
    expect(await cardNames(noScript)).toEqual(names);
    expect(await noScript.getByRole('combobox', { name: 'مرتب‌سازی' }).inputValue()).toBe('price');
    await plain.close();
  });

  test('phone: filters behind one button, products near the top; add to cart from a card', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto(`${shop.url}/shop/`);
    await listSettled(page);
    const toggle = page.getByRole('button', { name: 'فیلترها', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('form', { name: 'فیلتر محصولات' }).isVisible()).toBe(false);
    const firstCard = await page.locator('.product-card').first().boundingBox();
    expect(firstCard!.y).toBeLessThan(VIEWPORTS.mobile.height / 2);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'listing-mobile');

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('form', { name: 'فیلتر محصولات' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'listing-filters-mobile-open');
    await toggle.click();

    // The last page holds the simple products (gift cards, chargers, …) in the default order.
    await page.goto(`${shop.url}/shop/page/3/`);
    await listSettled(page);
    await page.getByRole('link', { name: 'سبد خرید (۰ کالا)' }).waitFor();
    const add = page
      .locator('.product-card')
      .getByRole('button', { name: /^افزودن «.+» به سبد خرید$/ })
      .first();
    const label = (await add.getAttribute('aria-label'))!;
    const name = /«(.+)»/.exec(label)![1]!;
    await add.click();
    await page.getByRole('link', { name: /^سبد خرید \(۱ کالا،/ }).waitFor();
    expect(await page.locator('.notices').innerText()).toContain(
      `«${name}» به سبد خرید شما افزوده شد.`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'listing-card-added-mobile');
    expect(problems).toEqual([]);
    await context.close();
  });
});
