// A shop without the Variation Swatches plugin (a plain WooCommerce site): a variable product's
// Store API answer has no swatch extension, so the product page shows WooCommerce's own form, a
// labelled select per attribute, drawn on the server already. The reference product: red/S with
// 3 left, red/M out of stock, blue in any size, green/L.
import type { Browser, Page } from 'playwright-core';
import { appStarted, axeViolations, openPage, screenshot, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

const PRODUCT = '/product/classic-cotton-tshirt';

let shop: RunningShop;
let browser: Browser;

withShopAndChromium((running) => ({ shop, browser } = running), {
  store: { swatchesPlugin: false },
});

const colour = (page: Page) => page.getByRole('combobox', { name: 'رنگ' });
const size = (page: Page) => page.getByRole('combobox', { name: 'سایز' });

/** Sums the page's layout shifts without recent input, from the first paint on. */
function recordShifts(): void {
  const total = { value: 0 };
  (window as unknown as { __shift: typeof total }).__shift = total;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) total.value += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function openProduct(page: Page): Promise<void> {
  await page.goto(`${shop.url}${PRODUCT}`);
  // The server's HTML is on screen before the app starts: a choice before then would be lost.
  await appStarted(page);
}

describe('plain choices without the swatches plugin', () => {
  test('the server draws the selects; choosing and adding puts that variation in the cart', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.addInitScript(recordShifts);
    // Before any script: the server's HTML already has the form.
    const html = await (await fetch(`${shop.url}${PRODUCT}`)).text();
    // (Counted, not matched: a failure should not print the whole page.)
    expect(html.split('class="plain-variations__select"').length - 1).toBe(2);
    expect(html.includes('variation-form-loading')).toBe(false);

    await openProduct(page);
    await page.waitForTimeout(1000);
    const shift = await page.evaluate(
      () => (window as unknown as { __shift: { value: number } }).__shift.value,
    );
    expect(shift).toBeLessThanOrEqual(0.05);
    expect(await page.getByText('در حال بارگذاری گزینه‌های محصول…').count()).toBe(0);
    await page.getByRole('link', { name: 'سبد خرید (۰ کالا)' }).waitFor();
    expect(await colour(page).inputValue()).toBe('');
    expect(await colour(page).locator('option').first().innerText()).toBe(
      'یک گزینه را انتخاب کنید',
    );
    const addButton = page.getByRole('button', { name: 'افزودن به سبد خرید' });
    expect(await addButton.getAttribute('aria-disabled')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'plain-choices-desktop');

    // Green comes only in L: the other sizes are ruled out.
    await colour(page).selectOption({ label: 'سبز' });
    expect(await size(page).locator('option[disabled]').allInnerTexts()).toEqual(['S', 'M']);
    await colour(page).selectOption({ label: 'قرمز' });
    await size(page).selectOption({ label: 'S' });
    expect(await addButton.getAttribute('aria-disabled')).toBe('false');
    await addButton.click();
    await page.getByRole('link', { name: 'سبد خرید (۱ کالا، ۴۹۰٬۰۰۰ تومان)' }).waitFor();
    expect(await page.locator('.notices').innerText()).toContain(
      '«تی‌شرت نخی کلاسیک – قرمز، S» به سبد خرید شما افزوده شد.',
    );
    await screenshot(page, 'plain-choices-added-desktop');

    // Red in M is listed but out of stock: the server's answer says so, as the cart notice.
    await size(page).selectOption({ label: 'M' });
    await addButton.click();
    await page.locator('.notices').getByText('ناموجود').first().waitFor();
    await page.getByRole('link', { name: 'سبد خرید (۱ کالا، ۴۹۰٬۰۰۰ تومان)' }).waitFor();

    await page.goto(`${shop.url}/cart`);
    // The cart arrives drawn by the server: act once the app has taken it over.
    await appStarted(page);
    const lines = page.locator('.cart-line');
    await lines.first().waitFor();
    expect(await lines.count()).toBe(1);
    const line = await lines.first().innerText();
    expect(line).toContain('تی‌شرت نخی کلاسیک');
    expect(line).toContain('قرمز');
    expect(line).toContain('S');
    // Only the refused add-item of red in M (its 400 and the browser's line about it).
    expect(
      problems.filter(
        (problem) => !problem.includes('/cart/add-item') && !problem.includes('status of 400'),
      ),
    ).toEqual([]);
    await context.close();
  });

  test('phone: keyboard only, an "any" size, axe clean', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
    await openProduct(page);
    await page.locator('body').focus();
    for (let presses = 0; presses < 60; presses += 1) {
      await page.keyboard.press('Tab');
      if (await colour(page).evaluate((element) => element === document.activeElement)) break;
    }
    // A closed select steps through its options with the arrow keys, down to blue.
    for (let presses = 0; presses < 5; presses += 1) {
      await page.keyboard.press('ArrowDown');
      if ((await colour(page).inputValue()) === 'blue') break;
    }
    expect(await colour(page).inputValue()).toBe('blue');
    await page.keyboard.press('Tab');
    expect(await size(page).evaluate((element) => element === document.activeElement)).toBe(true);
    // Blue takes any size: none is ruled out.
    expect(await size(page).locator('option[disabled]').count()).toBe(0);
    await page.keyboard.press('ArrowDown');
    expect(await size(page).inputValue()).not.toBe('');
    expect(await axeViolations(page)).toEqual([]);
    // The sticky header would be drawn over the page in a full-page picture taken scrolled down.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'plain-choices-mobile');
    const addButton = page.getByRole('button', { name: 'افزودن به سبد خرید' });
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press('Tab');
      if (await addButton.evaluate((element) => element === document.activeElement)) break;
    }
    await page.keyboard.press('Enter');
    await page.locator('.notices').getByText('«تی‌شرت نخی کلاسیک – آبی،').waitFor();
    await page.getByRole('link', { name: /^سبد خرید \(۱ کالا/ }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'plain-choices-added-mobile');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('phone without JavaScript: the selects post to the cart, which says what was added', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: 'fa-IR',
      viewport: VIEWPORTS.mobile,
    });
    const page = await context.newPage();
    await page.goto(`${shop.url}${PRODUCT}`);
    await colour(page).selectOption({ label: 'آبی' });
    await size(page).selectOption({ label: 'M' });
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await page.waitForURL(`${shop.url}/cart`);
    await expect(page.locator('.notices').innerText()).resolves.toContain(
      '«تی‌شرت نخی کلاسیک – آبی، M» به سبد خرید شما افزوده شد.',
    );
    await expect(page.locator('.cart-line').count()).resolves.toBe(1);
    await screenshot(page, 'nojs-plain-choices-added-phone');
    await context.close();
  });
});
