// Issue 15, item 9: a shopper who sends the checkout empty reads, under each field and in the
// summary, a message that names the field exactly as its label does ("شمارهٔ موبایل را
// بنویسید." under "شمارهٔ موبایل"), phrased as a Persian editor writes it.
import type { Browser, Page } from 'playwright-core';
import { appStarted, axeViolations, openPage, screenshot, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

let shop: RunningShop;
let browser: Browser;

withShopAndChromium((running) => ({ shop, browser } = running));

/** Each field with a message: its label (without the required mark) and the message under it. */
async function fieldMessages(page: Page): Promise<{ label: string; message: string }[]> {
  return page.locator('.checkout-form .field-error').evaluateAll((errors) =>
    errors.map((error) => {
      const control = error.id.replace(/-error$/, '');
      const label = document.querySelector(`label[for="${control}"]`);
      // The label's name, without the required mark or the "(optional)" hint beside it.
      const mark = label?.querySelector('[aria-hidden="true"]')?.textContent ?? '';
      const hint = label?.querySelector('.form-field__optional')?.textContent ?? '';
      return {
        label: (label?.textContent ?? '').replace(mark, '').replace(hint, '').trim(),
        message: error.textContent?.trim() ?? '',
      };
    }),
  );
}

/** The summary's links: the label of the field each points at, and the link's text. */
async function summaryLinks(page: Page): Promise<{ label: string; message: string }[]> {
  return page
    .getByRole('region', { name: 'سفارش شما ثبت نشد' })
    .locator('a[href^="#"]')
    .evaluateAll((links) =>
      links.map((link) => {
        const control = (link.getAttribute('href') ?? '').slice(1);
        const label = document.querySelector(`label[for="${control}"]`);
        const mark = label?.querySelector('[aria-hidden="true"]')?.textContent ?? '';
        const hint = label?.querySelector('.form-field__optional')?.textContent ?? '';
        return {
          label: (label?.textContent ?? '').replace(mark, '').replace(hint, '').trim(),
          message: link.textContent?.trim() ?? '',
        };
      }),
    );
}

describe('an empty checkout names every field as its label does', () => {
  test.each([
    ['mobile', VIEWPORTS.mobile],
    ['desktop', VIEWPORTS.desktop],
  ] as const)('%s', async (size, viewport) => {
    const { context, page, problems } = await openPage(browser, viewport);
    await page.goto(`${shop.url}/product/power-bank-20000`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The server's HTML is on screen before the app starts: a click before then does nothing.
    await appStarted(page);
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await page.getByText(/به سبد خرید شما افزوده شد/).waitFor();
    await page.goto(`${shop.url}/checkout`);
    const placeOrder = page.getByRole('button', { name: 'ثبت سفارش', exact: true });
    await placeOrder.waitFor();
    // Before the app has started the button posts the server's plain form (no JavaScript).
    await appStarted(page);
    await placeOrder.press('Enter');
    await page.getByRole('region', { name: 'سفارش شما ثبت نشد' }).waitFor();

    const fields = await fieldMessages(page);
    // Name, surname, mobile, province, city, address and postcode are required; the email is
    // optional beside a mobile (CHECKOUT_EMAIL_OPTIONAL), and with neither it is asked for too.
    expect(fields.map((field) => field.label)).toEqual([
      'نام',
      'نام خانوادگی',
      'شمارهٔ موبایل',
      'ایمیل',
      'استان',
      'شهر',
      'نشانی',
      'کد پستی',
    ]);
    for (const { label, message } of fields) {
      // "نام را بنویسید.", "استان را انتخاب کنید.": the label's own words, then what to do.
      expect(message).toMatch(new RegExp(`^${label} را (?:بنویسید|انتخاب کنید)\\.$`));
    }
    const links = await summaryLinks(page);
    expect(links).toEqual(fields);
    for (const { message } of [...fields, ...links]) {
      expect(message).not.toMatch(/«|وارد کنید|صورتحساب|تلفن همراه/);
    }

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `checkout-field-names-${size}`);
    // The one refused checkout is the point of the test.
    expect(
      problems.filter(
        (problem) =>
          !/http 400: .*\/wc\/store\/v1\/checkout/.test(problem) && !/status of 400/.test(problem),
      ),
    ).toEqual([]);
    await context.close();
  });
});
