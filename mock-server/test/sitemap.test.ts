// wp-sitemap.xml as WordPress serves it: posts, pages, products and categories that have products,
// at the configured site, compressed, split at 2000 URLs, every URL a page; and robots.txt.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import zlib from 'node:zlib';
import type { StoreCategory, StoreProduct } from '../../contracts/store';
import type { WpPage, WpPost } from '../../contracts/wp';
import { createSqlitePostsRepository } from '../src/storage/postsRepository';
import { buildTestApp, TEST_SITE_URL, type TestApp } from './server';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
// Any element may occur once or many times: read every one as a list (attributes as they are).
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

interface ParsedUrl {
  loc: string[];
  lastmod?: string[];
}

function parse(xml: string): Record<string, unknown> {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as Record<string, unknown>;
}

function sitemapIndexLocs(xml: string): string[] {
  const [index] = parse(xml).sitemapindex as { '@_xmlns': string; sitemap: { loc: string[] }[] }[];
  expect(index?.['@_xmlns']).toBe(SITEMAP_NS);
  return (index?.sitemap ?? []).map((entry) => entry.loc[0] ?? '');
}

function urlSet(xml: string): ParsedUrl[] {
  const [set] = parse(xml).urlset as { '@_xmlns': string; url?: ParsedUrl[] }[];
  expect(set?.['@_xmlns']).toBe(SITEMAP_NS);
  return set?.url ?? [];
}

const locs = (urls: ParsedUrl[]) => urls.map((url) => url.loc[0] ?? '');

let site: TestApp;
beforeAll(async () => {
  site = await buildTestApp();
});
afterAll(() => site.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url, headers });

/** Every item of a paged collection (wp/v2 or the Store API), read as the app reads it. */
async function everyItem<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const response = await get(`${path}${path.includes('?') ? '&' : '?'}per_page=100&page=${page}`);
    const batch = response.json<T[]>();
    items.push(...batch);
    if (batch.length < 100) return items;
  }
}

async function sitemap(name: string): Promise<ParsedUrl[]> {
  const response = await get(name);
  expect(response.statusCode).toBe(200);
  return urlSet(response.body);
}

describe('wp-sitemap.xml', () => {
  it("is WordPress's sitemap index of posts, pages, products and product categories", async () => {
    const response = await get('/wp-sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=UTF-8');
    expect(response.headers['x-robots-tag']).toBe('noindex, follow');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(sitemapIndexLocs(response.body)).toEqual([
      `${TEST_SITE_URL}/wp-sitemap-posts-post-1.xml`,
      `${TEST_SITE_URL}/wp-sitemap-posts-page-1.xml`,
      `${TEST_SITE_URL}/wp-sitemap-posts-product-1.xml`,
      `${TEST_SITE_URL}/wp-sitemap-taxonomies-product_cat-1.xml`,
    ]);
  });

  it('lists every post at its permalink with its modification time', async () => {
    const posts = await everyItem<WpPost>('/wp-json/wp/v2/posts');
    expect(posts.length).toBeGreaterThan(200);
    const urls = await sitemap('/wp-sitemap-posts-post-1.xml');
    expect(locs(urls).sort()).toEqual(
      posts.map((post) => `${TEST_SITE_URL}/blog/${encodeURIComponent(post.slug)}/`).sort(),
    );
    for (const url of urls) {
      const post = posts.find((p) => url.loc[0]?.endsWith(`/${encodeURIComponent(p.slug)}/`));
      const lastmod = url.lastmod?.[0] ?? '';
      // DATE_W3C in the shop's time zone, naming the same instant as modified_gmt.
      expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+03:30$/);
      expect(new Date(lastmod).toISOString().slice(0, 19)).toBe(post?.modified_gmt);
    }
  });

  it('lists the home page first, then the pages the storefront shows', async () => {
    const pages = await everyItem<WpPage>('/wp-json/wp/v2/pages');
    const urls = await sitemap('/wp-sitemap-posts-page-1.xml');
    // The seed's pages in their menu order: about, contact, returns, shipping, privacy.
    expect(locs(urls)).toEqual([
      `${TEST_SITE_URL}/`,
      ...['about', 'contact', 'returns', 'shipping', 'privacy'].map(
        (slug) => `${TEST_SITE_URL}/${slug}/`,
      ),
    ]);
    const contact = pages.find((page) => page.slug === 'contact');
    expect(new Date(urls[2]?.lastmod?.[0] ?? '').toISOString().slice(0, 19)).toBe(
      contact?.modified_gmt,
    );
  });

  it('lists every product of the catalogue', async () => {
    const products = await everyItem<StoreProduct>('/wp-json/wc/store/v1/products');
    expect(products.length).toBeGreaterThan(40);
    const urls = await sitemap('/wp-sitemap-posts-product-1.xml');
    expect(locs(urls).sort()).toEqual(products.map((product) => product.permalink).sort());
    expect(urls.every((url) => /\+03:30$/.test(url.lastmod?.[0] ?? ''))).toBe(true);
  });

  it('lists every product category that has products, without lastmod as WordPress', async () => {
    const categories = await everyItem<StoreCategory>('/wp-json/wc/store/v1/products/categories');
    const urls = await sitemap('/wp-sitemap-taxonomies-product_cat-1.xml');
    expect(locs(urls).sort()).toEqual(
      categories
        .filter((category) => category.count > 0)
        .map((c) => c.permalink)
        .sort(),
    );
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.every((url) => url.lastmod === undefined)).toBe(true);
  });

  it('names the configured site, never the Host the request came with', async () => {
    const response = await get('/wp-sitemap-posts-product-1.xml', { host: 'evil.example' });
    const all = locs(urlSet(response.body));
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((loc) => loc.startsWith(`${TEST_SITE_URL}/product/`))).toBe(true);
    const index = await get('/wp-sitemap.xml', { host: 'evil.example' });
    expect(index.body).not.toContain('evil.example');
  });

  it('is compressed for a crawler that accepts it', async () => {
    const response = await get('/wp-sitemap-posts-post-1.xml', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(locs(urlSet(zlib.gunzipSync(response.rawPayload).toString('utf8'))).length).toBe(
      locs(await sitemap('/wp-sitemap-posts-post-1.xml')).length,
    );
    // A kept file's bytes, compressed once per encoding: the same XML whichever is asked.
    const plain = (await get('/wp-sitemap-posts-product-1.xml')).body;
    for (let i = 0; i < 2; i++) {
      const br = await get('/wp-sitemap-posts-product-1.xml', { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);
    }
  });

  it.each([
    '/wp-sitemap-posts-post-2.xml',
    '/wp-sitemap-posts-post-0.xml',
    '/wp-sitemap-posts-post-01.xml',
    '/wp-sitemap-users-1.xml',
    '/wp-sitemap-taxonomies-category-1.xml',
    '/wp-sitemap-posts-attachment-1.xml',
    '/wp-sitemap-posts-post-1.xml.gz',
    '/wp-sitemap-index.xsl',
  ])('answers %s with 404: the 404 page to a browser', async (url) => {
    const api = await get(url);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'rest_no_route' });
    const browser = await get(url, { accept: 'text/html' });
    expect(browser.statusCode).toBe(404);
    expect(browser.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('every URL in the sitemaps', () => {
  it('answers 200 as a page to a browser', async () => {
    const index = sitemapIndexLocs((await get('/wp-sitemap.xml')).body);
    const urls: string[] = [];
    for (const name of index) urls.push(...locs(await sitemap(name.slice(TEST_SITE_URL.length))));
    expect(urls.length).toBeGreaterThan(300);
    const failures: string[] = [];
    for (const url of urls) {
      const response = await get(url.slice(TEST_SITE_URL.length), {
        accept: 'text/html,application/xhtml+xml',
      });
      if (response.statusCode !== 200) failures.push(`${response.statusCode} ${url}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);
});

describe('sitemap paging', () => {
  it('splits a series at 2000 URLs, as WordPress does', async () => {
    const big = await buildTestApp();
    try {
      const posts = createSqlitePostsRepository(big.db);
      const before = posts.count('post');
      big.db.transaction(() => {
        for (let i = 0; i < 2000; i += 1) {
          posts.insert({
            type: 'post',
            slug: `bulk-${i}`,
            title: `نوشته ${i}`,
            excerpt: '',
            content: 'متن',
            dateGmt: '2025-01-01T00:00:00',
          });
        }
      })();
      const total = before + 2000;
      const read = async (url: string) => big.app.inject({ method: 'GET', url });
      const index = sitemapIndexLocs((await read('/wp-sitemap.xml')).body);
      expect(index.slice(0, 3)).toEqual([
        `${TEST_SITE_URL}/wp-sitemap-posts-post-1.xml`,
        `${TEST_SITE_URL}/wp-sitemap-posts-post-2.xml`,
        `${TEST_SITE_URL}/wp-sitemap-posts-page-1.xml`,
      ]);
      const first = locs(urlSet((await read('/wp-sitemap-posts-post-1.xml')).body));
      const second = locs(urlSet((await read('/wp-sitemap-posts-post-2.xml')).body));
      expect(first).toHaveLength(2000);
      expect(second).toHaveLength(total - 2000);
      expect(new Set([...first, ...second]).size).toBe(total);
      // Oldest first (WordPress orders by ID): the bulk posts close the series.
      expect(second.at(-1)).toBe(`${TEST_SITE_URL}/blog/bulk-1999/`);
      expect((await read('/wp-sitemap-posts-post-3.xml')).statusCode).toBe(404);
    } finally {
      await big.close();
    }
  });
});

describe('robots.txt', () => {
  it("is WordPress's virtual robots.txt naming the sitemap at SITE_URL", async () => {
    const configured = await buildTestApp({ siteUrl: 'https://shop.example', seed: false });
    try {
      const response = await configured.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'evil.example' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe(
        'User-agent: *\n' +
          'Disallow: /wp-admin/\n' +
          'Allow: /wp-admin/admin-ajax.php\n' +
          '\n' +
          'Sitemap: https://shop.example/wp-sitemap.xml\n',
      );
    } finally {
      await configured.close();
    }
  });
});
