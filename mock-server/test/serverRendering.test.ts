// Pages rendered on the server from the client's own source (the build's renderer is the same
// code bundled): readable HTML, the page's head, the state to hydrate with, and 404s for pages
// that name something unknown.
import { SERVER_STATE_ELEMENT_ID } from '../../contracts/serverRender';
import { createPageRenderer } from '../../client/server/renderPage';
import { ownRoutesFetch, RENDER_API_ROOT } from '../src/routes/pageRenderer';
import { buildTestApp, type TestApp } from './server';

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({
    pageRenderer: (app) =>
      createPageRenderer({ apiRoot: RENDER_API_ROOT, fetch: ownRoutesFetch(app) }),
  });
}, 30_000);

afterAll(() => shop.close());

async function page(url: string) {
  const answer = await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const html = answer.body;
  const root = html.slice(
    html.indexOf('<div id="root">'),
    html.indexOf(`<script id="${SERVER_STATE_ELEMENT_ID}"`),
  );
  return { status: answer.statusCode, html, root };
}

function stateOf(html: string): Record<string, unknown> {
  const start = html.indexOf(`<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">`);
  const text = html.slice(html.indexOf('>', start) + 1, html.indexOf('</script>', start));
  return JSON.parse(text) as Record<string, unknown>;
}

describe('server rendering', () => {
  it('draws a product page: name, price, availability, images, head and state', async () => {
    const { status, html, root } = await page('/product/custom-sneaker');
    expect(status).toBe(200);
    expect(root).toContain('<h1');
    expect(root).toContain('کفش کتانی سفارشی');
    expect(root).toMatch(/[۰-۹][۰-۹٬]* تومان/);
    expect(root).toMatch(
      /<img [^>]*src="http:\/\/shop\.test\/wp-content\/uploads\/catalog\/custom-sneaker/,
    );
    expect(html).toMatch(/<title>کفش کتانی سفارشی – [^<]+<\/title>/);
    expect(html).toContain(
      '<link rel="canonical" href="http://shop.test/product/custom-sneaker/">',
    );
    expect(html).toContain('"@type":"Product"');
    const state = stateOf(html) as {
      catalog: { bySlug: Record<string, number> };
      config?: unknown;
    };
    expect(state.catalog.bySlug['custom-sneaker']).toBeGreaterThan(0);
    // The visitor's own config (nonce, address) is never part of the shared state.
    expect(state.config).toBeUndefined();
  });

  it('asks ahead for the chosen picture alone: the thumbnails load after the first layout', async () => {
    const { html, root } = await page('/product/custom-sneaker');
    const head = html.slice(0, html.indexOf('</head>'));
    const imagePreloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(imagePreloads).toHaveLength(1);
    expect(imagePreloads[0]).toContain('fetchPriority="high"');
    const thumbnails = root.match(/<label class="product-gallery__thumb">.*?<\/label>/g) ?? [];
    expect(thumbnails.length).toBeGreaterThan(1);
    for (const thumbnail of thumbnails) expect(thumbnail).toMatch(/<img [^>]*loading="lazy"/);
  });

  it('draws the blog list with its posts and page links', async () => {
    const { status, root } = await page('/blog/');
    expect(status).toBe(200);
    expect((root.match(/<article/g) ?? []).length).toBe(10);
    expect(root).toContain('href="/blog/page/2/"');
  });

  it('draws the home page with its carousel slides and latest posts', async () => {
    const { status, root, html } = await page('/');
    expect(status).toBe(200);
    expect(root).toContain('class="carousel-slide"');
    expect(html).toContain('"@type":"WebSite"');
    const state = stateOf(html) as { home: { latestPosts: { status: string } } };
    expect(state.home.latestPosts.status).toBe('loaded');
  });

  it('draws the contact form with its fields', async () => {
    const { status, root } = await page('/contact');
    expect(status).toBe(200);
    expect(root).toMatch(/<form[^>]*class="wpcf7-form/);
    expect(root).toMatch(/<input[^>]*name="your-email"/);
  });

  it.each([
    '/product/no-such-product',
    '/blog/no-such-post',
    '/product-category/no-such-category/',
    '/blog/page/999/',
    '/shop/page/999/',
    '/no/such/page',
  ])('answers %s with 404 and the 404 page', async (url) => {
    const { status, html } = await page(url);
    expect(status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toContain('پیدا نشد');
  });

  it('keeps a shopper-specific page for the browser to fill: the cart renders empty-handed', async () => {
    const { status, html } = await page('/cart');
    expect(status).toBe(200);
    const state = stateOf(html) as { cart: { status?: string } };
    expect(state.cart).toBeDefined();
  });
});
