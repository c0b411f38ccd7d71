// The contact page in Chromium, as a shopper meets it: a wrong first try with Persian errors next to
// the fields and in the screen-reader list, corrections, a new captcha image, a sent message stored
// in the database, and the wholesale form beside it left alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { appStarted, axeViolations, openPage, screenshot, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

// Every captcha also accepts this while the server runs with CAPTCHA_TEST_ANSWER (tests only).
const CAPTCHA_ANSWER = '4827';

const PERSIAN_TEXT = /[\u0600-\u06FF]{3}/;

let shop: RunningShop;
let browser: Browser;
let receipt: string;

withShopAndChromium((running) => ({ shop, browser } = running), {
  contactForms: { captchaTestAnswer: CAPTCHA_ANSWER },
});

beforeAll(async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-e2e-'));
  receipt = path.join(folder, 'رسید-خرید.png');
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0e6e66' } })
    .png()
    .toFile(receipt);
});

afterAll(async () => {
  if (receipt) fs.rmSync(path.dirname(receipt), { recursive: true, force: true });
});

interface SubmissionRow {
  form_id: number;
  unit_tag: string;
  container_post: number;
  status: string;
  fields: string;
  consent: string;
  remote_ip: string;
  user_agent: string;
  posted_data_hash: string;
}

function submissions(): SubmissionRow[] {
  return shop.server.db
    .prepare<[], SubmissionRow>('SELECT * FROM contact_submissions ORDER BY id')
    .all();
}

/** CF7 events heard on document, as an analytics snippet hears them. */
async function listenForFormEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { cf7Events: string[] }).cf7Events = heard;
    for (const type of ['wpcf7invalid', 'wpcf7mailsent', 'wpcf7submit', 'wpcf7reset']) {
      document.addEventListener(type, (event) => {
        const detail = (event as CustomEvent<{ unitTag: string; status: string }>).detail;
        heard.push(`${type} ${detail.unitTag} ${detail.status}`);
      });
    }
  });
}

function heardEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cf7Events: string[] }).cf7Events);
}

/**
 * The tracking-consent banner (order attribution) sits at the foot of every page until answered;
 * a shopper answers it before reaching the bottom of the form. It is not ours, so it is found by
 * its class and answered with its last button ("do not allow") if it is there at all.
 */
async function answerConsentBanner(page: Page): Promise<void> {
  const banner = page.locator('.consent-banner');
  if ((await banner.count()) === 0) return;
  await banner.getByRole('button').last().click();
  await banner.waitFor({ state: 'detached' });
}

describe('the contact page in Chromium', () => {
  test('a shopper corrects a wrong first try and sends a message', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto(`${shop.url}/contact`);
    const contact = page.getByRole('form', { name: 'فرم تماس با ما' });
    await contact.waitFor();
    const wholesale = page.locator('.wpcf7[data-wpcf7-id="102"] form');
    // Both forms started (no-js -> js).
    await page.locator('.wpcf7.js').nth(1).waitFor();
    expect(await page.locator('.wpcf7.no-js').count()).toBe(0);
    const unitTags = await page
      .locator('.wpcf7')
      .evaluateAll((wrappers) => wrappers.map((wrapper) => wrapper.id));
    // The forms come from the page's content as WordPress answers it over REST: unit tags without
    // a post part (the page's id goes as the container post).
    expect(unitTags).toEqual(['wpcf7-f101-o1', 'wpcf7-f102-o2']);
    expect(await axeViolations(page)).toEqual([]);
    await answerConsentBanner(page);

    // Something typed into the wholesale form must survive everything the contact form does.
    await wholesale.getByLabel('نام فروشگاه یا شرکت').fill('پوشاک نگین');
    await listenForFormEvents(page);

    // First try: empty name, broken email, no subject, a message under ten letters, a wrong code.
    const submit = contact.getByRole('button', { name: 'فرستادن پیام' });
    expect(await submit.isDisabled()).toBe(true);
    await contact.getByLabel('ایمیل').fill('maryam@');
    await contact.getByLabel('متن پیام').fill('سلام');
    await contact.getByLabel('عددهای تصویر').fill('1');
    await contact.getByRole('checkbox', { name: /قوانین حریم خصوصی/ }).check();
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await page.waitForSelector('.wpcf7[data-wpcf7-id="101"] form[data-status="invalid"]');

    const name = contact.getByLabel('نام و نام خانوادگی');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const nameTip = contact.locator('[data-name="your-name"] .wpcf7-not-valid-tip');
    expect(await nameTip.innerText()).toBe('لطفاً این فیلد را پر کنید.');
    const tips = await contact.locator('.wpcf7-not-valid-tip').allInnerTexts();
    expect(tips.length).toBeGreaterThanOrEqual(5);
    for (const tip of tips) expect(tip).toMatch(PERSIAN_TEXT);
    const spoken = await page
      .locator('.wpcf7[data-wpcf7-id="101"] .screen-reader-response li')
      .allInnerTexts();
    expect(spoken).toEqual(tips);
    expect(await name.getAttribute('aria-describedby')).toMatch(/-ve-your-name$/);
    expect(await contact.locator('.wpcf7-response-output').innerText()).toBe(
      'یک یا چند فیلد خطا دارد. لطفاً آن‌ها را بررسی کنید و دوباره بفرستید.',
    );
    expect(await heardEvents(page)).toEqual([
      expect.stringMatching(/^wpcf7invalid wpcf7-f101-.* validation_failed$/),
      expect.stringMatching(/^wpcf7submit wpcf7-f101-.* validation_failed$/),
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'contact-errors-desktop');

    // Corrections. Leaving the name field runs the client-side rules and clears its error.
    await name.fill('مریم احمدی');
    await name.press('Tab');
    await nameTip.waitFor({ state: 'detached' });
    expect(await name.getAttribute('aria-invalid')).toBe('false');
    await contact.getByLabel('ایمیل').fill('maryam@example.com');
    await contact.getByLabel('شمارهٔ موبایل').fill('۰۹۱۲۳۴۵۶۷۸۹');
    const website = contact.getByLabel('وب‌سایت شما');
    await website.fill('  negin-shop.ir ');
    await website.press('Tab');
    await expect(website.inputValue()).resolves.toBe('http://negin-shop.ir');
    await contact.getByLabel('موضوع پیام').selectOption('پیگیری سفارش');
    const message = 'سلام، سفارش ۱۲۳۴ من هنوز نرسیده است؛ لطفاً پیگیری کنید.';
    await contact.getByLabel('متن پیام').fill(message);
    // A down counter from maxlength:1000, in UTF-16 units as CF7 counts.
    const counter = contact.locator('.wpcf7-character-count');
    expect(await counter.getAttribute('data-current-value')).toBe(String(1000 - message.length));
    expect(await counter.innerText()).toMatch(/^[۰-۹٬]+$/);
    await contact.getByLabel('پیوست').setInputFiles(receipt);
    // The picker speaks Persian whatever the browser's own language is.
    expect(await contact.locator('.wpcf7-file-picker__face').innerText()).toBe(
      'انتخاب پرونده\nرسید-خرید.png',
    );

    // A new captcha image on request, then the answers.
    const image = contact.getByRole('img', { name: 'تصویر کد امنیتی' });
    const firstImage = await image.getAttribute('src');
    await contact.getByRole('button', { name: 'تصویر دیگر' }).click();
    await page.waitForFunction(
      ([selector, before]) => document.querySelector(selector)?.getAttribute('src') !== before,
      ['.wpcf7[data-wpcf7-id="101"] img.wpcf7-captchac', firstImage] as const,
    );
    // The new image really loaded (a broken one has no natural size).
    await page.waitForFunction(
      (selector) => (document.querySelector(selector) as HTMLImageElement | null)?.complete,
      '.wpcf7[data-wpcf7-id="101"] img.wpcf7-captchac',
    );
    expect(
      await image.evaluate((element: HTMLImageElement) => element.naturalWidth),
    ).toBeGreaterThan(0);
    // Typed the way the image shows it, in Persian digits.
    await contact.getByLabel('عددهای تصویر').fill('۴۸۲۷');

    await submit.click();
    await page.waitForSelector('.wpcf7[data-wpcf7-id="101"] form[data-status="sent"]');
    expect(await contact.locator('.wpcf7-response-output').innerText()).toBe(
      'مریم احمدی عزیز، سپاس از پیام شما. پیام شما فرستاده شد.',
    );
    expect(await contact.locator('.wpcf7-not-valid-tip').count()).toBe(0);
    expect(await name.inputValue()).toBe('');
    expect(await contact.locator('input[name="_wpcf7_posted_data_hash"]').inputValue()).toMatch(
      /^[0-9a-f]{32}$/,
    );
    const events = await heardEvents(page);
    expect(events.slice(2)).toEqual([
      expect.stringMatching(/^wpcf7mailsent wpcf7-f101-.* mail_sent$/),
      expect.stringMatching(/^wpcf7submit wpcf7-f101-.* mail_sent$/),
      expect.stringMatching(/^wpcf7reset wpcf7-f101-/),
    ]);

    // The message is in the database, with everything the issue asks to keep.
    const [stored, ...others] = submissions();
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      form_id: 101,
      unit_tag: unitTags[0],
      status: 'mail_sent',
      remote_ip: '127.0.0.1',
    });
    expect(stored?.user_agent).toMatch(/Chrome/);
    expect(stored?.container_post).toBeGreaterThan(0);
    const fields = JSON.parse(stored?.fields ?? '{}') as Record<string, unknown>;
    expect(fields).toMatchObject({
      'your-name': 'مریم احمدی',
      'your-email': 'maryam@example.com',
      'your-mobile': '۰۹۱۲۳۴۵۶۷۸۹',
      'your-website': 'http://negin-shop.ir',
      'your-subject': ['پیگیری سفارش'],
    });
    expect(stored?.consent).toMatch(/privacy-consent/);
    const attachment = shop.server.db
      .prepare<[], { file_name: string; size: number }>(
        'SELECT file_name, size FROM contact_attachments',
      )
      .get();
    expect(attachment).toEqual({ file_name: 'رسید-خرید.png', size: fs.statSync(receipt).size });

    // The wholesale form beside it saw nothing of this.
    expect(await wholesale.getAttribute('data-status')).toBe('init');
    expect(await wholesale.locator('.wpcf7-not-valid-tip').count()).toBe(0);
    expect(await wholesale.locator('.wpcf7-response-output').innerText()).toBe('');
    expect(await wholesale.getByLabel('نام فروشگاه یا شرکت').inputValue()).toBe('پوشاک نگین');

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'contact-sent-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a click on send right after fixing a field is not lost, and the summary goes', async () => {
    // A window the whole form fits in, so the page is never scrolled: on a scrolled page
    // Chromium's scroll anchoring would hide the move by scrolling along with it.
    const { context, page, problems } = await openPage(browser, { width: 1280, height: 2000 });
    await page.goto(`${shop.url}/contact`);
    const contact = page.getByRole('form', { name: 'فرم تماس با ما' });
    await page.locator('.wpcf7.js').nth(1).waitFor();
    await answerConsentBanner(page);
    await listenForFormEvents(page);
    const submit = contact.getByRole('button', { name: 'فرستادن پیام' });
    const summary = contact.locator('.wpcf7-response-output');

    await contact.getByLabel('نام و نام خانوادگی').fill('مریم احمدی');
    await contact.getByLabel('ایمیل').fill('maryam@example.com');
    await contact.getByLabel('موضوع پیام').selectOption('پیگیری سفارش');
    const message = contact.getByLabel('متن پیام');
    await message.fill('سلام');
    await contact.getByLabel('عددهای تصویر').fill(CAPTCHA_ANSWER);
    await contact.getByRole('checkbox', { name: /قوانین حریم خصوصی/ }).check();
    await submit.click();
    await page.waitForSelector('.wpcf7[data-wpcf7-id="101"] form[data-status="invalid"]');
    const messageTip = contact.locator('[data-name="your-message"] .wpcf7-not-valid-tip');
    await messageTip.waitFor();
    await expect(summary.isVisible()).resolves.toBe(true);

    // The failed try brought a new image; then the message fixed, and with the focus still in
    // it, the shopper presses send with the mouse.
    await contact.getByLabel('عددهای تصویر').fill(CAPTCHA_ANSWER);
    await message.fill('سلام، سفارش ۱۲۳۴ من هنوز نرسیده است؛ لطفاً پیگیری کنید.');
    await page.evaluate(() => {
      const button = document.querySelector<HTMLElement>(
        '.wpcf7[data-wpcf7-id="101"] .wpcf7-submit',
      );
      const tops: Record<string, number> = {};
      (window as unknown as { buttonTops: Record<string, number> }).buttonTops = tops;
      for (const type of ['pointerdown', 'pointerup']) {
        window.addEventListener(type, () => (tops[type] = button!.getBoundingClientRect().top), {
          capture: true,
          once: true,
        });
      }
    });
    // Answering the consent bar (at the page's end) scrolled the page: back to the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await submit.boundingBox())!;
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();

    await page.waitForSelector('.wpcf7[data-wpcf7-id="101"] form[data-status="sent"]');
    const tops = await page.evaluate(
      () => (window as unknown as { buttonTops: Record<string, number> }).buttonTops,
    );
    expect(tops.pointerup).toBe(tops.pointerdown);
    expect((await heardEvents(page)).filter((event) => event.startsWith('wpcf7submit'))).toEqual([
      expect.stringMatching(/ validation_failed$/),
      expect.stringMatching(/ mail_sent$/),
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the summary goes once the last error is fixed by hand', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto(`${shop.url}/contact`);
    const contact = page.getByRole('form', { name: 'فرم تماس با ما' });
    await page.locator('.wpcf7.js').nth(1).waitFor();
    await answerConsentBanner(page);
    await contact.getByLabel('نام و نام خانوادگی').fill('مریم احمدی');
    await contact.getByLabel('ایمیل').fill('maryam@');
    await contact.getByLabel('موضوع پیام').selectOption('پیگیری سفارش');
    await contact.getByLabel('متن پیام').fill('سلام، سفارش ۱۲۳۴ من هنوز نرسیده است.');
    await contact.getByLabel('عددهای تصویر').fill(CAPTCHA_ANSWER);
    await contact.getByRole('checkbox', { name: /قوانین حریم خصوصی/ }).check();
    await contact.getByRole('button', { name: 'فرستادن پیام' }).click();
    await page.waitForSelector('.wpcf7[data-wpcf7-id="101"] form[data-status="invalid"]');
    const summary = contact.locator('.wpcf7-response-output');
    await expect(summary.isVisible()).resolves.toBe(true);

    const email = contact.getByLabel('ایمیل');
    await email.fill('maryam@example.com');
    await email.press('Tab');
    await page.waitForSelector('.wpcf7[data-wpcf7-id="101"] form[data-status="init"]');
    await expect(summary.isVisible()).resolves.toBe(false);
    expect(await summary.innerText()).toBe('');
    expect(await contact.locator('.wpcf7-not-valid-tip').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the forms come from the page itself, never from a shop-only route', async () => {
    const { context, page, problems } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // A visit that starts elsewhere, so the client itself loads the contact page's forms.
    await page.goto(`${shop.url}/`);
    // The app has started, so the click is the app's navigation, not a page load.
    await appStarted(page);
    const before = requested.length;
    await page.getByRole('link', { name: 'تماس با ما' }).first().click();
    await page.getByRole('form', { name: 'فرم تماس با ما' }).waitFor();
    await page.locator('.wpcf7.js').nth(1).waitFor();
    expect(requested.filter((url) => /\/shop\/v1\/pages\/[^/]+\/contact-forms/.test(url))).toEqual(
      [],
    );
    // The app asked for the page itself (no page load in between).
    expect(requested.slice(before)).not.toContainEqual(expect.stringMatching(/\/contact$/));
    expect(requested).toContainEqual(
      expect.stringMatching(/\/wp-json\/wp\/v2\/pages\?(.*&)?slug=contact(&|$)/),
    );
    // A page loaded afresh (rendered on the server) asks for no such route either.
    await page.goto(`${shop.url}/contact`);
    await page.locator('.wpcf7.js').nth(1).waitFor();
    expect(
      requested.filter((url) => url.includes('/contact-forms') && url.includes('shop/v1')),
    ).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('mobile: both forms fit, read right to left, and pass axe', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto(`${shop.url}/contact`);
    await page.getByRole('form', { name: 'فرم تماس با ما' }).waitFor();
    expect(await page.locator('.wpcf7').first().getAttribute('dir')).toBe('rtl');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await answerConsentBanner(page);
    await screenshot(page, 'contact-mobile');
    expect(problems).toEqual([]);
    await context.close();
  });
});
