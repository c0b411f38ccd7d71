// The Store API cart's update-item, remove-item and coupon routes: quantities against stock,
// WooCommerce's error codes with Persian reasons, the nonce rule, and coupon minimums.
import type { StoreCart } from '../../../contracts/store';
import { catalogFixture, clearCarts, setStock } from '../../test/catalogStates';
import { Shopper } from '../../test/checkoutKit';
import { buildTestApp, sessionCookieFor, type TestApp } from '../../test/server';

const now = new Date('2025-06-01T12:00:00Z');
const POWER_BANK_PRICE = 1_150_000;

describe('Store API cart operations and coupons', () => {
  let server: TestApp;
  let ids: ReturnType<typeof catalogFixture>;
  beforeAll(async () => {
    server = await buildTestApp({ clock: () => now });
    ids = catalogFixture(server.db);
  });
  afterAll(() => server.close());
  afterEach(() => {
    clearCarts(server.db);
    setStock(server.db, ids.simpleInStock.id, 25);
  });

  async function shopperWithPowerBanks(quantity: number) {
    const shopper = await Shopper.arrive(server.app);
    await shopper.add(ids.simpleInStock.id, quantity);
    const cart = (await shopper.cart()).json<StoreCart>();
    const key = cart.items[0]?.key ?? '';
    return { shopper, key };
  }

  it('update-item sets the quantity and answers the cart with new totals', async () => {
    const { shopper, key } = await shopperWithPowerBanks(1);
    const response = await shopper.post('cart/update-item', { key, quantity: 3 });
    expect(response.statusCode).toBe(200);
    const cart = response.json<StoreCart>();
    expect(cart.items[0]?.quantity).toBe(3);
    expect(cart.totals.total_price).toBe(String(3 * POWER_BANK_PRICE));
    expect(cart.items_count).toBe(3);
    expect(response.headers['cart-token']).toBeDefined();
    expect(response.headers.nonce).toBeDefined();
  });

  it('update-item refuses more than the stock and leaves the line as it was', async () => {
    const { shopper, key } = await shopperWithPowerBanks(2);
    setStock(server.db, ids.simpleInStock.id, 4);
    const response = await shopper.post('cart/update-item', { key, quantity: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'woocommerce_rest_product_partially_out_of_stock',
      message: expect.stringContaining('۴ عدد باقی مانده'),
      data: { status: 400 },
    });
    expect((await shopper.cart()).json<StoreCart>().items[0]?.quantity).toBe(2);
  });

  it('update-item to 0 removes the line; a negative quantity is refused', async () => {
    const { shopper, key } = await shopperWithPowerBanks(1);
    const refused = await shopper.post('cart/update-item', { key, quantity: -1 });
    expect(refused.json().code).toBe('woocommerce_rest_product_invalid_quantity');
    const removed = await shopper.post('cart/update-item', { key, quantity: 0 });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<StoreCart>().items).toEqual([]);
  });

  it('an unknown key is 409 woocommerce_rest_cart_invalid_key for update and remove', async () => {
    const { shopper } = await shopperWithPowerBanks(1);
    for (const [path, payload] of [
      ['cart/update-item', { key: 'f'.repeat(32), quantity: 1 }],
      ['cart/remove-item', { key: 'f'.repeat(32) }],
    ] as const) {
      const response = await shopper.post(path, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'woocommerce_rest_cart_invalid_key',
        message: 'این کالا دیگر در سبد خرید نیست یا نامعتبر است.',
        data: { status: 409 },
      });
    }
  });

  it('remove-item removes the line', async () => {
    const { shopper, key } = await shopperWithPowerBanks(2);
    const response = await shopper.post('cart/remove-item', { key });
    expect(response.statusCode).toBe(200);
    expect(response.json<StoreCart>()).toMatchObject({ items: [], items_count: 0 });
  });

  it('writes need the nonce without a Cart-Token, as add-item does', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wc/store/v1/cart/remove-item',
      payload: { key: 'x' },
      headers: { host: 'shop.test', cookie: sessionCookieFor().cookie },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('woocommerce_rest_missing_nonce');
  });

  it('applies a percentage coupon: discount in total_discount, lines after discount', async () => {
    const { shopper } = await shopperWithPowerBanks(2);
    const response = await shopper.post('cart/apply-coupon', { code: ' WELCOME۱۰ ' });
    expect(response.statusCode).toBe(200);
    const cart = response.json<StoreCart>();
    expect(cart.coupons).toEqual([
      {
        code: 'welcome10',
        discount_type: 'percent',
        totals: expect.objectContaining({ total_discount: '230000', currency_code: 'IRT' }),
      },
    ]);
    expect(cart.totals).toMatchObject({
      total_items: '2300000',
      total_discount: '230000',
      total_price: '2070000',
    });
    expect(cart.items[0]?.totals).toMatchObject({
      line_subtotal: '2300000',
      line_total: '2070000',
    });
    // GET shows the same: the coupon is kept with the cart.
    expect((await shopper.cart()).json<StoreCart>().totals.total_discount).toBe('230000');
  });

  it("refuses coupons with WooCommerce's code and a Persian reason", async () => {
    const { shopper } = await shopperWithPowerBanks(1);
    const cases: [string, string][] = [
      ['nope', 'کد تخفیف «nope» وجود ندارد و نمی‌توان آن را اعمال کرد.'],
      ['yalda1403', 'این کد تخفیف منقضی شده است.'],
      ['nowruz', 'کمترین مبلغ خرید برای این کد تخفیف ۲٬۰۰۰٬۰۰۰ تومان است.'],
      ['', 'لطفاً کد تخفیف را وارد کنید.'],
    ];
    for (const [code, message] of cases) {
      const response = await shopper.post('cart/apply-coupon', { code });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'woocommerce_rest_cart_coupon_error',
        message,
        data: { status: 400 },
      });
    }
    expect((await shopper.cart()).json<StoreCart>().coupons).toEqual([]);
  });

  it('a fixed coupon applies above its minimum and leaves when the cart drops below it', async () => {
    const { shopper, key } = await shopperWithPowerBanks(2);
    const applied = await shopper.post('cart/apply-coupon', { code: 'nowruz' });
    expect(applied.json<StoreCart>().totals).toMatchObject({
      total_discount: '200000',
      total_price: '2100000',
    });
    const twice = await shopper.post('cart/apply-coupon', { code: 'NOWRUZ' });
    expect(twice.json().message).toBe('کد تخفیف «nowruz» قبلاً اعمال شده است.');
    const fewer = await shopper.post('cart/update-item', { key, quantity: 1 });
    expect(fewer.json<StoreCart>()).toMatchObject({
      coupons: [],
      totals: { total_discount: '0', total_price: String(POWER_BANK_PRICE) },
    });
  });

  it('remove-coupon takes it off; removing one not applied is 409', async () => {
    const { shopper } = await shopperWithPowerBanks(1);
    await shopper.post('cart/apply-coupon', { code: 'welcome10' });
    const removed = await shopper.post('cart/remove-coupon', { code: 'welcome10' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<StoreCart>()).toMatchObject({
      coupons: [],
      totals: { total_discount: '0' },
    });
    const again = await shopper.post('cart/remove-coupon', { code: 'welcome10' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('woocommerce_rest_cart_coupon_invalid_code');
  });

  it('lists the payment methods in the cart', async () => {
    const { shopper } = await shopperWithPowerBanks(1);
    expect((await shopper.cart()).json<StoreCart>().payment_methods).toEqual([
      'cod',
      'bacs',
      'persian_card',
    ]);
  });
});
