// The rendered-page cache: one rendering serves a URL's visitors for PAGE_CACHE_SECONDS, and a
// write to the site's data (not a shopper's own cart) draws pages afresh at once.
import type { PageRenderRequest, RenderedPage } from '../../contracts/serverRender';
import { createPageCache } from '../src/routes/pageCache';
import { multipart, pageForms, wholesaleParts } from '../src/routes/contactFormsTestKit';
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

describe('page cache in the app', () => {
  let shop: TestApp;
  let renders = 0;

  beforeAll(async () => {
    shop = await buildTestApp({
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

    // A write that succeeds (a wholesale inquiry is stored) draws the pages afresh.
    const forms = await pageForms(shop.app, 'contact');
    const { body, contentType } = await multipart(wholesaleParts(forms.containerPost));
    const sent = await shop.app.inject({
      method: 'POST',
      url: '/wp-json/contact-form-7/v1/contact-forms/102/feedback',
      headers: { 'content-type': contentType, 'user-agent': 'Mozilla/5.0 test' },
      payload: body,
    });
    expect(sent.json<{ status: string }>().status).toBe('mail_sent');
    expect(await home()).toContain('render 2');
  });
});
