// GET wc/store/v1/checkout makes the cart's draft order, as WooCommerce 9.9.5 does
// (../shared/reference/real-wordpress: checkout_get, checkout_post_cod): a real id and key, reused
// for the same cart and kept by the order placed from it; a draft is no order to anyone else.
import type { StoreCheckoutResponse } from '../../../contracts/checkout';
import type { ShopOrder } from '../../../contracts/orders';
import { Shopper } from '../../test/checkoutKit';
import { checkoutSuite, signedInCustomer, type CheckoutSuite } from '../../test/checkoutSuite';
import type { TestApp } from '../../test/server';
import { DEFAULT_ATTRIBUTION_SETTINGS } from '../domain/attribution/settings';
import { createSqliteOrdersRepository } from '../storage/ordersRepository';

const now = new Date('2025-06-01T12:00:00Z');
const ORDERS = '/wp-json/persian-shop/v1/orders';
const CHECKOUT = '/wp-json/wc/store/v1/checkout';

/** The keys of WooCommerce 9.9.5's checkout answer, GET and POST alike, in its order. */
const WOOCOMMERCE_KEYS = [
  'order_id',
  'status',
  'order_key',
  'order_number',
  'customer_note',
  'customer_id',
  'billing_address',
  'shipping_address',
  'payment_method',
  'payment_result',
  'additional_fields',
  '__experimentalCart',
  'extensions',
];

describe('the checkout draft order', () => {
  let server: TestApp;
  let ids: CheckoutSuite['ids'];
  checkoutSuite(
    () => now,
    (suite) => ({ server, ids } = suite),
  );

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ url, headers: { host: 'shop.test', ...headers } });
  const draftOf = async (shopper: Shopper, headers: Record<string, string> = {}) => {
    const response = await get(CHECKOUT, { 'cart-token': shopper.token, ...headers });
    expect(response.statusCode).toBe(200);
    return response;
  };
  const orderRows = () =>
    (server.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
  const stock = () =>
    (
      server.db
        .prepare('SELECT stock_quantity AS n FROM products WHERE id = ?')
        .get(ids.simpleInStock.id) as { n: number }
    ).n;

  it('answers a real draft in WooCommerce shape, the same one for the same cart', async () => {
    const shopper = await Shopper.arrive(server.app);
    await shopper.add(ids.simpleInStock.id, 2);
    const response = await draftOf(shopper);
    expect(Object.keys(response.json())).toEqual(WOOCOMMERCE_KEYS);
    const draft = response.json<StoreCheckoutResponse>();
    expect(draft).toMatchObject({
      status: 'checkout-draft',
      order_number: String(draft.order_id),
      customer_id: 0,
      payment_result: { payment_status: '', payment_details: [], redirect_url: '' },
      __experimentalCart: null,
    });
    expect(draft.order_id).toBeGreaterThan(0);
    expect(draft.order_key).toMatch(/^wc_order_[A-Za-z0-9]{13}$/);

    const again = (await draftOf(shopper)).json<StoreCheckoutResponse>();
    expect([again.order_id, again.order_key]).toEqual([draft.order_id, draft.order_key]);
    const other = await Shopper.arrive(server.app);
    await other.add(ids.simpleInStock.id, 1);
    expect((await draftOf(other)).json<StoreCheckoutResponse>().order_id).not.toBe(draft.order_id);
  });

  it('an empty cart has no draft and writes nothing', async () => {
    const shopper = await Shopper.arrive(server.app);
    const before = orderRows();
    const draft = (await draftOf(shopper)).json<StoreCheckoutResponse>();
    expect([draft.order_id, draft.order_key, draft.order_number]).toEqual([0, '', '']);
    expect(orderRows()).toBe(before);
  });

  it('answers User-ID as WooCommerce does: the signed-in customer, 0 for a guest', async () => {
    const cookie = await signedInCustomer(server.app, 'user-id@example.com', now);
    const shopper = await Shopper.arrive(server.app, { cookie });
    await shopper.add(ids.simpleInStock.id, 1);
    const draft = await draftOf(shopper, { cookie });
    const customerId = draft.json<StoreCheckoutResponse>().customer_id;
    expect(customerId).toBeGreaterThan(0);
    expect(draft.headers['user-id']).toBe(String(customerId));
    expect((await shopper.cart()).headers['user-id']).toBe(String(customerId));
    const guest = await Shopper.arrive(server.app);
    expect((await guest.cart()).headers['user-id']).toBe('0');
  });

  it('holds no stock and is no order: not in my account, not by its key, not a sale', async () => {
    const cookie = await signedInCustomer(server.app, 'draft@example.com', now);
    const shopper = await Shopper.arrive(server.app, { cookie });
    await shopper.add(ids.simpleInStock.id, 3);
    const draft = (await draftOf(shopper, { cookie })).json<StoreCheckoutResponse>();
    expect(draft.customer_id).toBeGreaterThan(0);

    expect(stock()).toBe(25);
    expect((await get(ORDERS, { cookie })).json()).toEqual([]);
    const byKey = `${ORDERS}/${draft.order_id}?key=${draft.order_key}`;
    expect((await get(byKey)).statusCode).toBe(404);
    expect((await get(`${ORDERS}/${draft.order_id}`, { cookie })).statusCode).toBe(404);
    const sales = createSqliteOrdersRepository(server.db).attributionSummary({
      fromGmt: '2025-01-01T00:00:00',
      toGmt: '2026-01-01T00:00:00',
      currency: 'IRT',
      keys: {
        sourceType: `_${DEFAULT_ATTRIBUTION_SETTINGS.prefix}source_type`,
        source: `_${DEFAULT_ATTRIBUTION_SETTINGS.prefix}utm_source`,
        medium: `_${DEFAULT_ATTRIBUTION_SETTINGS.prefix}utm_medium`,
      },
    });
    expect(sales).toEqual([]);
  });

  it('placing the order keeps the draft id and key and lists the payment details', async () => {
    const shopper = await Shopper.arrive(server.app);
    await shopper.add(ids.simpleInStock.id, 1);
    const draft = (await draftOf(shopper)).json<StoreCheckoutResponse>();
    const response = await shopper.checkout();
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(WOOCOMMERCE_KEYS);
    const placed = response.json<StoreCheckoutResponse>();
    const received = `http://shop.test/checkout/order-received/${draft.order_id}/?key=${draft.order_key}`;
    expect(placed).toMatchObject({
      order_id: draft.order_id,
      order_key: draft.order_key,
      status: 'processing',
      payment_result: {
        payment_status: 'success',
        payment_details: [
          { key: 'result', value: 'success' },
          { key: 'redirect', value: received },
        ],
        redirect_url: received,
      },
      __experimentalCart: null,
    });
    expect(stock()).toBe(24);
    const order = await get(`${ORDERS}/${draft.order_id}?key=${draft.order_key}`);
    expect(order.json<ShopOrder>()).toMatchObject({ id: draft.order_id, status: 'processing' });

    // The next cart of the same session gets a new draft.
    await shopper.add(ids.simpleInStock.id, 1);
    expect((await draftOf(shopper)).json<StoreCheckoutResponse>().order_id).toBeGreaterThan(
      draft.order_id,
    );
  });

  it('a draft a day old is cleared when the next draft is made', async () => {
    const shopper = await Shopper.arrive(server.app);
    await shopper.add(ids.simpleInStock.id, 1);
    const old = (await draftOf(shopper)).json<StoreCheckoutResponse>();
    expect(old.order_id).toBeGreaterThan(0);
    server.db
      .prepare("UPDATE orders SET created_gmt = '2025-05-31T11:59:59' WHERE id = ?")
      .run(old.order_id);
    const next = await Shopper.arrive(server.app);
    await next.add(ids.simpleInStock.id, 1);
    await draftOf(next);
    expect(server.db.prepare('SELECT id FROM orders WHERE id = ?').get(old.order_id)).toBe(
      undefined,
    );
  });
});
