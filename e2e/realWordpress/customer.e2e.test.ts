// A customer of the real WordPress (owner.php makes her) signs in on WordPress's own page through
// the storefront: the storefront's account page then knows her, she checks out as herself, and
// WooCommerce keeps the order under her account and lists it on her orders page.
import type { Browser, Page } from 'playwright-core';
import { STOREFRONT_SITE } from '../../scripts/realWordpress';
import { appStarted, axeViolations, openPage, screenshot, VIEWPORTS } from '../browser';
import { withStorefrontAndChromium, storedOrder } from './storefront';

/** owner.php's customer. */
const CUSTOMER = { login: 'maryam', password: 'storefront-customer-2026', name: 'مریم احمدی' };

let browser: Browser;

withStorefrontAndChromium((running) => ({ browser } = running));

const at = (path: string) => `${STOREFRONT_SITE.siteUrl}${path}`;

async function appReady(page: Page): Promise<void> {
  await appStarted(page);
}

it('signs in on WordPress, is greeted by the storefront, orders as herself', async () => {
  const { page, context, problems } = await openPage(browser, VIEWPORTS.mobile);
  await page.addLocatorHandler(page.getByRole('dialog'), async (dialog) => {
    await dialog.getByRole('button', { name: 'متوجه شدم' }).click();
  });
  // A guest first: the account page offers WordPress's sign-in.
  await page.goto(at('/my-account/'));
  await appReady(page);
  const signIn = page.getByRole('link', { name: 'ورود یا عضویت' });
  expect(await signIn.getAttribute('href')).toContain('/wp-login.php');

  await page.goto(at(`/wp-login.php?redirect_to=${encodeURIComponent(at('/my-account/'))}`));
  await page.locator('#user_login').fill(CUSTOMER.login);
  await page.locator('#user_pass').fill(CUSTOMER.password);
  await page.locator('#wp-submit').click();
  await page.waitForURL(at('/my-account/'));
  await page.getByText(`${CUSTOMER.name} عزیز، خوش آمدید`).waitFor();
  expect(await page.getByRole('link', { name: 'ورود یا عضویت' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'خروج' }).getAttribute('href')).toBe(
    '/my-account/customer-logout/',
  );
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'real-wordpress-account-signed-in-mobile');

  await page.goto(at('/product/wool-scarf/'));
  await appReady(page);
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await page.getByRole('link', { name: /^سبد خرید \(۱ کالا/ }).waitFor();
  await page.goto(at('/checkout/'));
  await page.getByRole('heading', { level: 1, name: /تسویه حساب/ }).waitFor();
  await page.getByRole('combobox', { name: 'استان' }).locator('option[value="ESF"]').waitFor({
    state: 'attached',
  });
  await appReady(page);
  await page.getByRole('textbox', { name: 'نام', exact: true }).fill('مریم');
  await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill('احمدی');
  await page.getByRole('textbox', { name: /شمارهٔ موبایل/ }).fill('۰۹۱۳۱۲۳۴۵۶۷');
  await page.getByRole('textbox', { name: /^ایمیل/ }).fill('maryam.customer@example.com');
  await page.getByRole('combobox', { name: 'استان' }).selectOption('ESF');
  await page.getByRole('combobox', { name: 'شهر' }).selectOption('اصفهان');
  await page.getByRole('textbox', { name: /نشانی/ }).fill('خیابان چهارباغ، پلاک ۱۲');
  await page.getByRole('textbox', { name: /کد پستی/ }).fill('۸۱۳۴۶۷۸۹۱۲');
  await page.getByRole('radio', { name: 'پرداخت در محل' }).check();
  await page.getByRole('button', { name: 'ثبت سفارش', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'سفارش دریافت شد' }).waitFor();
  const orderId = Number(/order-received\/(\d+)/.exec(page.url())?.[1]);
  expect(orderId).toBeGreaterThan(0);

  const order = storedOrder(orderId);
  expect(order.customer_id).toBeGreaterThan(0);
  expect(order.billing).toMatchObject({ state: 'ESF', city: 'اصفهان', phone: '09131234567' });

  await page.goto(at('/my-account/'));
  await appReady(page);
  expect(problems.filter((problem) => !problem.includes('Cross-Origin-Opener-Policy'))).toEqual([]);
  // Her orders: the storefront's account page lists them, read from WooCommerce's own list (the
  // list arrives after the page, so wait for her order's link).
  await page.getByRole('link', { name: 'سفارش‌ها' }).click();
  await page.waitForURL(at('/my-account/orders/'));
  await page.locator(`a[href$="/my-account/view-order/${orderId}/"]`).first().waitFor();
  await context.close();
}, 120_000);
