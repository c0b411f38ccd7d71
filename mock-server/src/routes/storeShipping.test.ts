// The cart's shipping, as WooCommerce 9.9.5 answers it with a free shipping zone
// (../shared/reference/real-wordpress: cart_get, cart_after_add): nothing before there is
// something to ship; then total_shipping "0" and one package with the zone's rate selected.
import type { StoreCart } from '../../../contracts/store';
import { catalogFixture, clearCarts } from '../../test/catalogStates';
import { Shopper } from '../../test/checkoutKit';
import { buildTestApp, type TestApp } from '../../test/server';
import { createSqliteShippingZonesRepository } from '../storage/shippingZonesRepository';

/** The keys of a WooCommerce 9.9.5 shipping rate, in its order. */
const RATE_KEYS = [
  'rate_id',
  'name',
  'description',
  'delivery_time',
  'price',
  'taxes',
  'instance_id',
  'method_id',
  'meta_data',
  'selected',
  'currency_code',
  'currency_symbol',
  'currency_minor_unit',
  'currency_decimal_separator',
  'currency_thousand_separator',
  'currency_prefix',
  'currency_suffix',
];

describe('shipping in the cart', () => {
  let server: TestApp;
  let ids: ReturnType<typeof catalogFixture>;
  beforeAll(async () => {
    server = await buildTestApp();
    ids = catalogFixture(server.db);
  });
  afterAll(() => server.close());
  afterEach(() => clearCarts(server.db));

  it('the shop is seeded with one free shipping zone for Iran', () => {
    expect(createSqliteShippingZonesRepository(server.db).zones()).toEqual([
      {
        id: expect.any(Number),
        name: 'ایران',
        locations: [{ type: 'country', code: 'IR' }],
        methods: [
          { instanceId: expect.any(Number), methodId: 'free_shipping', title: 'ارسال رایگان' },
        ],
      },
    ]);
  });

  it('an empty cart has no shipping yet', async () => {
    const shopper = await Shopper.arrive(server.app);
    const cart = (await shopper.cart()).json<StoreCart>();
    expect(cart.totals).toMatchObject({ total_shipping: null, total_shipping_tax: null });
    expect(cart).toMatchObject({ has_calculated_shipping: false, shipping_rates: [] });
  });

  it('a cart to ship gets the free rate: total_shipping "0" and the package', async () => {
    const shopper = await Shopper.arrive(server.app);
    await shopper.add(ids.simpleInStock.id, 2);
    const cart = (await shopper.cart()).json<StoreCart>();
    const line = cart.items[0];
    expect(cart.totals).toMatchObject({ total_shipping: '0', total_shipping_tax: '0' });
    expect(cart.totals.total_price).toBe(cart.totals.total_items);
    expect(cart.has_calculated_shipping).toBe(true);
    expect(cart.shipping_rates).toEqual([
      {
        package_id: 0,
        name: expect.any(String),
        destination: {
          address_1: '',
          address_2: '',
          city: '',
          state: '',
          postcode: '',
          country: 'IR',
        },
        items: [{ key: line?.key, name: expect.any(String), quantity: 2 }],
        shipping_rates: [
          expect.objectContaining({
            rate_id: expect.stringMatching(/^free_shipping:\d+$/),
            name: 'ارسال رایگان',
            price: '0',
            taxes: '0',
            method_id: 'free_shipping',
            meta_data: [{ key: 'Items', value: expect.stringMatching(/ &times; 2$/) }],
            selected: true,
            currency_code: 'IRT',
          }),
        ],
      },
    ]);
    expect(Object.keys(cart.shipping_rates[0]?.shipping_rates[0] ?? {})).toEqual(RATE_KEYS);
  });
});
