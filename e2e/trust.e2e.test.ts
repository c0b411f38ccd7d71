// What an Iranian shopper looks for before trusting a shop (issue 15, item 12): its address, phone
// and hours, its returns, shipping and privacy pages, and the eNamad and Samandehi badges, all in
// the footer of every page; the demo shop's name reads like a real shop's.
import type { Browser } from 'playwright-core';
import { DEFAULT_SITE } from '../mock-server/src/options';
import { paths } from '../client/features/route/routes';
import { axeViolations, openPage, screenshot, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

/** A badge drawn in the page itself: the test machine has no network to reach an issuer. */
const badgeImage = (letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="88" height="96"><rect width="88" height="96" rx="8" fill="#0b6"/><text x="44" y="58" font-size="32" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  )}`;

const BADGES = [
  {
    issuer: 'enamad' as const,
    href: 'https://trustseal.enamad.ir/?id=123456&Code=demo',
    image: badgeImage('E'),
  },
  {
    issuer: 'samandehi' as const,
    href: 'https://logo.samandehi.ir/Verify.aspx?id=654321&p=demo',
    image: badgeImage('S'),
  },
];

let shop: RunningShop;
let browser: Browser;

withShopAndChromium((running) => ({ shop, browser } = running), {
  site: { ...DEFAULT_SITE, details: { ...DEFAULT_SITE.details!, badges: BADGES } },
});

const SITE_PAGES = [
  ['دربارهٔ ما', paths.sitePage('about'), 'دربارهٔ ما'],
  ['بازگشت کالا', paths.sitePage('returns'), 'شرایط بازگشت کالا'],
  ['ارسال سفارش', paths.sitePage('shipping'), 'روش‌های ارسال'],
  ['حریم خصوصی', paths.sitePage('privacy'), 'حریم خصوصی'],
] as const;

describe.each([
  ['phone', VIEWPORTS.mobile],
  ['desktop', VIEWPORTS.desktop],
])('the footer on a %s', (size, viewport) => {
  it("gives the shop's address, phone, hours and badges, and links its pages", async () => {
    const { context, page, problems } = await openPage(browser, viewport);
    await page.goto(`${shop.url}${paths.home}`);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();

    const address = await footer.locator('address').innerText();
    expect(address).toContain('نشانی: تهران، خیابان ولیعصر');
    expect(address).toContain('ساعت کاری: شنبه تا چهارشنبه ۹ تا ۱۷');
    const phone = footer.getByRole('link', { name: '۰۲۱-۰۰۰۰۰۰۰۰' });
    expect(await phone.getAttribute('href')).toBe('tel:02100000000');
    const enamad = footer.getByRole('link', { name: 'نماد اعتماد الکترونیکی (اینماد)' });
    expect(await enamad.getAttribute('href')).toBe(BADGES[0]!.href);
    const samandehi = footer.getByRole('link', { name: 'نشان ساماندهی' });
    expect(await samandehi.getAttribute('href')).toBe(BADGES[1]!.href);
    // Both badge images drew (a broken one has no natural width).
    const drawn = await footer
      .locator('.site-footer__badges img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
    expect(drawn).toEqual([88, 88]);

    const service = footer.getByRole('navigation', { name: 'خدمات مشتریان' });
    for (const [label, href] of SITE_PAGES) {
      expect(await service.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    }
    // The demo shop has a shop's name, not a placeholder's.
    expect(await page.getByRole('banner').innerText()).toContain('فروشگاه آوند');
    expect(await page.locator('body').innerText()).not.toContain('نمونه');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `trust-footer-${size}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens each of those pages from the footer, with its own title and text', async () => {
    const { context, page, problems } = await openPage(browser, viewport);
    // Followed in the app (no reload), once it has started.
    await page.goto(`${shop.url}${paths.home}`, { waitUntil: 'networkidle' });
    for (const [label, href, heading] of SITE_PAGES) {
      await page
        .getByRole('navigation', { name: 'خدمات مشتریان' })
        .getByRole('link', { name: label })
        .click();
      await page.waitForURL(`${shop.url}${href}`);
      await page.locator('.site-page__content p').first().waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
      expect(await page.title()).toBe(`${heading} – فروشگاه آوند`);
      expect(await page.locator('.site-footer a[aria-current="page"]').allInnerTexts()).toEqual([
        label,
      ]);
    }
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `trust-privacy-${size}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the site pages without JavaScript', () => {
  it('are sent as readable HTML with status 200; a page the site lacks is a 404', async () => {
    for (const [, href, heading] of SITE_PAGES) {
      const response = await fetch(`${shop.url}${href}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).toContain('site-page__content');
    }
    const missing = await fetch(`${shop.url}/sample-page`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
  });
});
