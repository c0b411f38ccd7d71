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
