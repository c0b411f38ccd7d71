// The paged listings' URLs on the server: their pages are served, page 1 spelled out and the
// former /shop?category=…&page=… answer 301 to the permalink, built from the configured site URL.
import { buildTestApp, type TestApp } from './server';

const SITE = 'https://shop.example';
let site: TestApp;

beforeAll(async () => {
  site = await buildTestApp({ seed: false, siteUrl: SITE });
});
afterAll(() => site.close());

const page = (url: string, host = 'shop.example') =>
  site.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', host },
  });

describe('paged listings', () => {
  it.each([
    '/blog/',
    '/blog/page/2/',
    '/blog/page/2',
    '/shop/page/3/',
    '/product-category/bags/',
    '/product-category/bags',
    '/product-category/%DA%A9%DB%8C%D9%81/page/2/',
    '/shop/?orderby=price',
  ])('serves %s as a page', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each([
    ['/blog/page/1/', '/blog/'],
    ['/blog/page/1', '/blog/'],
    ['/shop/page/1/', '/shop/'],
    ['/product-category/bags/page/1/', '/product-category/bags/'],
    ['/shop?category=x&page=2', '/product-category/x/page/2/'],
    ['/shop/?category=bags', '/product-category/bags/'],
    ['/shop?page=3&orderby=price', '/shop/page/3/?orderby=price'],
    ['/shop?category=%DA%A9%DB%8C%D9%81&page=2', '/product-category/%DA%A9%DB%8C%D9%81/page/2/'],
  ])('redirects %s to %s for good (301)', async (url, target) => {
    const response = await page(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`${SITE}${target}`);
    expect(response.body).toBe('');
  });

  it('builds the Location from the site URL, never from the Host header', async () => {
    const response = await page('/shop?category=x&page=2', 'evil.example');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`${SITE}/product-category/x/page/2/`);
  });

  it('redirects a HEAD request the same way', async () => {
    const response = await site.app.inject({ method: 'HEAD', url: '/blog/page/1/' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`${SITE}/blog/`);
  });
});
