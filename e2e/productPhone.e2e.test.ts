// Issue 25 item 7, on a 390x844 touch phone: custom-sneaker (24 colours, 21 sizes, 12 materials,
// a display limit of 8). The grey add button says why beside it; a tapped swatch leaves no
// tooltip over its neighbours; after each choice the swatches left in view under «نمایش N مورد
// دیگر» are the chosen and the available ones before any that cannot be bought.
import type { Browser, Locator, Page } from 'playwright-core';
import { screenshot, swatchesSettled, VIEWPORTS, startedAfterEachVisit } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';
import { paths } from '../client/features/route/routes';

let shop: RunningShop;
let browser: Browser;

withShopAndChromium((running) => ({ shop, browser } = running));

async function openPhone(): Promise<{ page: Page; problems: string[]; close(): Promise<void> }> {
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
  return { page, problems, close: () => context.close() };
}

/** Every swatch of a group: its name, whether it shows, and whether it can be bought now. */
function swatchStates(group: Locator) {
  return group.locator('li[role="radio"]').evaluateAll((items) =>
    items.map((item) => ({
      name: item.getAttribute('aria-label') ?? '',
      shown: !(item as HTMLElement).hidden,
      chosen: item.getAttribute('aria-checked') === 'true',
      available: !item.classList.contains('disabled') && !item.classList.contains('no-stock'),
    })),
  );
}

/** The items in view under a display limit: chosen first, then available, then the rest. */
async function expectAvailableFirst(group: Locator, label: string): Promise<void> {
  const states = await swatchStates(group);
  if (states.every((state) => state.shown)) return;
  const hiddenAvailable = states.filter((state) => !state.shown && state.available);
  const shownUnavailable = states.filter(
    (state) => state.shown && !state.available && !state.chosen,
  );
  expect({
    label,
    hiddenAvailable: shownUnavailable.length > 0 ? hiddenAvailable.map((s) => s.name) : [],
  }).toEqual({ label, hiddenAvailable: [] });
  expect(states.filter((state) => state.chosen && !state.shown)).toEqual([]);
}

const visibleTooltips = (page: Page) =>
  page
    .locator('.swatch-tooltip')
    .evaluateAll(
      (tooltips) =>
        tooltips.filter((tooltip) => getComputedStyle(tooltip).display !== 'none').length,
    );

describe('product page on a phone (issue 25 item 7)', () => {
  test('why the button is off, no tooltip left after a tap, chosen and available first', async () => {
    const { page, problems, close } = await openPhone();
    await page.goto(`${shop.url}${paths.product('custom-sneaker')}`);
    await page.locator('form.variations_form.wvs-loaded').waitFor();
    const colours = page.getByRole('radiogroup', { name: 'رنگ' });
    const sizes = page.getByRole('radiogroup', { name: 'سایز' });
    const materials = page.getByRole('radiogroup', { name: 'جنس' });
    const add = page.getByRole('button', { name: 'افزودن به سبد خرید' });

    // Beside the grey button, what it waits for.
    expect(await add.getAttribute('aria-disabled')).toBe('true');
    const whyId = await add.getAttribute('aria-describedby');
    expect(whyId).toBeTruthy();
    const why = page.locator(`[id="${whyId}"]`);
    expect(await why.innerText()).toBe('برای افزودن به سبد خرید، رنگ، سایز و جنس را انتخاب کنید.');
    const [buttonBox, whyBox] = [await add.boundingBox(), await why.boundingBox()];
    expect(whyBox!.y - (buttonBox!.y + buttonBox!.height)).toBeLessThan(48);
    expect(whyBox!.y).toBeGreaterThanOrEqual(buttonBox!.y);

    // A few shoppers' paths: a colour, then a material, then a size, each by a tap.
    for (const colour of [0, 1, 2, 3]) {
      const colourItem = colours.locator('li[role="radio"]:not([hidden])').nth(colour);
      await colourItem.tap();
      await swatchesSettled(page);
      expect(await visibleTooltips(page)).toBe(0);
      await expectAvailableFirst(sizes, `sizes after colour ${colour}`);
      await expectAvailableFirst(materials, `materials after colour ${colour}`);
      const material = materials.locator('li[role="radio"]:not([hidden]):not(.disabled)').first();
      await material.tap();
      await swatchesSettled(page);
      expect(await visibleTooltips(page)).toBe(0);
      await expectAvailableFirst(sizes, `sizes after colour ${colour} and a material`);
      await expectAvailableFirst(colours, `colours after colour ${colour} and a material`);
    }
    const size = sizes.locator('li[role="radio"]:not([hidden]):not(.disabled)').first();
    await size.tap();
    await swatchesSettled(page);
    expect(await visibleTooltips(page)).toBe(0);
    const chosen = await swatchStates(sizes);
    if (chosen.some((state) => state.chosen && state.available)) {
      expect(await add.getAttribute('aria-disabled')).toBe('false');
      expect(await add.getAttribute('aria-describedby')).toBeNull();
    } else {
      expect(await why.innerText()).toBe('این ترکیب ناموجود است. ترکیب دیگری را انتخاب کنید.');
    }
    await screenshot(page, 'product-phone-item7');
    expect(problems).toEqual([]);
    await close();
  }, 120_000);
});
