// Contact Form 7 on the real site through the storefront: the form the owner placed in the
// `contact` page, its Persian errors, and the mail WordPress really sent (the site's spool). Then
// WordPress stops: shoppers get a Persian page with a gateway status, never a 200, and the shop
// comes back by itself when WordPress does.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { SHARED_WORDPRESS, STOREFRONT_SITE } from '../../scripts/realWordpress';
import {
  appStarted,
  axeViolations,
  launchChromium,
  openPage,
  screenshot,
  VIEWPORTS,
} from '../browser';
import {
  mailSince,
  sendRefusedMessage,
  startStorefront,
  type RunningStorefront,
} from './storefront';

let storefront: RunningStorefront;
let browser: Browser;

beforeAll(async () => {
  storefront = await startStorefront();
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await storefront?.stop();
  // Whatever happened above, the next file finds WordPress running.
  if (!(await wordpressAnswers())) wordpress('start.sh');
});

async function wordpressAnswers(): Promise<boolean> {
  try {
    return (await fetch(`${STOREFRONT_SITE.wordpressUrl}/wp-json/`)).ok;
  } catch {
    return false;
  }
}

const at = (path: string) => `${STOREFRONT_SITE.siteUrl}${path}`;

function wordpress(script: 'start.sh' | 'stop.sh'): void {
  const result = spawnSync('bash', [path.join(SHARED_WORDPRESS, script)], {
    env: { ...process.env, WPREF_DB: STOREFRONT_SITE.instance },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${script}: ${result.stderr}`);
}

describe("the contact page's form, sent to the real Contact Form 7", () => {
  it('says what is missing in Persian, then sends; WordPress mails the message', async () => {
    const { page, context, problems } = await openPage(browser, VIEWPORTS.mobile);
    await page.addLocatorHandler(page.getByRole('dialog'), async (dialog) => {
      await dialog.getByRole('button', { name: 'متوجه شدم' }).click();
    });
    await page.goto(at('/contact/'));
    await appStarted(page);
    const form = await sendRefusedMessage(page);
    expect(await page.locator('body').innerText()).not.toMatch(/Please fill|invalid/i);

    const since = Date.now() - 1000;
    const message = `پیام آزمایشی ${since}`;
    await form.getByLabel('نام').fill('مریم احمدی');
    await form.getByLabel('ایمیل').fill('maryam@example.com');
    await form.getByLabel('پیام').fill(message);
    await form.getByRole('button', { name: 'ارسال' }).click();
    await page
      .getByText(/پیام شما .*فرستاده شد|سپاس/)
      .first()
      .waitFor();
    await screenshot(page, 'real-wordpress-contact-sent-mobile');
    expect(await axeViolations(page)).toEqual([]);
    const mail = mailSince(since).filter((eml) => eml.includes('maryam@example.com'));
    expect(mail).toHaveLength(1);
    expect(problems.filter((problem) => !problem.includes('Cross-Origin-Opener-Policy'))).toEqual(
      [],
    );
    await context.close();
  });
});

describe('WordPress stopped and started again', () => {
  it('gives shoppers a Persian page with a gateway status, and recovers by itself', async () => {
    wordpress('stop.sh');
    try {
      // A URL no earlier visitor had drawn: the page cache cannot answer for the site.
      const down = await fetch(at('/shop/?orderby=price'), { headers: { accept: 'text/html' } });
      expect([502, 503, 504]).toContain(down.status);
      expect(down.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await down.text()).toMatch(/[\u0600-\u06FF]/);
    } finally {
      wordpress('start.sh');
    }
    const until = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < until) {
      status = (await fetch(at('/shop/?orderby=price'), { headers: { accept: 'text/html' } }))
        .status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(status).toBe(200);
    expect(await wordpressAnswers()).toBe(true);
  });
});
