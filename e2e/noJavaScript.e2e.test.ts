// Without JavaScript (issue 25, item 5), on a phone: the contact forms work as plain form posts,
// judged by the same server rules and messages as the app's sends. (Add to cart, the cart page,
// checkout and sign-in without JavaScript are not done yet: see docs/decisions.md.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, screenshot, VIEWPORTS } from './browser';
import { startShop, type RunningShop } from './shop';

const IDEAS_FORM = `id: 201
title: صندوق پیشنهادها
pages: contact, about
message.mail_sent_ok: پیشنهاد شما رسید.
--- form
<label> نام [text* your-name] </label>
<label> ایمیل [email* your-email] </label>
<label> پیشنهاد [textarea* idea minlength:5] </label>
[submit "ارسال"]
`;

let shop: RunningShop;
let browser: Browser;
let formsDir: string;

beforeAll(async () => {
  formsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-nojs-'));
  fs.writeFileSync(path.join(formsDir, 'ideas.cf7'), IDEAS_FORM);
  shop = await startShop({ contactForms: { formsDir } });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  if (formsDir) fs.rmSync(formsDir, { recursive: true, force: true });
});

const noScript = (): Promise<BrowserContext> =>
  browser.newContext({ javaScriptEnabled: false, locale: 'fa-IR', viewport: VIEWPORTS.mobile });

describe('contact forms without JavaScript', () => {
  test('a message sent from /about is stored, and the page back says so', async () => {
    const context = await noScript();
    const page = await context.newPage();
    await page.goto(`${shop.url}/about`);
    const ideas = page.getByRole('form', { name: 'صندوق پیشنهادها' });
    await ideas.getByLabel('نام').fill('مریم احمدی');
    await ideas.getByLabel('ایمیل').fill('maryam@example.com');
    await ideas.getByLabel('پیشنهاد').fill('ارسال رایگان برای خریدهای بالای یک میلیون');
    const send = ideas.getByRole('button', { name: 'ارسال' });
    expect(await send.isEnabled()).toBe(true);
    await send.click();
    await page.getByRole('heading', { name: 'پیام شما فرستاده شد' }).waitFor();
    expect(await page.getByRole('status').innerText()).toBe('پیشنهاد شما رسید.');
    await screenshot(page, 'nojs-contact-sent-phone');
    const stored = shop.server.db
      .prepare<[], { form_id: number; status: string }>(
        'SELECT form_id, status FROM contact_submissions',
      )
      .all();
    expect(stored).toEqual([{ form_id: 201, status: 'mail_sent' }]);
    await context.close();
  });

  test('a refused post names what is wrong, in the same words as the app', async () => {
    const context = await noScript();
    const page = await context.newPage();
    await page.goto(`${shop.url}/contact`);
    const wholesale = page.locator('.wpcf7[data-wpcf7-id="102"] form');
    const send = wholesale.getByRole('button', { name: 'فرستادن درخواست' });
    await send.click();
    await page.getByRole('heading', { name: 'پیام فرستاده نشد' }).waitFor();
    expect(await page.getByRole('status').innerText()).toBe(
      'یک یا چند فیلد خطا دارد. لطفاً آن‌ها را بررسی کنید و دوباره بفرستید.',
    );
    const errors = await page.getByRole('listitem').allInnerTexts();
    expect(errors).toContain('یکی را انتخاب کنید.');
    expect(errors).toContain('لطفاً این فیلد را پر کنید.');
    await screenshot(page, 'nojs-contact-refused-phone');
    await page.getByRole('link', { name: 'بازگشت به فرم و درست کردن' }).click();
    await page.waitForURL(`${shop.url}/contact#wpcf7-f102-o2`);
    await context.close();
  });
});
