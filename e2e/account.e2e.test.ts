// My account in Chromium, keyboard only: a guest order placed through the Store API, then
// registering with the same mobile (typed in Persian digits) brings it into the new account;
// sign out, sign in again by mobile, the order with its Persian date and status; the guest
// order lookup. axe on every view, screenshots of each.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { StoreCheckoutResponse } from '../contracts/checkout';
import { catalogFixture } from '../mock-server/test/catalogStates';
import { Shopper, persianBilling } from '../mock-server/test/checkoutKit';
import { CUSTOMER_COOKIE } from '../mock-server/src/http/customerSession';
import { appStarted, axeViolations, openPage, screenshot, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

const MOBILE_TYPED = '۰۹۱۲۳۳۳۴۴۵۵';
const EMAIL = 'neda@example.ir';
const PASSWORD = 'رمز-امن-۱۴۰۵';

let shop: RunningShop;
let browser: Browser;
let order: StoreCheckoutResponse;

withShopAndChromium((running) => ({ shop, browser } = running));

beforeAll(async () => {
  // A guest buys first, through the Store API, with the mobile she will later register with.
  const shopper = await Shopper.arrive(shop.server.app);
  await shopper.add(catalogFixture(shop.server.db).simpleInStock.id, 2);
  const response = await shopper.checkout({
    billing_address: { ...persianBilling(), first_name: 'ندا', phone: MOBILE_TYPED, email: EMAIL },
  });
  if (response.statusCode !== 200) throw new Error(`checkout: ${response.body}`);
  order = response.json<StoreCheckoutResponse>();
});

/** Presses Tab (Shift+Tab when `back`) until `target` has focus; fails after 80 presses. */
async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  for (let press = 0; press < 80; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${String(target)} with the keyboard`);
}

async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** The shopper already answered the attribution banner, so it does not cover the forms. */
async function consentAnswered(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'shop_tracking_consent', value: 'no', url: shop.url }]);
}

const toPersian = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

it('register with a Persian-digit mobile, find the guest order, sign out, sign in again by mobile', async () => {
  const { context, page, problems } = await openPage(browser);
  await consentAnswered(context);
  await page.goto(`${shop.url}/my-account`);
  // The account page arrives drawn by the server: typing before the app starts is lost.
  await appStarted(page);
  const register = page.getByRole('region', { name: 'عضویت' });
  await register.getByRole('button', { name: 'عضویت' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  // A refused attempt first: the summary takes focus and names the field.
  await typeInto(page, register.getByLabel('گذرواژه'), 'کوتاه');
  await page.keyboard.press('Enter');
  const summary = register.getByRole('alert');
  await summary.waitFor();
  expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
  await expect(summary.textContent()).resolves.toContain('گذرواژه باید دست‌کم ۸ نویسه باشد.');
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'account-register-errors-desktop');

  await typeInto(page, register.getByLabel(/^نام \(/), 'ندا');
  await typeInto(page, register.getByLabel(/نام خانوادگی/), 'کریمی');
  await typeInto(page, register.getByLabel(/شمارهٔ موبایل/), MOBILE_TYPED);
  await typeInto(page, register.getByLabel(/^ایمیل/), EMAIL);
  const password = register.getByLabel(/گذرواژه/);
  await tabTo(page, password, true);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');

  // Signed in: the guest order came with the mobile, dated in the Persian calendar.
  const orders = page.getByRole('table');
  await orders.waitFor();
  await page.getByText('ندا کریمی عزیز، خوش آمدید').waitFor();
  const row = orders.getByRole('row').nth(1);
  await expect(
    row.getByRole('link', { name: `#${toPersian(order.order_number)}`, exact: true }).count(),
  ).resolves.toBe(1);
  await expect(row.textContent()).resolves.toMatch(/در حال انجام/);
  await expect(row.locator('time').textContent()).resolves.toMatch(/۱۴۰[۴۵]/);
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === CUSTOMER_COOKIE);
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'account-orders-desktop');

  // The order's own page, opened from the keyboard.
  await tabTo(
    page,
    row.getByRole('link', { name: `#${toPersian(order.order_number)}`, exact: true }),
  );
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: `سفارش #${toPersian(order.order_number)}` }).waitFor();
  expect(page.url()).toContain(`view=order&id=${order.order_id}`);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'account-order-details-desktop');

  // Saved addresses: province and city pickers worked with the arrow keys, Persian digits typed.
  await tabTo(page, page.getByRole('link', { name: 'نشانی‌ها' }), true);
  await page.keyboard.press('Enter');
  const billing = page.getByRole('group', { name: 'نشانی صورت‌حساب' });
  await billing.waitFor();
  await typeInto(page, billing.getByLabel(/^نام \*/), 'ندا');
  await typeInto(page, billing.getByLabel(/^نام خانوادگی/), 'کریمی');
  await tabTo(page, billing.getByLabel(/^استان/));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, billing.getByLabel(/^شهر/));
  await page.keyboard.press('ArrowDown');
  await typeInto(page, billing.getByLabel(/^نشانی/), 'خیابان ولیعصر، پلاک ۱۲');
  await typeInto(page, billing.getByLabel(/^کد پستی/), '۱۴۳۴۸-۶۳۱۱۱');
  await typeInto(page, billing.getByLabel(/^شمارهٔ موبایل/), MOBILE_TYPED);
  await page.keyboard.press('Enter');
  await page.getByText('نشانی‌ها ذخیره شدند.').waitFor();
  const saved = shop.server.db
    .prepare("SELECT address FROM customer_addresses WHERE kind = 'billing'")
    .get() as { address: string };
  expect(JSON.parse(saved.address)).toMatchObject({
    state: 'THR',
    city: 'تهران',
    postcode: '1434863111',
    phone: '09123334455',
  });
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'account-addresses-desktop');

  // Sign out from the keyboard: the server session ends and the forms come back.
  const signOut = page.getByRole('button', { name: 'خروج' });
  await tabTo(page, signOut);
  await page.keyboard.press('Enter');
  await page.getByRole('region', { name: 'ورود' }).waitFor();
  expect((await context.cookies()).some((cookie) => cookie.name === CUSTOMER_COOKIE)).toBe(false);
  expect(shop.server.db.prepare('SELECT COUNT(*) AS n FROM customer_sessions').get()).toEqual({
    n: 0,
  });

  // Sign in again by mobile, typed in Persian digits.
  const signIn = page.getByRole('region', { name: 'ورود' });
  await typeInto(page, signIn.getByLabel(/ایمیل یا شمارهٔ موبایل/), MOBILE_TYPED);
  await typeInto(page, signIn.getByLabel(/گذرواژه/), PASSWORD);
  await page.keyboard.press('Enter');
  await page.getByRole('table').waitFor();
  await page.getByText('وارد حساب کاربری خود شدید.').waitFor();
  expect(problems).toEqual([]);
  await context.close();
});

it('a guest finds an order by its number and mobile, on a phone', async () => {
  const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
  await consentAnswered(context);
  await page.goto(`${shop.url}/my-account?view=lookup`);
  // The account page arrives drawn by the server: typing before the app starts is lost.
  await appStarted(page);
  const form = page.getByRole('region', { name: 'پیگیری سفارش' });
  await form.getByRole('button', { name: 'پیگیری' }).waitFor();
  await typeInto(page, form.getByLabel(/شمارهٔ سفارش/), toPersian(order.order_number));
  await typeInto(page, form.getByLabel(/ایمیل یا شمارهٔ موبایل/), MOBILE_TYPED);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: `سفارش #${toPersian(order.order_number)}` }).waitFor();
  await expect(page.getByRole('article').textContent()).resolves.toContain('در حال انجام');
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'account-lookup-mobile');
  expect(problems).toEqual([]);
  await context.close();
});

it('the sign-in forms on a phone, with a wrong password answered in Persian', async () => {
  const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
  await consentAnswered(context);
  await page.goto(`${shop.url}/my-account`);
  // The account page arrives drawn by the server: typing before the app starts is lost.
  await appStarted(page);
  const signIn = page.getByRole('region', { name: 'ورود' });
  await signIn.getByRole('button', { name: 'ورود' }).waitFor();
  await typeInto(page, signIn.getByLabel(/ایمیل یا شمارهٔ موبایل/), EMAIL);
  await typeInto(page, signIn.getByLabel(/گذرواژه/), 'not-the-password');
  await page.keyboard.press('Enter');
  const summary = signIn.getByRole('alert');
  await summary.waitFor();
  await expect(summary.textContent()).resolves.toContain(
    'ایمیل یا شمارهٔ موبایل، یا گذرواژه درست نیست.',
  );
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'account-sign-in-mobile');
  // The one failed request is the refused sign-in itself.
  expect(problems).toEqual([
    expect.stringMatching(/^http 401: .*account\/sign-in/),
    expect.stringMatching(/^console: Failed to load resource: .* 401/),
  ]);
  await context.close();
});
