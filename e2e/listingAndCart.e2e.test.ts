// The listing and the cart on a phone (issue 25, item 8): adding from a card announces without
// moving the grid under the finger, no filter choice leads to an empty page, a price range breaks
// between its amounts, a removed cart line can be put back («بازگرداندن») with focus on that
// button, and a coupon typed on a Persian keyboard is said back in Persian digits.
import type { Browser, Page } from 'playwright-core';
import { appStarted, axeViolations, openPage, screenshot, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

const POWER_BANK = 'پاوربانک ۲۰ هزار میلی‌آمپر';

let shop: RunningShop;
let browser: Browser;

withShopAndChromium((running) => ({ shop, browser } = running));

async function listSettled(page: Page): Promise<void> {
  await page.locator('.product-grid[aria-busy="false"]').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** The consent bar at the page's foot: answered, so it covers nothing. */
async function answerConsentBanner(page: Page): Promise<void> {
  const banner = page.locator('.consent-banner');
  if ((await banner.count()) === 0) return;
  await banner.getByRole('button').last().click();
  await banner.waitFor({ state: 'detached' });
}

describe('listing and cart on a phone', () => {
  test('a card adds without moving the grid; no empty filter choice; ranges break between amounts', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto(`${shop.url}/shop/page/3/`);
    await listSettled(page);
    await answerConsentBanner(page);
    const add = page
      .locator('.product-card')
      .getByRole('button', { name: /^افزودن «.+» به سبد خرید$/ })
      .first();
    const name = /«(.+)»/.exec((await add.getAttribute('aria-label'))!)![1]!;
    await add.scrollIntoViewIfNeeded();
    const before = (await add.boundingBox())!;
    await add.click();
    await page.getByRole('link', { name: /^سبد خرید \(۱ کالا،/ }).waitFor();
    // Said (the live region), and shown on the button itself, with nothing moved.
    expect(await page.locator('.notices').innerText()).toContain(
      `«${name}» به سبد خرید شما افزوده شد.`,
    );
    expect(await add.innerText()).toBe('در سبد خرید ✓');
    const after = (await add.boundingBox())!;
    expect(after.y).toBe(before.y);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'listing-card-added-quietly-phone');

    // A category's filters offer no choice with no product in it.
    await page.goto(`${shop.url}/product-category/tshirts/`);
    await listSettled(page);
    await page.getByRole('button', { name: 'فیلترها', exact: true }).click();
    const choices = await page
      .getByRole('form', { name: 'فیلتر محصولات' })
      .locator('.listing-filters__terms label')
      .allInnerTexts();
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.filter((text) => /\(۰\)$/.test(text.trim()))).toEqual([]);

    // A variable product's range on a card: each amount on one line.
    await page.goto(`${shop.url}/shop/`);
    await listSettled(page);
    const amounts = page.locator('.product-card .price--range .price__amount');
    expect(await amounts.count()).toBeGreaterThan(0);
    const lineCounts = await amounts.evaluateAll((spans) =>
      // Rects per bidi run (digits inside Persian): one line is one distinct top.
      spans.map((span) => new Set([...span.getClientRects()].map((rect) => rect.top)).size),
    );
    expect(lineCounts.every((lines) => lines === 1)).toBe(true);
    await screenshot(page, 'listing-ranges-phone');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a removed line comes back with «بازگرداندن»; a Persian-digit coupon is said back as typed', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto(`${shop.url}/product/power-bank-20000`);
    await appStarted(page);
    await answerConsentBanner(page);
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await page.getByText(`«${POWER_BANK}» به سبد خرید شما افزوده شد.`).waitFor();
    await page.goto(`${shop.url}/cart`);
    // The cart arrives drawn by the server: act once the app has taken it over.
    await appStarted(page);
    await page.locator('.cart-line').first().waitFor();
    await appStarted(page);

    const code = page.getByRole('textbox', { name: 'کد تخفیف' });
    await code.fill('welcome۱۰');
    await page.getByRole('button', { name: 'اعمال کد تخفیف' }).click();
    await page.getByText('کد تخفیف «welcome۱۰» اعمال شد.').waitFor();

    await page.getByRole('button', { name: `حذف «${POWER_BANK}» از سبد خرید` }).click();
    const undo = page.getByRole('button', { name: 'بازگرداندن' });
    await undo.waitFor();
    expect(await undo.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await page.locator('.notices').innerText()).toContain(`«${POWER_BANK}» حذف شد.`);
    await screenshot(page, 'cart-removed-undo-phone');
    await undo.click();
    await page.getByText(`«${POWER_BANK}» به سبد خرید بازگشت.`).waitFor();
    await page.locator('.cart-line').first().waitFor();
    expect(await page.locator('.cart-line').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'cart-restored-phone');
    expect(problems).toEqual([]);
    await context.close();
  });
});

// The shop page's first scripts no longer carry the site's messages (issue 29): the reader and
// its Persian arrive with the first error that needs them. Before, the built shop showed the
// site's English here, as no page installed the reader in the browser.
describe("the site's English in an API error, in the browser", () => {
  test('is shown in Persian on the shop page', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
    await page.route('**/wc/store/v1/cart/add-item**', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'woocommerce_rest_product_out_of_stock',
          message:
            'You cannot add &quot;کالای آزمایشی&quot; to the cart because the product is out of stock.',
          data: { status: 400 },
        }),
      }),
    );
    await page.goto(`${shop.url}/shop/page/3/`);
    await listSettled(page);
    await answerConsentBanner(page);
    await page
      .locator('.product-card')
      .getByRole('button', { name: /^افزودن «.+» به سبد خرید$/ })
      .first()
      .click();
    await page
      .locator('.notices')
      .getByText('«کالای آزمایشی» ناموجود است و به سبد خرید افزوده نمی‌شود.')
      .waitFor();
    // The refused request itself is the only problem (its status and the console's line for it).
    expect(problems.filter((problem) => !/cart\/add-item|status of 400/.test(problem))).toEqual([]);
    await context.close();
  });
});
