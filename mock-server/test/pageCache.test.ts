// The rendered-page cache: one rendering serves a URL's visitors for PAGE_CACHE_SECONDS whatever
// parameters no page reads are added; a write that changes what pages show draws those pages
// afresh at once, other writes (a cart, a contact message) none; a sale draws afresh the sold
// products' pages, and the listings only when it sells one out; a captcha page is never kept.
import type { PageRenderRequest, RenderedPage } from '../../contracts/serverRender';
import { pageCacheKey } from '../../contracts/pageQuery';
import { createPageCache, siteAreaOfWrite } from '../src/routes/pageCache';
import { productPageSlug } from '../src/routes/pagesAfterSales';
import { catalogFixture, setStock } from './catalogStates';
import { NO_CAP, Shopper } from './checkoutKit';
import { createPageRenderer } from '../../client/server/renderPage';
import {
  hiddenFields,
  multipart,
  pageForms,
  wholesaleParts,
} from '../src/routes/contactFormsTestKit';
import { ownRoutesFetch, RENDER_API_ROOT } from '../src/routes/pageRenderer';
import { buildTestApp, sessionCookieFor, type TestApp } from './server';

const page = (markup: string): RenderedPage => ({
  status: 200,
  head: '<title>t</title>',
  markup,
  state: {},
  chunk: 'page-home',
});

const request = (url: string) => ({ url }) as PageRenderRequest;

describe('page cache', () => {
  it('reads a kept page for a per-visitor challenge once, not at every visit', async () => {
    let serialised = 0;
    const kept: RenderedPage = {
      ...page('kept'),
      state: { toJSON: () => ((serialised += 1), { product: 'large' }) },
    };
    const cache = createPageCache(async () => kept, { seconds: 10, clock: () => new Date(0) });
    for (let visit = 0; visit < 4; visit += 1) {
      expect(await cache.render(request('/product/x/'))).toBe(kept);
    }
    expect(serialised).toBe(1);
  });

  it('renders a URL once within the time, again after it, and shares a cold rendering', async () => {
    let now = 0;
    let renders = 0;
    const cache = createPageCache(async () => page(`render ${++renders}`), {
      seconds: 10,
      clock: () => new Date(now),
    });
    const [first, second] = await Promise.all([
      cache.render(request('/')),
      cache.render(request('/')),
    ]);
    expect(first.markup).toBe('render 1');
    expect(second.markup).toBe('render 1');
    now = 9_999;
    expect((await cache.render(request('/'))).markup).toBe('render 1');
    expect((await cache.render(request('/shop/'))).markup).toBe('render 2');
    now = 10_001;
    expect((await cache.render(request('/'))).markup).toBe('render 3');
  });

  it('keeps nothing with 0 seconds, and forgets a failed rendering', async () => {
    let renders = 0;
    const cache = createPageCache(
      async () => {
        renders += 1;
        if (renders === 1) throw new Error('down');
        return page(`render ${renders}`);
      },
      { seconds: 0, clock: () => new Date(0) },
    );
    await expect(cache.render(request('/'))).rejects.toThrow('down');
    expect((await cache.render(request('/'))).markup).toBe('render 2');
    expect((await cache.render(request('/'))).markup).toBe('render 3');
  });
});

describe('page cache keys and areas', () => {
  it('leaves parameters no page reads out of the key and renders the key URL', async () => {
    const asked: string[] = [];
    const cache = createPageCache(
      async ({ url }) => {
        asked.push(url);
        return page(`render ${asked.length}`);
      },
      { seconds: 10, clock: () => new Date(0) },
    );
    const markup = async (url: string) => (await cache.render(request(url))).markup;
    expect(await markup('/shop?orderby=price&utm_source=insta')).toBe('render 1');
    expect(await markup('/shop?utm_campaign=yalda&orderby=price&gclid=7')).toBe('render 1');
    expect(await markup('/shop?orderby=price&x=91827')).toBe('render 1');
    expect(await markup('/shop?orderby=date')).toBe('render 2');
    expect(await markup('/product/t?attribute_pa_color=red&fbclid=z')).toBe('render 3');
    expect(await markup('/search?s=%DA%A9%D8%AA&page=2&ref=x')).toBe('render 4');
    expect(asked).toEqual([
      '/shop?orderby=price',
      '/shop?orderby=date',
      '/product/t?attribute_pa_color=red',
      '/search?s=%DA%A9%D8%AA&page=2',
    ]);
    expect(pageCacheKey('/my-account?view=order&id=3&utm_source=a')).toBe(
      '/my-account?view=order&id=3',
    );
    expect(pageCacheKey('/checkout/order-received/5?key=wc_order_a&x=1')).toBe(
      '/checkout/order-received/5?key=wc_order_a',
    );
    expect(
      pageCacheKey('/shop?filter_color=red,blue&filter_stock_status=instock&min_price=1'),
    ).toBe('/shop?filter_color=red,blue&filter_stock_status=instock&min_price=1');
  });

  it('forgets only the pages that show the area a write changed', async () => {
    let renders = 0;
    const cache = createPageCache(async () => page(`render ${++renders}`), {
      seconds: 10,
      clock: () => new Date(0),
    });
    const urls = [
      '/',
      '/shop',
      '/product/t',
      '/product-category/c',
      '/search?s=a',
      '/blog',
      '/blog/p',
      '/about',
      '/contact',
    ];
    const draw = async () => {
      const seen: Record<string, string> = {};
      for (const url of urls) seen[url] = (await cache.render(request(url))).markup;
      return seen;
    };
    const before = await draw();
    cache.clear('catalog');
    const afterOrder = await draw();
    const changed = (a: Record<string, string>, b: Record<string, string>) =>
      urls.filter((url) => a[url] !== b[url]);
    expect(changed(before, afterOrder)).toEqual([
      '/',
      '/shop',
      '/product/t',
      '/product-category/c',
      '/search?s=a',
    ]);
    cache.clear('posts');
    const afterPost = await draw();
    expect(changed(afterOrder, afterPost)).toEqual(['/', '/search?s=a', '/blog', '/blog/p']);
    cache.clear();
    expect(changed(afterPost, await draw())).toEqual(urls);
  });

  it('knows a product page by its key, its slug written either way', () => {
    expect(productPageSlug('/product/%DA%A9%D8%AA/?attribute_pa_color=red')).toBe('کت');
    expect(productPageSlug('/product/کت')).toBe('کت');
    expect(productPageSlug('/product/t/page/2')).toBeUndefined();
    expect(productPageSlug('/product-category/t')).toBeUndefined();
    expect(productPageSlug('/shop?product=t')).toBeUndefined();
  });

  it.each([
    ['POST', '/wp-json/wc/store/v1/checkout', 'catalog'],
    ['POST', '/wp-json/persian-shop/v1/orders/12/pay', 'catalog'],
    ['POST', '/test-gateway/abc/cancel', 'catalog'],
    ['PUT', '/wp-json/wp/v2/posts/3', 'posts'],
    ['POST', '/wp-json/wp/v2/media', 'posts'],
    ['POST', '/wp-json/wc/v3/products/5', 'all'],
    ['POST', '/wp-admin/post.php', 'all'],
    ['POST', '/wp-json/contact-form-7/v1/contact-forms/101/feedback', undefined],
    ['POST', '/wp-json/wc/store/v1/cart/add-item', undefined],
    ['POST', '/wp-json/persian-shop/v1/account/register', undefined],
    ['POST', '/wp-json/persian-shop/v1/orders/lookup', undefined],
    ['POST', '/wp-admin/admin-ajax.php', undefined],
    ['POST', '/wp-login.php', undefined],
    ['POST', '/?x=1', undefined],
  ])('%s %s changes %s', (_method, url, area) => {
    expect(siteAreaOfWrite(url)).toBe(area);
  });
});

describe('page cache in the app', () => {
  let shop: TestApp;
  let renders = 0;

  beforeAll(async () => {
    shop = await buildTestApp({
      checkout: NO_CAP,
      pageRenderer: () => async () => page(`<h1>render ${++renders}</h1>`),
    });
  });

  afterAll(() => shop.close());

  const home = async () =>
    (await shop.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body;

  it('serves the same rendering until the site data changes, but not for a cart change', async () => {
    expect(await home()).toContain('render 1');
    expect(await home()).toContain('render 1');

    // A shopper's cart is theirs alone: the shared pages stay.
    await shop.app.inject({
      method: 'POST',
      url: '/wp-json/wc/store/v1/cart/add-item',
      payload: { id: 999_999, quantity: 1 },
    });
    const cart = await shop.app.inject({
      method: 'POST',
      url: '/wp-json/wc/store/v1/cart/add-item',
      headers: { cookie: sessionCookieFor().cookie },
      payload: { id: 1, quantity: 1 },
    });
    expect(cart.statusCode).toBeLessThan(500);
    expect(await home()).toContain('render 1');

    // A failed write changes nothing either.
    const refused = await shop.app.inject({ method: 'POST', url: '/wp-json/wp/v2/posts/2' });
    expect(refused.statusCode).toBe(401);
    expect(await home()).toContain('render 1');

    // A contact message (stored, or refused as junk with a 200) changes no page: the cache
    // stays, so an anonymous visitor cannot empty it at will.
    const forms = await pageForms(shop.app, 'contact');
    const { body, contentType } = await multipart(wholesaleParts(forms.containerPost));
    const sent = await shop.app.inject({
      method: 'POST',
      url: '/wp-json/contact-form-7/v1/contact-forms/102/feedback',
      headers: { 'content-type': contentType, 'user-agent': 'Mozilla/5.0 test' },
      payload: body,
    });
    expect(sent.json<{ status: string }>().status).toBe('mail_sent');
    const junk = await multipart([
      ...hiddenFields(101, forms.containerPost, 1),
      ['your-message', 'x'],
    ]);
    const refusedMessage = await shop.app.inject({
      method: 'POST',
      url: '/wp-json/contact-form-7/v1/contact-forms/101/feedback',
      headers: { 'content-type': junk.contentType, 'user-agent': 'Mozilla/5.0 test' },
      payload: junk.body,
    });
    expect(refusedMessage.statusCode).toBe(200);
    expect(await home()).toContain('render 1');

    // An order that sells nothing out changes no listing: the home page stays (the sold
    // product's own page is the next test's).
    const shopper = await Shopper.arrive(shop.app);
    await shopper.add(catalogFixture(shop.db).simpleInStock.id);
    const order = await shopper.checkout();
    expect(order.statusCode).toBe(200);
    expect(await home()).toContain('render 1');
  });

  const drawn = async (url: string) =>
    /<h1>render \d+<\/h1>/.exec(
      (await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body,
    )?.[0];

  /** The pages among `urls` drawn afresh by `write`, each drawn (and kept) before it. */
  async function redrawnBy(urls: string[], write: () => Promise<void>): Promise<string[]> {
    const before = await Promise.all(urls.map(drawn));
    await write();
    const after = await Promise.all(urls.map(drawn));
    return urls.filter((_url, index) => after[index] !== before[index]);
  }

  async function buy(id: number, quantity: number): Promise<void> {
    const shopper = await Shopper.arrive(shop.app);
    await shopper.add(id, quantity);
    expect((await shopper.checkout()).statusCode).toBe(200);
  }

  const listingPages = ['/', '/shop', '/shop?orderby=price', '/product-category/x', '/search?s=a'];

  it('after a sale that sells nothing out, draws afresh only the sold product page', async () => {
    const { simpleInStock, virtualProduct, vectorProduct } = catalogFixture(shop.db);
    const sold = `/product/${simpleInStock.slug}`;
    const urls = [
      ...listingPages,
      sold,
      `${sold}?attribute_pa_color=red`,
      `/product/${virtualProduct.slug}`,
      `/product/${vectorProduct.slug}`,
    ];
    expect(await redrawnBy(urls, () => buy(simpleInStock.id, 2))).toEqual([
      sold,
      `${sold}?attribute_pa_color=red`,
    ]);
    // A variation's last item, its siblings still in stock: the product stays in stock in
    // every listing, its own page shows the variation sold out.
    expect(await redrawnBy(urls, () => buy(vectorProduct.redSmall, 3))).toEqual([
      `/product/${vectorProduct.slug}`,
    ]);
  });

  it('after a sale of the last item, draws the listings afresh and lists it out of stock', async () => {
    const { simpleInStock, virtualProduct } = catalogFixture(shop.db);
    setStock(shop.db, simpleInStock.id, 1);
    const inStockOnly = async () =>
      (
        await shop.app.inject({
          url: `/wp-json/wc/store/v1/products?stock_status[]=instock&include=${simpleInStock.id}`,
          headers: { host: 'shop.test' },
        })
      ).json<{ id: number }[]>();
    expect(await inStockOnly()).toHaveLength(1);
    const urls = [...listingPages, `/product/${simpleInStock.slug}`];
    const other = `/product/${virtualProduct.slug}`;
    expect(await redrawnBy([...urls, other], () => buy(simpleInStock.id, 1))).toEqual(urls);
    expect(await inStockOnly()).toEqual([]);
  });

  it('keys a page on the parameters pages read, so junk parameters share its rendering', async () => {
    const first = await drawn('/blog');
    expect(first).toBeDefined();
    for (const url of ['/blog?utm_source=x&gclid=1', '/blog?x=8127364', '/blog?fbclid=a']) {
      expect(await drawn(url)).toBe(first);
    }
    expect(await drawn('/blog?s=x')).not.toBe(first);
  });
});

describe('a page with a per-visitor challenge', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await buildTestApp({
      pageCacheSeconds: 10,
      pageRenderer: (app) =>
        createPageRenderer({ apiRoot: RENDER_API_ROOT, fetch: ownRoutesFetch(app) }),
    });
  });

  afterAll(() => shop.close());

  const captchaAnswer = (prefix: string) =>
    (
      shop.db.prepare('SELECT answer FROM captcha_challenges WHERE prefix = ?').get(prefix) as
        { answer: string } | undefined
    )?.answer ?? '';

  it('lets two visitors who solve the /contact captcha within the cache window both succeed', async () => {
    const { containerPost } = await pageForms(shop.app, 'contact');
    // Both open the page before either sends: the second is served within the cache window.
    const prefixes: string[] = [];
    for (let visitor = 0; visitor < 2; visitor += 1) {
      const contactPage = await shop.app.inject({
        url: '/contact',
        headers: { accept: 'text/html' },
      });
      prefixes.push(/wpcf7_captcha\/(\d+)\.png/.exec(contactPage.body)?.[1] ?? '');
    }
    expect(prefixes.every((prefix) => prefix !== '')).toBe(true);
    const statuses: string[] = [];
    for (const [visitor, prefix] of prefixes.entries()) {
      const { body, contentType } = await multipart([
        ...hiddenFields(101, containerPost, 1),
        ['your-name', visitor === 0 ? 'علی رضایی' : 'سارا محمدی'],
        ['your-email', `visitor${visitor}@example.com`],
        ['your-subject', 'پیگیری سفارش'],
        ['your-message', 'سفارش شمارهٔ ۱۲۳۴ هنوز نرسیده است؛ لطفاً پیگیری کنید.'],
        ['privacy-consent', '1'],
        ['your-captcha', captchaAnswer(prefix)],
        ['_wpcf7_captcha_challenge_your-captcha', prefix],
      ]);
      const sent = await shop.app.inject({
        method: 'POST',
        url: '/wp-json/contact-form-7/v1/contact-forms/101/feedback',
        headers: { 'content-type': contentType, 'user-agent': 'Mozilla/5.0 test' },
        payload: body,
      });
      statuses.push(sent.json<{ status: string }>().status);
    }
    expect(statuses).toEqual(['mail_sent', 'mail_sent']);
  });
});
