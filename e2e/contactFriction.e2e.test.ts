// Contact form friction on a phone (issue 25, item 6): the grey send button says why it is off,
// a refused send moves focus to a summary the shopper can see, a required box group is marked and
// asks for a choice, a sent message takes focus, and a form file placed on `contact, about` (the
// README's own example) shows and sends on /about too.
import type { Browser, Page } from 'playwright-core';
import { PAGE_SCRIPTS_ELEMENT_ID } from '../contracts/serverRender';
import { axeViolations, openPage, screenshot, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

// The README's example file, word for word in what matters: placed on contact and about.
const IDEAS_FORM = `id: 201
title: صندوق پیشنهادها
locale: fa_IR
pages: contact, about
message.mail_sent_ok: پیشنهاد شما رسید.
--- form
<label> نام [text* your-name] </label>
<label> ایمیل [email* your-email] </label>
<label> پیشنهاد [textarea* idea minlength:5] </label>
[submit "ارسال"]
--- mail.body
نام: [your-name]
پیشنهاد: [idea]
`;

let shop: RunningShop;
let browser: Browser;

withShopAndChromium((running) => ({ shop, browser } = running), {
  forms: { 'ideas.cf7': IDEAS_FORM },
});

/** The consent bar at the page's foot would cover the lower buttons: answered first. */
async function answerConsentBanner(page: Page): Promise<void> {
  const banner = page.locator('.consent-banner');
  if ((await banner.count()) === 0) return;
  await banner.getByRole('button').last().click();
  await banner.waitFor({ state: 'detached' });
}

/** The scripts the server lists for the page to fetch beside the app's. */
const listedScripts = async (page: Page) =>
  JSON.parse((await page.locator(`#${PAGE_SCRIPTS_ELEMENT_ID}`).textContent()) ?? '[]') as string[];
const formsScript = (file: string) => file.includes('later-site-page-forms');

const focusedClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');

/** Whether the element's top is inside the window (what the shopper sees now). */
const onScreen = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const box = document.querySelector(css)?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.top < window.innerHeight;
  }, selector);

describe('contact forms on a phone', () => {
  test('the grey button says why; a refused send shows its summary; a box group asks for a choice', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto(`${shop.url}/contact`);
    await page.locator('.wpcf7.js').nth(2).waitFor();
    await answerConsentBanner(page);
    const contact = page.getByRole('form', { name: 'فرم تماس با ما' });
    const submit = contact.getByRole('button', { name: 'فرستادن پیام' });
    expect(await submit.isDisabled()).toBe(true);
    const hint = contact.locator('.wpcf7-submit-hint');
    expect(await hint.innerText()).toBe('برای فرستادن، کادر پذیرش بالا را تیک بزنید.');
    expect(await submit.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
    await screenshot(page, 'contact-friction-hint-phone');
    await contact.getByRole('checkbox', { name: /قوانین حریم خصوصی/ }).check();
    await hint.waitFor({ state: 'detached' });

    // A send with everything empty: focus goes to the summary at the form's top, on screen.
    await submit.click();
    await page.waitForSelector('.wpcf7[data-wpcf7-id="101"] form[data-status="invalid"]');
    await page.waitForFunction(() =>
      document.activeElement?.classList.contains('wpcf7-error-summary'),
    );
    expect(await onScreen(page, '.wpcf7[data-wpcf7-id="101"] .wpcf7-error-summary')).toBe(true);
    expect(await contact.locator('.wpcf7-error-summary').innerText()).toContain(
      'یک یا چند فیلد خطا دارد',
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'contact-friction-refused-phone');

    // The wholesale form's required box group: marked, and it asks for a choice.
    const wholesale = page.locator('.wpcf7[data-wpcf7-id="102"] form');
    const group = wholesale.locator('[data-name="categories"]');
    expect(await group.locator('.wpcf7-required-mark').innerText()).toContain('*');
    await wholesale.getByRole('button').last().click();
    await page.waitForSelector('.wpcf7[data-wpcf7-id="102"] form[data-status="invalid"]');
    expect(await group.locator('.wpcf7-not-valid-tip').innerText()).toBe('یکی را انتخاب کنید.');
    expect(await focusedClass(page)).toContain('wpcf7-error-summary');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a form file placed on contact and about shows and sends on /about; focus goes to the message', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto(`${shop.url}/about`);
    // The forms' code downloads beside the app's, not after it.
    expect((await listedScripts(page)).filter(formsScript)).toHaveLength(1);
    const ideas = page.getByRole('form', { name: 'صندوق پیشنهادها' });
    await ideas.waitFor();
    // Drawn by the server already, then started by the app.
    await page.locator('.wpcf7.js').first().waitFor();
    await answerConsentBanner(page);
    await ideas.getByLabel('نام').fill('مریم احمدی');
    await ideas.getByLabel('ایمیل').fill('maryam@example.com');
    await ideas.getByLabel('پیشنهاد').fill('ارسال رایگان برای خریدهای بالای یک میلیون');
    await ideas.getByRole('button', { name: 'ارسال' }).click();
    await page.waitForSelector('.wpcf7[data-wpcf7-id="201"] form[data-status="sent"]');
    await page.waitForFunction(() =>
      document.activeElement?.classList.contains('wpcf7-response-output'),
    );
    expect(await ideas.locator('.wpcf7-response-output').innerText()).toBe('پیشنهاد شما رسید.');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'contact-friction-about-sent-phone');
    const stored = shop.server.db
      .prepare<[], { form_id: number }>('SELECT form_id FROM contact_submissions')
      .all();
    expect(stored).toEqual([{ form_id: 201 }]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a site page without forms never loads the forms' code; a link to /about draws its form, which sends", async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.desktop);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${shop.url}/returns`);
    await page.waitForSelector('html[data-app="started"]');
    await answerConsentBanner(page);
    expect((await listedScripts(page)).filter(formsScript)).toEqual([]);
    expect(scripts.filter(formsScript)).toEqual([]);
    expect(await page.locator('.wpcf7').count()).toBe(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'دربارهٔ ما' }).click();
    const ideas = page.getByRole('form', { name: 'صندوق پیشنهادها' });
    await ideas.waitFor();
    await page.locator('.wpcf7.js').first().waitFor();
    expect(scripts.filter(formsScript)).toHaveLength(1);
    await ideas.getByLabel('نام').fill('رضا کریمی');
    await ideas.getByLabel('ایمیل').fill('reza@example.com');
    await ideas.getByLabel('پیشنهاد').fill('بسته‌بندی بدون پلاستیک');
    await ideas.getByRole('button', { name: 'ارسال' }).click();
    await page.waitForSelector('.wpcf7[data-wpcf7-id="201"] form[data-status="sent"]');
    expect(await ideas.locator('.wpcf7-response-output').innerText()).toBe('پیشنهاد شما رسید.');
    expect(problems).toEqual([]);
    await context.close();
  });
});
