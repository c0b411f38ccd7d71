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
