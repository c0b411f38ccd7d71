// Issue 26 item 6: the last differences a field-by-field comparison with a real WordPress 7.0.4
// + WooCommerce 9.9.5 found, each held to the recorded answers (contracts/reference/).
import { recordedStoreApi } from './realWordpress';
import { buildTestApp, type TestApp } from './server';

const STORE = '/wp-json/wc/store/v1';

describe('the cart lists the payment methods the checkout accepts', () => {
  let shop: TestApp;
  beforeAll(async () => {
    // Production without a card gateway: cash on delivery and card-to-card, as the recorded site.
    shop = await buildTestApp({ checkout: { testGateway: false } });
  });
  afterAll(() => shop.close());

  it('has no persian_card while no card gateway is on', async () => {
    const [, , recorded] = recordedStoreApi('cart_get');
    const cart = (await shop.app.inject({ url: `${STORE}/cart` })).json<{
      payment_methods: string[];
    }>();
    expect([...cart.payment_methods].sort()).toEqual(
      [...(recorded as { payment_methods: string[] }).payment_methods].sort(),
    );
  });
});

describe('Store API page sizes', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await buildTestApp();
  });
  afterAll(() => shop.close());

  it('takes per_page from 0 to 100, as WooCommerce (0 reads as 1, as WP_Query does)', async () => {
    const [status] = recordedStoreApi('products_list');
    const zero = await shop.app.inject({ url: `${STORE}/products?per_page=0` });
    expect(zero.statusCode).toBe(status);
    expect(zero.json<unknown[]>()).toHaveLength(1);
    expect((await shop.app.inject({ url: `${STORE}/products?per_page=100` })).statusCode).toBe(200);
    const tooMany = await shop.app.inject({ url: `${STORE}/products?per_page=101` });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'rest_invalid_param' });
  });
});

describe("the REST server's own headers on every answer", () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await buildTestApp();
  });
  afterAll(() => shop.close());

  const WP_HEADERS = ['allow', 'x-robots-tag', 'access-control-expose-headers'] as const;
  const lower = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

  it.each([
    ['products_list', 'GET', `${STORE}/products?per_page=2`],
    ['cart_get', 'GET', `${STORE}/cart`],
    ['add_item_no_nonce', 'POST', `${STORE}/cart/add-item`],
  ] as const)(
    '%s: Allow, X-Robots-Tag, exposed headers and Vary as recorded',
    async (name, method, url) => {
      const [, recorded] = recordedStoreApi(name);
      const expected = lower(recorded);
      const answer = await shop.app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      for (const header of WP_HEADERS) expect(answer.headers[header]).toBe(expected[header]);
      expect(String(answer.headers.vary)).toMatch(/(^|, )Origin($|,)/);
    },
  );

  it('wp/v2 answers and OPTIONS carry them too', async () => {
    const [, recorded] = recordedStoreApi('products_list');
    const expected = lower(recorded);
    for (const [method, url, allow] of [
      ['GET', '/wp-json/wp/v2/posts', 'GET'],
      ['OPTIONS', '/wp-json/wp/v2/posts', 'GET'],
      ['GET', '/wp-json/wp/v2/posts/1', 'GET, POST, PUT, PATCH, DELETE'],
      ['OPTIONS', '/wp-json/wp/v2/posts/1', 'GET, POST, PUT, PATCH, DELETE'],
    ] as const) {
      const answer = await shop.app.inject({ method, url });
      expect([method, url, answer.headers.allow]).toEqual([method, url, allow]);
      expect(answer.headers['x-robots-tag']).toBe(expected['x-robots-tag']);
      expect(answer.headers['access-control-expose-headers']).toBe(
        expected['access-control-expose-headers'],
      );
      expect(String(answer.headers.vary)).toMatch(/Origin/);
    }
  });
});

describe('invalid parameters', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await buildTestApp();
  });
  afterAll(() => shop.close());

  it('carry data.details with each parameter’s error, as WordPress and WooCommerce send', async () => {
    // per_page=101 matched the real site in status and code (contracts/reference/README.md).
    const answer = await shop.app.inject({ url: `${STORE}/products?per_page=101&order=up` });
    expect(answer.statusCode).toBe(400);
    const body = answer.json<{
      code: string;
      data: { status: number; params: Record<string, string>; details: Record<string, unknown> };
    }>();
    expect(body.code).toBe('rest_invalid_param');
    expect(body.data.details).toEqual({
      per_page: { code: 'rest_out_of_bounds', message: body.data.params.per_page, data: null },
      order: { code: 'rest_not_in_enum', message: body.data.params.order, data: null },
    });
  });
});
