// Issue 15, item 10: the wholesale form asks for its date in the Persian calendar (typed or picked
// with the keyboard) and still sends CF7's Gregorian YYYY-MM-DD; the captcha is large enough to
// read, with a button for a new image; and no seeded form asks for both a captcha and a quiz.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, axeViolations, openPage, screenshot, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

let shop: RunningShop;
let browser: Browser;

withShopAndChromium((running) => ({ shop, browser } = running));

const SIZES = [
  ['mobile', VIEWPORTS.mobile],
  ['desktop', VIEWPORTS.desktop],
] as const;

/** The contact page with both forms started and the consent bar answered. */
async function openContactPage(page: Page): Promise<void> {
  await page.goto(`${shop.url}/contact`);
  await page.locator('.wpcf7.js').nth(1).waitFor();
  const banner = page.locator('.consent-banner');
  if ((await banner.count()) > 0) {
    await banner.getByRole('button').last().click();
    await banner.waitFor({ state: 'detached' });
  }
}

/** One field of a multipart body, as the browser's FormData wrote it. */
function multipartField(body: string, name: string): string | undefined {
  const match = new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body);
  return match?.[1];
}

describe('the wholesale form asks for its date in the Persian calendar', () => {
  test.each(SIZES)('%s', async (size, viewport) => {
    const { context, page, problems } = await openPage(browser, viewport);
    await openContactPage(page);
    const wholesale = page.locator('.wpcf7[data-wpcf7-id="102"] form');
    const date = wholesale.getByRole('textbox', { name: 'تاریخ شروع همکاری', exact: true });
    const sent = wholesale.locator('input[type="hidden"][name="start-date"]');
    const tip = wholesale.locator('[data-name="start-date"] .wpcf7-not-valid-tip');

    // The label no longer speaks of the Gregorian calendar.
    await expect(wholesale.innerText()).resolves.not.toMatch(/میلادی|YYYY/);

    // A day that does not exist: the error names the field as its label does.
    await date.fill('۱۴۰۵/۱۳/۰۱');
    await date.press('Tab');
    await tip.waitFor();
    expect(await tip.innerText()).toBe(
      'تاریخ شروع همکاری را به تاریخ شمسی و به شکل ۱۴۰۵/۰۹/۰۶ بنویسید.',
    );
    expect(await date.getAttribute('aria-invalid')).toBe('true');

    // Typed in Persian digits; the day is read back in words.
    await date.fill('۱۴۰۳/۱۲/۲۹');
    await date.press('Tab');
    await tip.waitFor({ state: 'detached' });
    expect(await sent.inputValue()).toBe('2025-03-19');
    await expect(
      wholesale.locator('[data-name="start-date"] .persian-date__hint').innerText(),
    ).resolves.toBe('چهارشنبه ۲۹ اسفند ۱۴۰۳');

    // The calendar, by keyboard: it opens on the chosen day; left is the next day in a
    // right-to-left calendar, so 30 Esfand of the leap year 1403.
    const toggle = wholesale.getByRole('button', { name: 'تقویم: انتخاب تاریخ شروع همکاری' });
    await toggle.focus();
    await toggle.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const calendar = wholesale.getByRole('group', { name: 'تقویم تاریخ شروع همکاری' });
    await expect(calendar.locator('.persian-calendar__month').innerText()).resolves.toBe(
      'اسفند ۱۴۰۳',
    );
    const focusedDay = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await expect(focusedDay()).resolves.toBe('۲۹ اسفند ۱۴۰۳');
    await page.keyboard.press('ArrowLeft');
    await expect(focusedDay()).resolves.toBe('۳۰ اسفند ۱۴۰۳');
    await page.keyboard.press('ArrowDown');
    await expect(focusedDay()).resolves.toBe('۷ فروردین ۱۴۰۴');
    await page.keyboard.press('PageUp');
    await expect(focusedDay()).resolves.toBe('۷ اسفند ۱۴۰۳');
    await page.keyboard.press('End');
    await expect(focusedDay()).resolves.toBe('۱۰ اسفند ۱۴۰۳');
    await page.keyboard.press('ArrowRight');
    await expect(focusedDay()).resolves.toBe('۹ اسفند ۱۴۰۳');
    // Escape closes without choosing and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toBe(
      'persian-date__toggle',
    );
    expect(await sent.inputValue()).toBe('2025-03-19');

    await toggle.press('Enter');
    await page.keyboard.press('ArrowLeft');
    await expect(focusedDay()).resolves.toBe('۳۰ اسفند ۱۴۰۳');
    await calendar.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `wholesale-date-open-${size}`);
    // What the shopper sees: the field and its calendar on screen, not the whole page.
    await date.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -170));
    await page.screenshot({ path: path.join(ARTIFACTS, `wholesale-date-open-${size}-view.png`) });
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    expect(await date.inputValue()).toBe('۱۴۰۳/۱۲/۳۰');
    expect(await sent.inputValue()).toBe('2025-03-20');

    // The rest of the inquiry, then what goes over the wire.
    await wholesale.getByLabel('نام فروشگاه یا شرکت').fill('پوشاک نگین');
    await wholesale.getByLabel('نام مسئول خرید').fill('مریم احمدی');
    await wholesale.getByLabel('شمارهٔ موبایل').fill('۰۹۱۲۳۴۵۶۷۸۹');
    await wholesale.getByRole('checkbox', { name: 'پوشاک' }).check();
    await wholesale.getByLabel('تعداد تقریبی سفارش ماهانه').fill('۲۵۰');
    const posted = new Promise<string>((resolve) => {
      void page.route('**/contact-forms/102/feedback', async (route) => {
        resolve(route.request().postDataBuffer()?.toString('utf8') ?? '');
        await route.continue();
      });
    });
    await wholesale.getByRole('button', { name: 'فرستادن درخواست' }).click();
    const body = await posted;
    expect(multipartField(body, 'start-date')).toBe('2025-03-20');
    await page.waitForSelector('.wpcf7[data-wpcf7-id="102"] form[data-status="sent"]');
    const stored = shop.server.db
      .prepare<[], { fields: string }>(
        'SELECT fields FROM contact_submissions WHERE form_id = 102 ORDER BY id DESC LIMIT 1',
      )
      .get();
    expect(JSON.parse(stored?.fields ?? '{}')).toMatchObject({ 'start-date': '2025-03-20' });
    // A reset empties the field and its hidden value alike.
    expect(await date.inputValue()).toBe('');
    expect(await sent.inputValue()).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the captcha can be read, and comes alone', () => {
  test.each(SIZES)('%s', async (size, viewport) => {
    const { context, page, problems } = await openPage(browser, viewport);
    await openContactPage(page);

    // No seeded form asks for both a captcha and a quiz.
    const challenges = await page.locator('.wpcf7 form').evaluateAll((forms) =>
      forms.map((form) => ({
        quiz: form.querySelector('.wpcf7-quiz') !== null,
        captcha: form.querySelector('img.wpcf7-captchac') !== null,
      })),
    );
    expect(challenges).toEqual([
      { quiz: false, captcha: true },
      { quiz: false, captcha: false },
    ]);

    const contact = page.getByRole('form', { name: 'فرم تماس با ما' });
    const image = contact.getByRole('img', { name: 'تصویر کد امنیتی' });
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => (document.querySelector('img.wpcf7-captchac') as HTMLImageElement | null)?.complete,
    );
    const box = (await image.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(144);
    expect(box.height).toBeGreaterThanOrEqual(50);
    // Drawn at twice its size on screen, so it stays sharp on a phone.
    const [natural, shown] = await image.evaluate((element: HTMLImageElement) => [
      [element.naturalWidth, element.naturalHeight],
      [element.width, element.height],
    ]);
    expect(natural).toEqual([shown[0]! * 2, shown[1]! * 2]);

    // A new image on request, without audio.
    const before = await image.getAttribute('src');
    await contact.getByRole('button', { name: 'تصویر دیگر' }).click();
    await page.waitForFunction(
      (first) => document.querySelector('img.wpcf7-captchac')?.getAttribute('src') !== first,
      before,
    );
    await page.waitForFunction(() => {
      const next = document.querySelector('img.wpcf7-captchac') as HTMLImageElement | null;
      return next?.complete === true && next.naturalWidth > 0;
    });
    const challenge = await contact
      .locator('input[name="_wpcf7_captcha_challenge_your-captcha"]')
      .inputValue();
    expect(await image.getAttribute('src')).toContain(`/${challenge}.png`);
    expect(await page.locator('audio').count()).toBe(0);

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `captcha-form-${size}`);
    await image.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(ARTIFACTS, `captcha-form-${size}-view.png`) });
    expect(problems).toEqual([]);
    await context.close();
  });
});
