// A shopper in Chromium: the shop and a category, then the reference product (red/S with 3 left,
// red/M out of stock, blue in any size, green/L): colour and size with the mouse, then with the
// keyboard only, the unavailable tooltip and the stock-left hint, add to cart, the menu cart.
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations, openPage, screenshot, swatchesSettled, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

const PRODUCT = '/product/classic-cotton-tshirt';

let shop: RunningShop;
let browser: Browser;

withShopAndChromium((running) => ({ shop, browser } = running));

const colours = (page: Page) => page.getByRole('radiogroup', { name: 'رنگ' });
const sizes = (page: Page) => page.getByRole('radiogroup', { name: 'سایز' });
const swatch = (group: Locator, name: string) => group.getByRole('radio', { name, exact: true });

async function openProduct(page: Page): Promise<void> {
  await page.goto(`${shop.url}${PRODUCT}`);
  await page.locator('form.variations_form.wvs-loaded').waitFor();
}

/** Presses Tab until focus is inside `group` (keyboard only, from wherever focus is). */
async function tabInto(page: Page, group: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    if (await group.evaluate((element) => element.contains(document.activeElement))) return;
  }
  throw new Error('Tab never reached the swatch list');
}

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

describe('catalogue and swatches in Chromium', () => {
  test('shop and category pages: Persian cards and prices, mega menu by keyboard, axe clean', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto(`${shop.url}/shop`);
    await page.locator('.product-card').first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('فروشگاه');
    expect(await page.locator('.product-count').innerText()).toMatch(/^[۰-۹]+ محصول$/);
    expect(await page.locator('.product-card .price').first().innerText()).toMatch(/[۰-۹٬]+ تومان/);
    // WooCommerce's default catalogue page: 4 columns x 4 rows.
    expect(await page.locator('.product-card').count()).toBe(16);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'shop-desktop');

    const toggle = page.getByRole('button', { name: 'دسته‌بندی‌های محصولات' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const bags = page.locator('#mega-menu-panel').getByRole('link', { name: /^کیف \(/ });
    await bags.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'mega-menu-desktop');
    await bags.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product-category\/bags\/$/);
    await page.getByRole('heading', { level: 1, name: 'کیف' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.locator('.product-card').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('product page: mouse then keyboard, tooltip, stock left, add to cart, menu cart', async () => {
    const { context, page, problems } = await openPage(browser);
    await openProduct(page);
    await page.getByRole('link', { name: 'سبد خرید (۰ کالا)' }).waitFor();
    const addButton = page.getByRole('button', { name: 'افزودن به سبد خرید' });
    expect(await addButton.getAttribute('aria-disabled')).toBe('true');

    // --- Mouse: red, then the hints of the open size list.
    await swatch(colours(page), 'قرمز').click();
    await swatchesSettled(page);
    expect(await swatch(colours(page), 'قرمز').getAttribute('aria-checked')).toBe('true');
    expect(await page.locator('.woo-selected-variation-item-name').first().innerText()).toBe(
      ': قرمز',
    );
    const large = swatch(sizes(page), 'L');
    expect(await large.getAttribute('aria-disabled')).toBe('true');
    await large.hover();
    const tooltip = large.locator('.swatch-tooltip');
    await expect(tooltip.isVisible()).resolves.toBe(true);
    expect(await tooltip.innerText()).toBe('L (ناموجود)');
    // Only the hovered item's tooltip is shown.
    await expect(swatch(sizes(page), 'S').locator('.swatch-tooltip').isVisible()).resolves.toBe(
      false,
    );
    const small = swatch(sizes(page), 'S');
    expect(await small.locator('.wvs-stock-left-info').innerText()).toBe('۳ عدد باقی مانده');
    const medium = swatch(sizes(page), 'M');
    expect(await medium.getAttribute('class')).toContain('no-stock');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'product-unavailable-tooltip-desktop');

    // Every swatch is a target of at least 24 by 24 px.
    const boxes = await page
      .locator('[role="radio"] .variable-item-contents')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
    expect(boxes.every((box) => box.width >= 24 && box.height >= 24)).toBe(true);

    await small.click();
    await swatchesSettled(page);
    expect(await addButton.getAttribute('aria-disabled')).toBe('false');
    expect(await page.locator('.product__price .stock').innerText()).toBe('۳ عدد در انبار');
    await addButton.click();
    await page.getByRole('link', { name: 'سبد خرید (۱ کالا، ۴۹۰٬۰۰۰ تومان)' }).waitFor();
    expect(await page.locator('.notices').innerText()).toContain(
      '«تی‌شرت نخی کلاسیک – قرمز، S» به سبد خرید شما افزوده شد.',
    );

    // --- Keyboard only: clear, then blue and L, then add.
    await page.getByRole('button', { name: 'پاک کردن' }).focus();
    await page.keyboard.press('Enter');
    expect(await focusedName(page)).toBe('قرمز');
    expect(await page.locator('.variation-form__message').innerText()).toContain(
      'انتخاب شما پاک شد.',
    );
    await page.locator('body').focus();
    await tabInto(page, colours(page));
    expect(await focusedName(page)).toBe('قرمز');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedName(page)).toBe('آبی');
    await page.keyboard.press('Space');
    await swatchesSettled(page);
    expect(await swatch(colours(page), 'آبی').getAttribute('aria-checked')).toBe('true');
    // Blue comes in every size (an "any" row in stock): no size is marked out of stock.
    expect(await sizes(page).locator('.no-stock').count()).toBe(0);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('S');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedName(page)).toBe('L');
    await page.keyboard.press('Enter');
    await swatchesSettled(page);
    expect(await large.getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'product-keyboard-desktop');
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press('Tab');
      const onButton = await addButton.evaluate((element) => element === document.activeElement);
      if (onButton) break;
    }
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'سبد خرید (۲ کالا، ۹۸۰٬۰۰۰ تومان)' }).waitFor();
    expect(await page.locator('.notices').innerText()).toContain('«تی‌شرت نخی کلاسیک – آبی، L»');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'product-added-desktop');

    // The cart survives a reload: the Cart-Token and the session cookie name it.
    await openProduct(page);
    await page.getByRole('link', { name: 'سبد خرید (۲ کالا، ۹۸۰٬۰۰۰ تومان)' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('mobile: the product page and the categories in the off-canvas menu, axe clean', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
    await openProduct(page);
    await swatch(colours(page), 'سبز').click();
    await swatchesSettled(page);
    expect(await swatch(sizes(page), 'S').getAttribute('aria-disabled')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'product-mobile');

    const menuButton = page.locator('header button[aria-controls="offcanvas-menu"]');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog');
    await panel.getByRole('list', { name: 'دسته‌بندی‌های محصولات' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'categories-mobile-menu');
    await panel.getByRole('link', { name: 'کفش', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'کفش' }).waitFor();
    await page.locator('.product-card').first().waitFor();
    await screenshot(page, 'category-mobile');
    expect(problems).toEqual([]);
    await context.close();
  });
});
