// A WordPress + WooCommerce site with the shop's account routes but without its orders route
// (issue 16: "without an orders route the account links to WooCommerce's own /my-account/orders/",
// never an error page). The page's bootstrap is rewritten in the browser to say so, as the
// storefront says it for such a site: no order lookup is offered, nothing asks the missing route,
// and the order received page shows what the checkout answered.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BootstrapConfig } from '../contracts/bootstrap';
import { appStarted, axeViolations, openPage, screenshot, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

let shop: RunningShop;
let browser: Browser;

withShopAndChromium((running) => ({ shop, browser } = running));

const BOOTSTRAP = /(<script id="shop-bootstrap" type="application\/json">)(.*?)(<\/script>)/s;

/** The state the server drew its page with: without it the browser draws the page itself. */
const SERVER_STATE = /<script id="shop-state" type="application\/json">.*?<\/script>/s;

/**
 * Every page of the context says the site has accounts but no orders route. The server drew its
 * page for a site with both, so the browser draws it again with what the page now says.
 */
async function withoutOrdersRoute(context: BrowserContext): Promise<void> {
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const rewritten = html
      .replace(BOOTSTRAP, (_whole, open: string, json: string, close: string) => {
        const config = JSON.parse(json) as BootstrapConfig;
        config.extras = {
          announcement: false,
          accounts: true,
          orders: false,
          regions: false,
          paymentMethods: false,
        };
        return `${open}${JSON.stringify(config).replace(/</g, '\\u003c')}${close}`;
      })
      .replace(SERVER_STATE, '');
    await route.fulfill({ response, body: rewritten });
  });
}

/** Requests to the shop's orders route (persian-shop/v1/orders…), which this site does not have. */
function watchOrdersRoute(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = decodeURIComponent(request.url());
    if (url.includes('persian-shop/v1/orders')) asked.push(url);
  });
  return asked;
}

const POWER_BANK = 'پاوربانک ۲۰ هزار میلی‌آمپر';

test('a guest is offered no order lookup, not even at its address', async () => {
  const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
  await withoutOrdersRoute(context);
  const asked = watchOrdersRoute(page);
  await page.goto(`${shop.url}/my-account?view=lookup`);
  await page.getByRole('region', { name: 'ورود' }).waitFor();
  expect(await page.getByRole('link', { name: 'سفارش خود را پیگیری کنید' }).count()).toBe(0);
  expect(await page.getByRole('heading', { name: 'پیگیری سفارش' }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'account-guest-without-orders-route-mobile');
  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test.each([
  ['mobile', VIEWPORTS.mobile],
  ['desktop', VIEWPORTS.desktop],
] as const)(
  'a cash-on-delivery order is received without the orders route (%s)',
  async (size, viewport) => {
    const { context, page, problems } = await openPage(browser, viewport);
    await withoutOrdersRoute(context);
    const asked = watchOrdersRoute(page);
    await page.goto(`${shop.url}/product/power-bank-20000`);
    await page.getByRole('heading', { level: 1, name: POWER_BANK }).waitFor();
    await appStarted(page);
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await page.getByText(`«${POWER_BANK}» به سبد خرید شما افزوده شد.`).waitFor();
    await page.goto(`${shop.url}/checkout`);
    // The server's form is on screen before the app starts: what is typed before then is lost.
    await appStarted(page);
    const field = (name: string | RegExp) =>
      page.getByRole('textbox', typeof name === 'string' ? { name, exact: true } : { name });
    await field('نام').fill('مینا');
    await field('نام خانوادگی').fill('کریمی');
    await field(/شمارهٔ موبایل/).fill('09121112233');
    await field(/^ایمیل/).fill('mina@example.com');
    await page.getByRole('combobox', { name: 'استان' }).selectOption('THR');
    await page.getByRole('combobox', { name: 'شهر' }).selectOption('تهران');
    await field(/نشانی/).fill('میدان تجریش، کوچهٔ نور، پلاک ۸');
    await field(/کد پستی/).fill('1965843711');
    await page.getByRole('radio', { name: 'پرداخت در محل' }).check();
    await page.getByRole('button', { name: 'ثبت سفارش', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'سفارش دریافت شد' }).waitFor();
    const overview = page.locator('.order-overview');
    await overview.waitFor();
    await expect(overview.textContent()).resolves.toMatch(/شمارهٔ سفارش: [۰-۹]+/);
    await expect(overview.textContent()).resolves.toContain('روش پرداخت: پرداخت در محل');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `order-received-without-orders-route-${size}`);

    // A reload (the answer is kept for the tab) still shows the order, never an error.
    await page.reload();
    await overview.waitFor();
    await expect(overview.textContent()).resolves.toContain('روش پرداخت: پرداخت در محل');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  },
);
