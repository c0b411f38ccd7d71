// The page shell in a real Chromium: home, blog post and blog list are right-to-left Persian with
// a clean console and no axe violations; the mobile menu opens from the keyboard, Escape closes it.
import type { Browser } from 'playwright-core';
import { appStarted, axeViolations, openPage, screenshot, VIEWPORTS } from './browser';
import type { RunningShop } from './shop';
import { withShopAndChromium } from './shopAndBrowser';

// Arabic-script letters; a page "in Persian" shows plenty of them and no Latin words in its text.
const PERSIAN = /[\u0600-\u06FF]/g;

let shop: RunningShop;
let browser: Browser;

withShopAndChromium((running) => ({ shop, browser } = running));

async function latestPostSlug(): Promise<{ slug: string; title: string }> {
  const response = await fetch(`${shop.url}/wp-json/wp/v2/posts?per_page=1`);
  const [post] = (await response.json()) as { slug: string; title: { rendered: string } }[];
  if (!post) throw new Error('the seeded shop has no posts');
  return { slug: post.slug, title: post.title.rendered };
}

describe('the page shell in Chromium', () => {
  test('home page: fa/rtl, Persian text, clean console, no axe violations', async () => {
    const { context, page, problems } = await openPage(browser);
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    await page.goto(`${shop.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    expect(await page.getAttribute('html', 'lang')).toBe('fa');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const text = await page.locator('body').innerText();
    expect(text.match(PERSIAN)?.length ?? 0).toBeGreaterThan(100);
    // Vazirmatn is self-hosted: the woff2 comes from the shop itself and is in use once fonts settle.
    const fontsLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter(
        (f) => f.family.includes('Vazirmatn') && f.status === 'loaded',
      ).length;
    });
    expect(fontsLoaded).toBeGreaterThan(0);
    expect(fontRequests.length).toBeGreaterThan(0);
    expect(fontRequests.every((url) => url.startsWith(shop.url))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'home-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a blog post: its title and Persian-calendar date, clean console, no axe violations', async () => {
    const post = await latestPostSlug();
    const { context, page, problems } = await openPage(browser);
    await page.goto(`${shop.url}/blog/${post.slug}`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();

    expect(await heading.innerText()).toBe(post.title);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    // A Persian-calendar year such as ۱۴۰۵ in Persian digits.
    expect(await page.locator('main time').first().innerText()).toMatch(/۱۴[۰-۹]{2}/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'blog-post-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the blog list: 10 posts a page, one request a page, Persian page links', async () => {
    // Read the body too: an unread response keeps its socket open and stalls the server's close.
    const head = await fetch(`${shop.url}/wp-json/wp/v2/posts?per_page=10`);
    await head.arrayBuffer();
    const totalPages = Number(head.headers.get('x-wp-totalpages'));
    expect(totalPages).toBeGreaterThan(2);
    const { context, page, problems } = await openPage(browser);
    const postRequests: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wp/v2/posts')) postRequests.push(new URL(request.url()));
    });
    const pageOf = (url: URL) => [url.searchParams.get('per_page'), url.searchParams.get('page')];

    await page.goto(`${shop.url}/blog/`);
    await page.locator('main article').nth(9).waitFor();
    expect(await page.locator('main article').count()).toBe(10);
    // Page 1 may come inlined with the page; it is never asked for in more than one request.
    expect(postRequests.map(pageOf)).toEqual(postRequests.length ? [['10', '1']] : []);
    const links = page.getByRole('navigation', { name: 'ناوبری نوشته‌ها' });
    expect(
      await links.getByRole('link', { name: 'صفحهٔ ۱', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      await links.getByRole('link', { name: 'صفحهٔ ۲', exact: true }).getAttribute('href'),
    ).toBe('/blog/page/2/');
    expect(await axeViolations(page)).toEqual([]);

    const before = postRequests.length;
    await links.getByRole('link', { name: 'صفحهٔ بعدی' }).click();
    await page.waitForURL(/\/blog\/page\/2\/$/);
    await page.locator('.pagination a[aria-current="page"][href="/blog/page/2/"]').waitFor();
    await page.locator('main article').nth(9).waitFor();
    expect(postRequests.slice(before).map(pageOf)).toEqual([['10', '2']]);
    expect(
      await links.getByRole('link', { name: 'صفحهٔ ۲', exact: true }).getAttribute('aria-current'),
    ).toBe('page');

    expect(problems).toEqual([]);

    // Past the last page: WordPress's 400 for the posts, and the 404 page for the reader.
    await page.goto(`${shop.url}/blog/page/${totalPages + 1}/`);
    await page.getByRole('heading', { level: 1, name: 'صفحه پیدا نشد' }).waitFor();
    const expected = /(http 40[04]: |status of 40[04] )/;
    expect(problems.filter((problem) => !expected.test(problem))).toEqual([]);
    await context.close();
  });

  test('mobile: the off-canvas menu opens from the keyboard and Escape closes it', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto(`${shop.url}/`);
    // The app starts after the first paint: until it has, the button is drawn but not alive.
    await appStarted(page);
    // The toggle is the one button that controls the off-canvas panel.
    const menuButton = page.locator('header button.menu-toggle');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
    const panel = page.getByRole('dialog');
    await panel.waitFor();
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'home-mobile-menu-open');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, 'home-mobile');
    expect(problems).toEqual([]);
    await context.close();
  });
});
