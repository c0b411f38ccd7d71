// The Store API cart as WooCommerce runs it: session headers, the Nonce header on writes, the
// Cart-Token, stock and per-order limits with Persian messages, and no oversell from racing adds.
import type { LightMyRequestResponse } from 'fastify';
import type { StoreCart } from '../../contracts/store';
import { cartTokenSecret, createCartToken } from '../src/domain/cart/cartToken';
import { catalogFixture, clearCarts, setStock } from './catalogStates';
import { TEST_SECRET, buildTestApp, type TestApp } from './server';

const now = new Date('2025-06-01T12:00:00Z');
const CART = '/wp-json/wc/store/v1/cart';
const ADD = '/wp-json/wc/store/v1/cart/add-item';

type Headers = Record<string, string>;

function cookieOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return first?.split(';')[0];
}

describe('Store API cart', () => {
  let server: TestApp;
  let ids: ReturnType<typeof catalogFixture>;
  beforeAll(async () => {
    server = await buildTestApp({ clock: () => now });
    ids = catalogFixture(server.db);
  });
  afterAll(() => server.close());
  afterEach(() => {
    clearCarts(server.db);
    setStock(server.db, ids.vectorProduct.greenLarge, 8);
  });

  const getCart = (headers: Headers = {}) =>
    server.app.inject({ url: CART, headers: { host: 'shop.test', ...headers } });
  const add = (payload: object, headers: Headers = {}) =>
    server.app.inject({
      method: 'POST',
      url: ADD,
      payload,
      headers: { host: 'shop.test', ...headers },
    });
  const redSmall = (quantity = 1) => ({
    id: ids.vectorProduct.id,
    quantity,
    variation: [
      { attribute: 'attribute_pa_color', value: 'red' },
      { attribute: 'attribute_pa_size', value: 's' },
    ],
  });

  /** A visitor's first contact: the nonce and token from an empty cart. */
  async function visit() {
    const response = await getCart();
    return { nonce: String(response.headers.nonce), token: String(response.headers['cart-token']) };
  }

  it("gives a new visitor an empty cart with WooCommerce's session headers and no cookie", async () => {
    const response = await getCart();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      items: [],
      items_count: 0,
      totals: { total_price: '0', currency_code: 'IRT', currency_minor_unit: 0 },
      needs_shipping: false,
      errors: [],
    });
    expect(response.headers.nonce).toMatch(/^[0-9a-z]+\.[0-9a-f]{20}$/);
    expect(response.headers['nonce-timestamp']).toBe(String(now.getTime() / 1000));
    expect(response.headers['user-id']).toBe('0');
    expect(response.headers['cart-token']).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a write without the Nonce header (401) or with a bad one (403), headers included', async () => {
    const missing = await add(redSmall());
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      code: 'woocommerce_rest_missing_nonce',
      message: expect.stringContaining('Nonce'),
      data: { status: 401 },
    });
    // A client can retry at once with the nonce of the refusal.
    expect(missing.headers.nonce).toBeDefined();
    const bad = await add(redSmall(), { nonce: 'abc.0123456789abcdef0123' });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toMatchObject({
      code: 'woocommerce_rest_invalid_nonce',
      data: { status: 403 },
    });
    const retried = await add(redSmall(), { nonce: String(missing.headers.nonce) });
    expect(retried.statusCode).toBe(201);
  });

  it('adds with a valid nonce, starts a session and keeps the cart in it', async () => {
    const { nonce } = await visit();
    const added = await add(redSmall(2), { nonce });
    expect(added.statusCode).toBe(201);
    const cookie = cookieOf(added);
    expect(cookie).toMatch(/^shop_session=/);
    const cart = added.json<StoreCart>();
    expect(cart).toMatchObject({
      items_count: 2,
      needs_shipping: true,
      totals: { total_items: '980000', total_price: '980000' },
    });
    expect(cart.items[0]).toMatchObject({
      id: ids.vectorProduct.redSmall,
      type: 'variation',
      quantity: 2,
      name: 'تی‌شرت نخی کلاسیک',
      quantity_limits: { minimum: 1, maximum: 3, editable: true },
      variation: [
        { raw_attribute: 'attribute_pa_color', attribute: 'رنگ', value: 'قرمز' },
        { raw_attribute: 'attribute_pa_size', attribute: 'سایز', value: 'S' },
      ],
      prices: { price: '490000', raw_prices: { precision: 6, price: '490000000000' } },
      totals: { line_total: '980000' },
      permalink:
        'http://shop.test/product/classic-cotton-tshirt/?attribute_pa_color=red&attribute_pa_size=s',
    });
    const again = await getCart({ cookie: String(cookie) });
    expect(again.json<StoreCart>().items_count).toBe(2);
    // The session's nonce is the one that counts now; the session-less one no longer does.
    const sessionNonce = String(again.headers.nonce);
    expect(
      (await add({ id: ids.simpleInStock.id }, { cookie: String(cookie), nonce })).statusCode,
    ).toBe(403);
    expect(
      (await add({ id: ids.simpleInStock.id }, { cookie: String(cookie), nonce: sessionNonce }))
        .statusCode,
    ).toBe(201);
  });

  it("a Cart-Token names the cart without cookie or nonce, and the session's token names its cart", async () => {
    const { token } = await visit();
    const added = await add(redSmall(), { 'cart-token': token });
    expect(added.statusCode).toBe(201);
    expect(added.headers['set-cookie']).toBeUndefined();
    expect((await getCart({ 'cart-token': token })).json<StoreCart>().items_count).toBe(1);
    // Another visitor's cart is untouched.
    expect((await getCart()).json<StoreCart>().items_count).toBe(0);

    const { nonce } = await visit();
    const viaCookie = await add(redSmall(), { nonce });
    const cookie = String(cookieOf(viaCookie));
    const sessionToken = String((await getCart({ cookie })).headers['cart-token']);
    expect((await getCart({ 'cart-token': sessionToken })).json<StoreCart>().items_count).toBe(1);
  });

  it('an expired or forged Cart-Token counts for nothing: the nonce is needed again', async () => {
    const secret = cartTokenSecret(TEST_SECRET);
    const expired = createCartToken(
      't_someone',
      secret,
      new Date(now.getTime() - 3 * 24 * 3600 * 1000),
    );
    expect((await add(redSmall(), { 'cart-token': expired })).statusCode).toBe(401);
    const forged = createCartToken('t_someone', cartTokenSecret('guessed'), now);
    expect((await add(redSmall(), { 'cart-token': forged })).statusCode).toBe(401);
  });

  it("refuses out-of-stock and over-stock adds with WooCommerce's codes, in Persian", async () => {
    const { token } = await visit();
    const headers = { 'cart-token': token };
    const sold = await add(
      {
        id: ids.vectorProduct.id,
        variation: [
          { attribute: 'pa_color', value: 'red' },
          { attribute: 'pa_size', value: 'm' },
        ],
      },
      headers,
    );
    expect(sold.statusCode).toBe(400);
    expect(sold.json()).toEqual({
      code: 'woocommerce_rest_product_out_of_stock',
      message: '«تی‌شرت نخی کلاسیک - قرمز، M» ناموجود است و نمی‌توان آن را به سبد خرید افزود.',
      data: { status: 400 },
    });
    expect((await add({ id: ids.simpleOutOfStock.id }, headers)).json()).toMatchObject({
      code: 'woocommerce_rest_product_out_of_stock',
    });
    expect((await add(redSmall(3), headers)).statusCode).toBe(201);
    const more = await add(redSmall(1), headers);
    expect(more.json()).toMatchObject({
      code: 'woocommerce_rest_product_partially_out_of_stock',
      message: expect.stringContaining('۳ عدد باقی مانده'),
    });
    // Nothing was written by the refusals.
    expect((await getCart(headers)).json<StoreCart>().items_count).toBe(3);
  });

  it('keeps to a per-order maximum: trims a new line, refuses more on a full one', async () => {
    const { token } = await visit();
    const headers = { 'cart-token': token };
    const earbuds = {
      id: catalogProductId('wireless-earbuds'),
      quantity: 5,
      variation: [{ attribute: 'attribute_pa_color', value: 'black' }],
    };
    const first = await add(earbuds, headers);
    expect(first.json<StoreCart>().items[0]?.quantity).toBe(2);
    const second = await add({ ...earbuds, quantity: 1 }, headers);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      code: 'invalid_quantity',
      message: expect.stringContaining('۲'),
    });
  });

  it('validates the request as WordPress does, and takes parameters from the query string', async () => {
    const { token } = await visit();
    const headers = { 'cart-token': token };
    const noId = await add({ quantity: 1 }, headers);
    expect(noId.json()).toMatchObject({
      code: 'rest_missing_callback_param',
      data: { params: ['id'] },
    });
    const badQuantity = await add({ id: ids.simpleInStock.id, quantity: 'many' }, headers);
    expect(badQuantity.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { quantity: expect.any(String) } },
    });
    const unknown = await add({ id: 999_999 }, headers);
    expect(unknown.json()).toMatchObject({
      code: 'woocommerce_rest_cart_invalid_product',
      data: { status: 400 },
    });
    const viaQuery = await server.app.inject({
      method: 'POST',
      url: `${ADD}?id=${ids.simpleInStock.id}&quantity=2`,
      headers: { host: 'shop.test', ...headers },
    });
    expect(viaQuery.statusCode).toBe(201);
    expect(viaQuery.json<StoreCart>().items_count).toBe(2);
  });

  it('reports lines that stock can no longer cover, and prices digital goods without shipping', async () => {
    const { token } = await visit();
    const headers = { 'cart-token': token };
    await add({ id: ids.vectorProduct.greenLarge, quantity: 5 }, headers);
    setStock(server.db, ids.vectorProduct.greenLarge, 2);
    const cart = (await getCart(headers)).json<StoreCart>();
    expect(cart.errors).toEqual([
      {
        code: 'woocommerce_rest_product_partially_out_of_stock',
        message: expect.stringContaining('کافی نیست'),
      },
    ]);
    const { token: other } = await visit();
    const digital = await add({ id: ids.virtualProduct.id, quantity: 2 }, { 'cart-token': other });
    expect(digital.json<StoreCart>()).toMatchObject({
      needs_shipping: false,
      totals: { total_price: '1000000' },
    });
  });

  it('never lets simultaneous adds to one cart pass the stock together', async () => {
    const { token } = await visit();
    const headers = { 'cart-token': token };
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(redSmall(1), headers)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(3);
    expect((await getCart(headers)).json<StoreCart>().items[0]?.quantity).toBe(3);
  });

  function catalogProductId(slug: string): number {
    const row = server.db
      .prepare<[string], { id: number }>('SELECT id FROM products WHERE slug = ?')
      .get(slug);
    if (!row) throw new Error(`no ${slug}`);
    return row.id;
  }
});
