import type { Browser } from 'playwright-core';
import { axeViolations, launchChromium, openPage, screenshot, VIEWPORTS } from './browser';
import { startShop, type RunningShop } from './shop';

// Arabic-script letters; a page "in Persian" shows plenty of them and no Latin words in its text.
const PERSIAN = /[\u0600-\u06FF]/g;

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

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

  test('the blog list shows every post, loaded through fetch-all', async () => {
    // Read the body too: an unread response keeps its socket open and stalls the server's close.
    const head = await fetch(`${shop.url}/wp-json/wp/v2/posts`);
    await head.arrayBuffer();
    const total = Number(head.headers.get('x-wp-total'));
    const { context, page, problems } = await openPage(browser);
    const postRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wp/v2/posts')) postRequests.push(request.url());
    });
    await page.goto(`${shop.url}/blog`);
    await page
      .locator('main article')
      .nth(total - 1)
      .waitFor();

    expect(await page.locator('main article').count()).toBe(total);
    expect(postRequests).toHaveLength(Math.ceil(total / 100));
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('mobile: the off-canvas menu opens from the keyboard and Escape closes it', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto(`${shop.url}/`);
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
