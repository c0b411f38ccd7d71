// Order attribution in Chromium: a shopper lands from a campaign link on the www host, browses,
// reaches the checkout with the hidden inputs filled, then switches tracking off; and the shop
// owner reads the report. The browser resolves shop.example and www.shop.example to the test
// server, so the cookie-domain rules are the real ones.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEFAULT_ATTRIBUTION_SETTINGS } from '../mock-server/src/domain/attribution/settings';
import { createOrder } from '../mock-server/src/domain/orders/createOrder';
import { createSqliteOrdersRepository } from '../mock-server/src/storage/ordersRepository';
import { axeViolations, launchChromium, openPage, screenshot, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

const ADMIN_TOKEN = 'e2e-owner-token-0123456789';
const INSTAGRAM = 'http://l.instagram.com/';

let shop: RunningShop;
let browser: Browser;
let port: string;

withShopAndChromium(
  (running) => {
    ({ shop, browser } = running);
    port = new URL(shop.url).port;
  },
  { adminToken: ADMIN_TOKEN, siteHostname: 'www.shop.example' },
  () => launchChromium(['shop.example', 'www.shop.example']),
);

const www = (path: string) => `http://www.shop.example:${port}${path}`;

/**
 * Plain http on a name other than localhost is not a "trustworthy" origin, so Chromium notes
 * that it ignores the server's Cross-Origin-Opener-Policy header. That is the test set-up
 * talking (a real shop is on https), not a fault of the page.
 */
const realProblems = (problems: string[]) =>
  problems.filter(
    (problem) => !problem.includes('Cross-Origin-Opener-Policy header has been ignored'),
  );

async function hiddenInputs(page: Page): Promise<Record<string, string>> {
  return page.$$eval('form wc-order-attribution-inputs input[type="hidden"]', (inputs) =>
    Object.fromEntries(
      inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
    ),
  );
}

async function trackerCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => cookie.name.startsWith('sbjs_'));
}

/**
 * The tracker cookies once `count` of them are in the browser's cookie store, or as they are
 * after 5 s. The page's `document.cookie` writes reach that store (which `context.cookies()`
 * reads) a moment later: on CI, the last of the eight deletions was still on its way once
 * (sbjs_migrations left after consent off, while the page itself had none).
 */
async function trackerCookiesOnceThere(context: BrowserContext, count: number) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const cookies = await trackerCookies(context);
    if (cookies.length === count || Date.now() > deadline) return cookies;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('order attribution in the browser', () => {
  test('a campaign visitor browses three pages; the checkout carries the source; consent off clears it', async () => {
    const { context, page, problems } = await openPage(browser);
    const landing =
      '/?utm_source=instagram&utm_medium=social&utm_campaign=yalda%20sale&utm_content=story';
    await page.goto(www(landing), { referer: INSTAGRAM });
    const banner = page.getByRole('region', { name: 'از کجا به فروشگاه آمدید؟' });
    await banner.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'attribution-consent-banner-desktop');

    // Two more pages inside the app, then the checkout as a full page load from the blog.
    await page
      .getByRole('navigation', { name: 'فهرست اصلی' })
      .getByRole('link', { name: 'فروشگاه' })
      .click();
    await page.waitForURL(www('/shop'));
    await page
      .getByRole('navigation', { name: 'فهرست اصلی' })
      .getByRole('link', { name: 'وبلاگ' })
      .click();
    await page.waitForURL(www('/blog'));
    // Let the blog finish loading its posts before leaving, as a reader would.
    await page.locator('main article').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.goto(www('/checkout'), { referer: www('/blog') });
    await page.getByRole('heading', { level: 1, name: 'تسویه حساب' }).waitFor();
    // The server draws the inputs empty; the tracking code fills them once the app has started.
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('input[name="wc_order_attribution_source_type"]')
          ?.value !== '',
    );

    const inputs = await hiddenInputs(page);
    expect(Object.keys(inputs)).toHaveLength(16);
    expect(inputs).toMatchObject({
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_referrer: INSTAGRAM,
      wc_order_attribution_utm_source: 'instagram',
      wc_order_attribution_utm_medium: 'social',
      wc_order_attribution_utm_campaign: 'yalda sale',
      wc_order_attribution_utm_content: 'story',
      wc_order_attribution_utm_term: '(none)',
      wc_order_attribution_session_entry: www(landing.replace('%20', ' ')),
      wc_order_attribution_session_pages: '4',
      wc_order_attribution_session_count: '1',
    });
    expect(inputs.wc_order_attribution_user_agent).toMatch(/Chrome/);
    expect(inputs.wc_order_attribution_session_start_time).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );

    // The cookies live on .shop.example, so the bare host and other subdomains share them.
    const cookies = await trackerCookiesOnceThere(context, 7);
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual([
      'sbjs_current',
      'sbjs_current_add',
      'sbjs_first',
      'sbjs_first_add',
      'sbjs_migrations',
      'sbjs_session',
      'sbjs_udata',
    ]);
    expect(new Set(cookies.map((cookie) => cookie.domain))).toEqual(new Set(['.shop.example']));
    // Six months, not a browser-session cookie.
    const current = cookies.find((cookie) => cookie.name === 'sbjs_current');
    expect(current!.expires * 1000 - Date.now()).toBeGreaterThan(170 * 86_400_000);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'attribution-checkout-tracking-on');

    // Switching off from the www host deletes every tracker cookie and empties the inputs.
    await banner.getByRole('button', { name: 'اجازه نمی‌دهم' }).click();
    await page.getByRole('button', { name: 'تنظیمات ثبت منبع بازدید' }).waitFor();
    expect(Object.values(await hiddenInputs(page)).every((value) => value === '')).toBe(true);
    expect(await trackerCookiesOnceThere(context, 0)).toEqual([]);
    expect(
      (await context.cookies()).find((cookie) => cookie.name === 'shop_tracking_consent')?.value,
    ).toBe('no');

    // The answer is remembered: a new page load keeps tracking off and the banner closed.
    await page.goto(www('/checkout'), { referer: www('/checkout') });
    await page.getByRole('button', { name: 'تنظیمات ثبت منبع بازدید' }).waitFor();
    expect(await banner.count()).toBe(0);
    expect(Object.values(await hiddenInputs(page)).every((value) => value === '')).toBe(true);
    expect(await trackerCookies(context)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'attribution-checkout-tracking-off');

    // And switched on again from the settings button: a fresh direct visit.
    await page.getByRole('button', { name: 'تنظیمات ثبت منبع بازدید' }).click();
    await page.getByRole('button', { name: 'اجازه می‌دهم' }).click();
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('input[name="wc_order_attribution_source_type"]')
          ?.value === 'typein',
    );
    expect((await trackerCookiesOnceThere(context, 7)).length).toBe(7);
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });

  test('mobile: the banner leaves the contact buttons free and works from the keyboard', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto(www('/'));
    const banner = page.getByRole('region', { name: 'از کجا به فروشگاه آمدید؟' });
    await banner.waitFor();
    const bannerBox = await banner.boundingBox();
    const buttonsBox = await page.locator('.contact-buttons').boundingBox();
    if (bannerBox && buttonsBox) {
      // The bar stands at the page's end (its last row keeps room for the floating contact
      // button): on the first screen they are far apart (e2e/overlays.e2e.test.ts checks more).
      const overlaps =
        bannerBox.x < buttonsBox.x + buttonsBox.width &&
        buttonsBox.x < bannerBox.x + bannerBox.width &&
        bannerBox.y < buttonsBox.y + buttonsBox.height &&
        buttonsBox.y < bannerBox.y + bannerBox.height;
      expect(overlaps).toBe(false);
    }
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'attribution-consent-banner-mobile');
    await banner.getByRole('button', { name: 'اجازه می‌دهم' }).focus();
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'detached' });
    expect(
      (await context.cookies()).find((cookie) => cookie.name === 'shop_tracking_consent')?.value,
    ).toBe('yes');
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });

  test('the shop owner reads orders and revenue by source for a Persian-calendar range', async () => {
    const orders = createSqliteOrdersRepository(shop.server.db);
    const place = (total: number, extension: Record<string, string>) =>
      createOrder(
        { orders, clock: () => new Date(), attribution: DEFAULT_ATTRIBUTION_SETTINGS },
        { total, customerIp: '127.0.0.1', attribution: { via: 'store-api', extension } },
      );
    place(1_200_000, { source_type: 'utm', utm_source: 'instagram', utm_medium: 'social' });
    place(800_000, { source_type: 'utm', utm_source: 'instagram', utm_medium: 'social' });
    place(2_500_000, { source_type: 'organic', utm_source: 'google', utm_medium: 'organic' });
    place(450_000, { source_type: 'typein', utm_source: '(direct)', utm_medium: '(none)' });

    const { context, page, problems } = await openPage(browser);
    await page.goto(`${shop.url}/shop-admin/attribution`);
    await page.getByRole('heading', { level: 1, name: 'گزارش منبع سفارش‌ها' }).waitFor();
    await page.getByRole('button', { name: 'اجازه نمی‌دهم' }).click();
    // The default range is this Persian month up to today, which holds the orders above.
    expect(await page.getByLabel('از تاریخ').inputValue()).toMatch(/^۱۴[۰-۹]{2}\/[۰-۹]{2}\/۰۱$/);
    await page.getByLabel('کلید دسترسی مدیر').fill('wrong-token-wrong-token');
    await page.getByRole('button', { name: 'نمایش گزارش' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'کلید دسترسی مدیر فرستاده نشده یا نادرست است.' })
      .waitFor();

    await page.getByLabel('کلید دسترسی مدیر').fill(ADMIN_TOKEN);
    await page.getByRole('button', { name: 'نمایش گزارش' }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    const rows = await table.getByRole('row').allTextContents();
    expect(rows.slice(1)).toEqual([
      'جستجوی طبیعی: Googlegoogleorganic۱۲٬۵۰۰٬۰۰۰ تومان',
      'منبع: Instagraminstagramsocial۲۲٬۰۰۰٬۰۰۰ تومان',
      'مستقیم(direct)—۱۴۵۰٬۰۰۰ تومان',
      'جمع کل۴۴٬۹۵۰٬۰۰۰ تومان',
    ]);
    // The wrong key was a visible 401 on purpose; nothing else may have failed.
    expect(problems.filter((problem) => !/401/.test(problem))).toEqual([]);
    expect(problems.filter((problem) => /401/.test(problem))).toHaveLength(2);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'attribution-report-desktop');
    await context.close();
  });
});
