// A shopper in front of a stock WordPress 7.0 + WooCommerce 9.9 (../shared/wordpress, set up by
// `npm test`): the storefront runs as production does, and the site is the real thing. Pages are
// drawn on the server for a guest, a product with swatch data and one without can be bought, and a
// guest order with an Iranian address, a coupon and cash on delivery is stored by WooCommerce with
// its lines, totals, address and attribution.
import type { Browser, Page } from 'playwright-core';
import { STOREFRONT_SITE } from '../../scripts/realWordpress';
import {
  appStarted,
  axeViolations,
  openPage,
  screenshot,
  swatchesSettled,
  VIEWPORTS,
} from '../browser';
import { withStorefrontAndChromium, storedOrder } from './storefront';

let browser: Browser;

withStorefrontAndChromium((running) => ({ browser } = running));

const at = (path: string) => `${STOREFRONT_SITE.siteUrl}${path}`;
const UNKNOWN_ERROR = 'خطای ناشناخته';

describe('pages drawn on the server for a guest, from the real site', () => {
  it.each([
    ['/', 'کیف دستی چرمی'],
    ['/shop/', 'کوله‌پشتی برزنتی'],
    ['/product-category/bags/', 'کیف دستی چرمی'],
    ['/product/leather-handbag/', 'کیف دستی چرمی'],
    ['/product/classic-cotton-tshirt/', 'تی‌شرت نخی کلاسیک'],
    ['/blog/', 'Filler post 149'],
    ['/blog/hello-world/', 'Hello world!'],
    ['/contact/', 'your-message'],
  ])('%s is a 200 with its content, not an error', async (path, content) => {
    const answer = await fetch(at(path), { headers: { accept: 'text/html' } });
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(html).toContain(content);
    expect(html).not.toContain(UNKNOWN_ERROR);
  });

  it('every URL of the sitemap answers 200 through the storefront', async () => {
    const index = await (await fetch(at('/wp-sitemap.xml'))).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(sitemaps.length).toBeGreaterThan(0);
    const urls: string[] = [];
    for (const sitemap of sitemaps) {
      expect(sitemap.startsWith(STOREFRONT_SITE.siteUrl)).toBe(true);
      const body = await (await fetch(sitemap)).text();
      urls.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!));
    }
    expect(urls.length).toBeGreaterThan(150);
    expect(urls.filter((url) => !url.startsWith(STOREFRONT_SITE.siteUrl))).toEqual([]);
    // Four crawlers at a time: each page is drawn afresh from the site's answers.
    const failed: string[] = [];
    const queue = [...urls];
    const crawl = async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        const answer = await fetch(url, { headers: { accept: 'text/html' }, redirect: 'manual' });
        if (answer.status !== 200) failed.push(`${answer.status} ${url}`);
        await answer.arrayBuffer();
      }
    };
    await Promise.all([crawl(), crawl(), crawl(), crawl()]);
    expect(failed).toEqual([]);
  }, 300_000);

  it("a page nobody has is a 404: the shop's own page, not the WordPress theme's", async () => {
    const answer = await fetch(at('/no-such-page-anywhere/'), { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(404);
    const html = await answer.text();
    expect(html).toContain('صفحه‌ای که به دنبال آن هستید وجود ندارد یا جابه‌جا شده است.');
    expect(html).not.toContain('wp-block-');
  });
});

/** Problems that are not the page's: Chromium's note on COOP over plain http. */
const realProblems = (problems: string[]) =>
  problems.filter((problem) => !problem.includes('Cross-Origin-Opener-Policy'));

/**
 * The site's welcome popup (its announcement) opens on a shopper's second page and covers the
 * rest: a shopper reads it and closes it, whenever it comes.
 */
async function closeWelcomeWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog'), async (dialog) => {
    await dialog.getByRole('button', { name: 'متوجه شدم' }).click();
  });
}

async function appReady(page: Page): Promise<void> {
  // The server's HTML is on screen before the app starts: a click before then does nothing.
  await appStarted(page);
}

describe('a guest buys on a phone', () => {
  let orderId = 0;

  it('finds a bag with the header search', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.mobile);
    await closeWelcomeWhenShown(page);
    await page.goto(at('/'));
    await appReady(page);
    const search = page.getByRole('combobox', { name: 'جستجو در فروشگاه' });
    await search.fill('کیف');
    await search.press('Enter');
    await page.getByRole('heading', { level: 1, name: /نتایج جستجو/ }).waitFor();
    await page.locator('.product-card', { hasText: 'کیف دستی چرمی' }).first().waitFor();
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });

  it('chooses a colour and size on the product with swatch data, then adds a simple product', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.mobile);
    await closeWelcomeWhenShown(page);
    await page.goto(at('/product/classic-cotton-tshirt/'));
    await appReady(page);
    await page.getByRole('radio', { name: 'مشکی', exact: true }).click();
    await page.getByRole('radio', { name: 'S', exact: true }).click();
    await swatchesSettled(page);
    const add = page.getByRole('button', { name: 'افزودن به سبد خرید' });
    await add.click();
    await page.getByRole('link', { name: /^سبد خرید \(۱ کالا/ }).waitFor();
    await screenshot(page, 'real-wordpress-swatches-mobile');

    // A simple product: the site sends PHP's empty list as its swatch data.
    await page.goto(at('/product/leather-wallet/'));
    await appReady(page);
    expect(await page.getByText('در حال بارگذاری گزینه‌ها').count()).toBe(0);
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await page.getByRole('link', { name: /^سبد خرید \(۲ کالا/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });

  it('checks out as a guest with an Iranian address, a coupon and cash on delivery', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.mobile);
    await closeWelcomeWhenShown(page);
    await page.goto(at('/?utm_source=instagram&utm_medium=social&utm_campaign=yalda'));
    await appReady(page);
    const banner = page.getByRole('region', { name: 'از کجا به فروشگاه آمدید؟' });
    if (await banner.isVisible()) {
      await banner.getByRole('button', { name: 'اجازه می‌دهم' }).click();
      await banner.waitFor({ state: 'detached' });
    }
    await page.goto(at('/product/wool-scarf/'));
    await appReady(page);
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await page.getByRole('link', { name: /^سبد خرید \(۱ کالا/ }).waitFor();
    // The cart and the checkout come drawn with her cart, before any script runs.
    for (const path of ['/cart/', '/checkout/']) {
      const drawn = await context.request.get(at(path), { headers: { accept: 'text/html' } });
      expect(await drawn.text()).toContain('شال گردن پشمی');
    }

    await page.goto(at('/cart/'));
    await page.getByRole('heading', { level: 1, name: 'سبد خرید' }).waitFor();
    await appReady(page);
    await page.getByRole('textbox', { name: 'کد تخفیف' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'اعمال کد تخفیف' }).click();
    await page
      .getByText(/welcome10/i)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'ادامه و تسویه حساب' }).click();

    await page.getByRole('heading', { level: 1, name: /تسویه حساب/ }).waitFor();
    await page.getByRole('combobox', { name: 'استان' }).locator('option[value="THR"]').waitFor({
      state: 'attached',
    });
    await page.getByRole('textbox', { name: 'نام', exact: true }).fill('مریم');
    await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill('احمدی');
    await page.getByRole('textbox', { name: /شمارهٔ موبایل/ }).fill('۰۹۱۲۱۲۳۴۵۶۷');
    await page.getByRole('textbox', { name: /^ایمیل/ }).fill('maryam@example.com');
    await page.getByRole('combobox', { name: 'استان' }).selectOption('THR');
    await page.getByRole('combobox', { name: 'شهر' }).selectOption('تهران');
    await page.getByRole('textbox', { name: /نشانی/ }).fill('خیابان ولیعصر، کوچهٔ یاس، پلاک ۷');
    await page.getByRole('textbox', { name: /کد پستی/ }).fill('۱۹۶۷۹۱۳۴۵۶');
    expect(await page.getByRole('radio', { name: 'پرداخت در محل' }).count()).toBe(1);
    expect(await page.getByRole('radio', { name: /پرداخت اینترنتی/ }).count()).toBe(0);
    await page.getByRole('radio', { name: 'پرداخت در محل' }).check();
    await screenshot(page, 'real-wordpress-checkout-mobile');
    await page.getByRole('button', { name: 'ثبت سفارش', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'سفارش دریافت شد' }).waitFor();
    // WooCommerce emptied the cart with the order: the header says so, and so does the cart page.
    await page.getByRole('link', { name: 'سبد خرید (۰ کالا)' }).waitFor({ timeout: 10_000 });
    await screenshot(page, 'real-wordpress-order-received-mobile');
    const match = /order-received\/(\d+)/.exec(page.url());
    expect(match).not.toBeNull();
    orderId = Number(match![1]);
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });

  it('WooCommerce stored the order: lines, totals after the coupon, the address, the attribution', () => {
    expect(orderId).toBeGreaterThan(0);
    const order = storedOrder(orderId);
    expect(order.payment_method).toBe('cod');
    expect(order.status).toBe('processing');
    expect(order.lines).toEqual([{ name: 'شال گردن پشمی', quantity: 1, total: '351000' }]);
    expect(order.coupons).toEqual(['welcome10']);
    expect(Number(order.total)).toBe(351000);
    expect(order.billing).toMatchObject({
      first_name: 'مریم',
      last_name: 'احمدی',
      country: 'IR',
      state: 'THR',
      city: 'تهران',
      postcode: '1967913456',
      phone: '09121234567',
      email: 'maryam@example.com',
    });
    expect(order.attribution).toMatchObject({
      source_type: 'utm',
      utm_source: 'instagram',
      utm_medium: 'social',
      utm_campaign: 'yalda',
    });
  });
});
