// The real site's other pages through the storefront, on a phone: a page holding a Contact Form 7
// form is drawn by the storefront (Persian shell, right to left, the shop's own form), not by the
// site's English theme; a refused send says why in Persian, a good one reaches WordPress's mail.
import type { Browser, Page } from 'playwright-core';
import { STOREFRONT_SITE } from '../../scripts/realWordpress';
import { appStarted, axeViolations, openPage, screenshot, VIEWPORTS } from '../browser';
import {
  answerCaptcha,
  mailSince,
  sendRefusedMessage,
  withStorefrontAndChromium,
} from './storefront';

let browser: Browser;

withStorefrontAndChromium((running) => ({ browser } = running));

const at = (path: string) => `${STOREFRONT_SITE.siteUrl}${path}`;

/** The page as the storefront drew it, before the app started: nothing of the theme's. */
async function drawnByTheStorefront(page: Page, path: string): Promise<void> {
  const answer = await page.goto(at(path));
  expect(answer?.status()).toBe(200);
  const html = (await answer?.text()) ?? '';
  expect(html).toMatch(/<html lang="fa" dir="rtl">/);
  expect(html).not.toMatch(/wp-block-template-part|twentytwentyfive/);
  expect(html).toContain('class="contact-page__form"');
  await appStarted(page);
}

it('draws a CF7 page in Persian, refuses in Persian, and sends to WordPress', async () => {
  const { page, context, problems } = await openPage(browser, VIEWPORTS.mobile);
  await page.addLocatorHandler(page.getByRole('dialog'), async (dialog) => {
    await dialog.getByRole('button', { name: 'متوجه شدم' }).click();
  });

  // The message form's page: its labels are the owner's Persian ones.
  await drawnByTheStorefront(page, '/contact-pact-message/');
  await sendRefusedMessage(page);
  expect(await page.locator('main').innerText()).not.toMatch(/Please fill|invalid|error/i);
  await screenshot(page, 'real-wordpress-site-page-refused-mobile');
  expect(await axeViolations(page)).toEqual([]);

  // The bench form (no captcha): every field CF7 requires, then the mail in the site's spool.
  await drawnByTheStorefront(page, '/contact-bench/');
  const bench = page.locator('form.wpcf7-form');
  const since = Date.now() - 1000;
  const email = `bench-${since}@example.com`;
  await bench.locator('input[name="your-name"]').fill('مریم احمدی');
  await bench.locator('input[name="your-email"]').fill(email);
  await bench.locator('textarea[name="your-message"]').fill(`پیام آزمایشی ${since}`);
  await bench.getByRole('radio', { name: 'S' }).check();
  await bench.getByRole('checkbox', { name: 'I agree' }).check();
  await bench.locator('input[name="your-quiz"]').fill('2');
  await bench.locator('input[type="submit"], button[type="submit"]').click();
  await bench
    .locator('.wpcf7-response-output')
    .filter({ hasText: /[\u0600-\u06FF]/ })
    .waitFor();
  // A refusal names its fields, so a failure here says which field CF7 turned down and why.
  const refused = await bench
    .locator('[aria-invalid="true"]')
    .evaluateAll((fields) => fields.map((field) => field.getAttribute('name')));
  expect({
    status: await bench.getAttribute('data-status'),
    refused,
    tips: await bench.locator('.wpcf7-not-valid-tip').allInnerTexts(),
  }).toEqual({ status: 'sent', refused: [], tips: [] });
  // CF7 mails before it answers: the message is in the spool once the form says it was sent.
  expect(mailSince(since).filter((eml) => eml.includes(email))).toHaveLength(1);
  await screenshot(page, 'real-wordpress-site-page-sent-mobile');
  expect(problems.filter((problem) => !problem.includes('Cross-Origin-Opener-Policy'))).toEqual([]);
  await context.close();
});

it.each([
  // The full form with the site's Persian locale (fa_IR), and the quiz and captcha form.
  ['/contact-fa/', 'لطفاً این فیلد را پر کنید.'],
  ['/contact-pact-challenge/', 'پاسخ پرسش درست نیست.'],
])('draws %s and refuses an empty send in Persian', async (path, tip) => {
  const { page, context, problems } = await openPage(browser, VIEWPORTS.mobile);
  await page.addLocatorHandler(page.getByRole('dialog'), async (dialog) => {
    await dialog.getByRole('button', { name: 'متوجه شدم' }).click();
  });
  await drawnByTheStorefront(page, path);
  const form = page.locator('form.wpcf7-form');
  // The full form sends only once its acceptance is ticked.
  const consent = form.getByRole('checkbox', { name: 'I agree' });
  if ((await consent.count()) > 0) await consent.check();
  await form.locator('input[type="submit"], button[type="submit"]').click();
  await form.locator('.wpcf7-not-valid-tip', { hasText: tip }).first().waitFor();
  expect(await form.innerText()).not.toMatch(/Please|incorrect|required|error/i);
  expect(problems.filter((problem) => !problem.includes('Cross-Origin-Opener-Policy'))).toEqual([]);
  await context.close();
});

it("lists a signed-in customer's orders on the storefront's account page, not WooCommerce's", async () => {
  const { page, context, problems } = await openPage(browser, VIEWPORTS.mobile);
  await page.addLocatorHandler(page.getByRole('dialog'), async (dialog) => {
    await dialog.getByRole('button', { name: 'متوجه شدم' }).click();
  });
  // owner.php's customer, signed in on WordPress's own page through the storefront.
  await page.goto(at(`/wp-login.php?redirect_to=${encodeURIComponent(at('/my-account/orders/'))}`));
  await page.locator('#user_login').fill('maryam');
  await page.locator('#user_pass').fill('storefront-customer-2026');
  await page.locator('#wp-submit').click();
  await page.waitForURL(at('/my-account/orders/'));
  await appStarted(page);
  expect(await page.locator('html').getAttribute('lang')).toBe('fa');
  const orders = page.getByRole('region', { name: 'سفارش‌ها' });
  // Her orders as WooCommerce lists them (none yet on a fresh site), in the shop's Persian.
  await orders
    .locator('table.account-orders, p:text("هنوز سفارشی ثبت نکرده‌اید.")')
    .first()
    .waitFor();
  expect(await orders.innerText()).not.toMatch(/Processing|Order|Total|[0-9]/);
  await screenshot(page, 'real-wordpress-account-orders-mobile');
  expect(await axeViolations(page)).toEqual([]);
  expect(problems.filter((problem) => !problem.includes('Cross-Origin-Opener-Policy'))).toEqual([]);
  await context.close();
});

/** The hidden field holding the captcha image's challenge (its answer file's prefix). */
const CHALLENGE = '_wpcf7_captcha_challenge_your-captcha';

/** A 1×1 PNG, as a shopper's photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

it("sends the full form with its captcha and a file: refusals in Persian, the file in WordPress's mail", async () => {
  const { page, context, problems } = await openPage(browser, VIEWPORTS.mobile);
  await page.addLocatorHandler(page.getByRole('dialog'), async (dialog) => {
    await dialog.getByRole('button', { name: 'متوجه شدم' }).click();
  });
  await drawnByTheStorefront(page, '/contact-main/');
  const form = page.locator('form.wpcf7-form');
  const challenge = form.locator(`input[name="${CHALLENGE}"]`);
  const since = Date.now() - 1000;
  const email = `main-${since}@example.com`;
  await form.locator('input[name="your-name"]').fill('مریم احمدی');
  await form.locator('input[name="your-email"]').fill(email);
  await form.getByRole('radio', { name: 'S' }).check();
  await form.getByRole('checkbox', { name: 'I agree' }).check();
  // CF7 empties the quiz and draws a new captcha after every refusal: the shopper answers again.
  const nextChallenge = async (previous: string) => {
    await form
      .locator(`input[name="${CHALLENGE}"]:not([value="${previous}"]):not([value=""])`)
      .waitFor({ state: 'attached' });
    return challenge.inputValue();
  };
  const answerChallenges = async (code: string) => {
    await form.locator('input[name="your-quiz"]').fill('2');
    await form.locator('input[name="your-captcha"]').fill(code);
  };

  // A wrong code and a file of a type the form does not take: CF7 checks the code first, and
  // files only once everything else passes (as a real CF7 does), so two sends say each in turn.
  const firstChallenge = await challenge.inputValue();
  await answerChallenges('XXXX');
  await form
    .locator('input[name="your-file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('نامه') });
  await form.locator('input[type="submit"], button[type="submit"]').click();
  await form.locator('.wpcf7-not-valid-tip', { hasText: 'کدی که وارد کردید درست نیست.' }).waitFor();
  const secondChallenge = await nextChallenge(firstChallenge);
  answerCaptcha(secondChallenge, 'WXYZ');
  await answerChallenges('WXYZ');
  await form.locator('input[type="submit"], button[type="submit"]').click();
  await form
    .locator('.wpcf7-not-valid-tip', { hasText: 'بارگذاری پرونده از این نوع مجاز نیست.' })
    .waitFor();
  await screenshot(page, 'real-wordpress-full-form-refused-mobile');
  // The form is en_US (CF7 writes dir="ltr"), the message Persian: it reads right to left, from
  // the right edge, its full stop at its end.
  const fileTip = form.locator('.wpcf7-not-valid-tip', {
    hasText: 'بارگذاری پرونده از این نوع مجاز نیست.',
  });
  const gapAtTheRight = (message: Element) => {
    const words = document.createRange();
    words.selectNodeContents(message);
    const box = message.getBoundingClientRect();
    const style = getComputedStyle(message);
    const inner = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    return inner - words.getBoundingClientRect().right;
  };
  expect(await fileTip.evaluate(gapAtTheRight)).toBeLessThan(2);
  expect(await form.locator('.wpcf7-error-summary p').evaluate(gapAtTheRight)).toBeLessThan(2);

  // The right code (the challenge is new again) and a photo: sent, and mailed with the photo.
  answerCaptcha(await nextChallenge(secondChallenge), 'WXYZ');
  await answerChallenges('WXYZ');
  await form
    .locator('input[name="your-file"]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PHOTO });
  await form.locator('input[type="submit"], button[type="submit"]').click();
  await page.locator('form.wpcf7-form[data-status="sent"]').waitFor({ timeout: 15_000 });
  expect(await form.locator('.wpcf7-response-output').innerText()).toMatch(/[\u0600-\u06FF]/);
  const mail = mailSince(since).filter((eml) => eml.includes(email));
  expect(mail).toHaveLength(1);
  expect(mail[0]).toMatch(/filename="?photo\.png/);
  expect(problems.filter((problem) => !problem.includes('Cross-Origin-Opener-Policy'))).toEqual([]);
  await context.close();
});
