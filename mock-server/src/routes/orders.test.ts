// Reading orders: the order received page by key, my-account lists only the customer's own, the
// guest lookup by number and email or mobile with one 404 and a rate limit, and the region lists.
import type { StoreCheckoutResponse } from '../../../contracts/checkout';
import type { ShopOrder } from '../../../contracts/orders';
import { Shopper } from '../../test/checkoutKit';
import { checkoutSuite, signedInCustomer, type CheckoutSuite } from '../../test/checkoutSuite';
import type { TestApp } from '../../test/server';

const now = new Date('2025-06-01T12:00:00Z');
const ORDERS = '/wp-json/persian-shop/v1/orders';

describe('order reads: my-account, the order received page and the guest lookup', () => {
  let server: TestApp;
  let ids: CheckoutSuite['ids'];
  checkoutSuite(
    () => now,
    (suite) => ({ server, ids } = suite),
  );

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ url, headers: { host: 'shop.test', ...headers } });
  let address = 0;
  /** Each lookup test comes from its own address, so the rate limit of one does not touch another. */
  const lookup = (payload: object, remoteAddress = `198.51.100.${++address}`) =>
    server.app.inject({
      method: 'POST',
      url: `${ORDERS}/lookup`,
      payload,
      remoteAddress,
      headers: { host: 'shop.test' },
    });

  async function guestOrder(): Promise<StoreCheckoutResponse> {
    const shopper = await Shopper.arrive(server.app);
    await shopper.add(ids.simpleInStock.id, 1);
    return (await shopper.checkout()).json<StoreCheckoutResponse>();
  }

  it('opens an order with its key (the order received page); a wrong key is 404', async () => {
    const order = await guestOrder();
    const read = await get(`${ORDERS}/${order.order_id}?key=${order.order_key}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json<ShopOrder>()).toMatchObject({
      id: order.order_id,
      number: String(order.order_id),
      status: 'processing',
      date_created_gmt: '2025-06-01T12:00:00',
      payment_method_title: 'پرداخت در محل',
      lines: [{ product_id: ids.simpleInStock.id, quantity: 1, price: '1150000' }],
      totals: { subtotal: '1150000', discount: '0', total: '1150000', currency_code: 'IRT' },
    });
    const wrong = await get(`${ORDERS}/${order.order_id}?key=wc_order_AAAAAAAAAAAAA`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({
      code: 'persian_shop_order_not_found',
      message: 'سفارشی با این مشخصات پیدا نشد.',
      data: { status: 404 },
    });
  });

  it('a guest without a key is asked to sign in', async () => {
    const order = await guestOrder();
    for (const url of [ORDERS, `${ORDERS}/${order.order_id}`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('persian_shop_not_signed_in');
    }
  });

  it("a signed-in customer's order addresses become the account's saved addresses (issue 25)", async () => {
    const cookie = await signedInCustomer(server.app, 'kept-address@example.com', now);
    const shopper = await Shopper.arrive(server.app, { cookie });
    await shopper.add(ids.simpleInStock.id, 1);
    expect((await shopper.checkout()).statusCode).toBe(200);
    const saved = await get('/wp-json/persian-shop/v1/account/addresses', { cookie });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      billing: {
        state: 'THR',
        city: 'تهران',
        address_1: 'خیابان ولیعصر، کوچهٔ بهار، پلاک ۱۲',
        postcode: '1434863111',
        phone: '09123456789',
        email: 'maryam@example.com',
      },
      shipping: { state: 'THR', city: 'تهران', postcode: '1434863111' },
    });
  });

  it("a signed-in customer's checkout stores the customer, and my-account lists only theirs", async () => {
    const cookie = await signedInCustomer(server.app, 'reza@example.com', now);
    const shopper = await Shopper.arrive(server.app, { cookie });
    await shopper.add(ids.simpleInStock.id, 2);
    const placed = (await shopper.checkout()).json<StoreCheckoutResponse>();
    expect(placed.customer_id).toBeGreaterThan(0);
    await guestOrder();

    const mine = await get(ORDERS, { cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-wp-total']).toBe('1');
    expect(mine.json<ShopOrder[]>().map((order) => order.id)).toEqual([placed.order_id]);
    expect((await get(`${ORDERS}/${placed.order_id}`, { cookie })).statusCode).toBe(200);

    const other = await signedInCustomer(server.app, 'sara@example.com', now);
    expect((await get(`${ORDERS}/${placed.order_id}`, { cookie: other })).statusCode).toBe(404);
    expect((await get(ORDERS, { cookie: other })).json()).toEqual([]);
  });

  it('finds a guest order by number and email or mobile, in any digits', async () => {
    const order = await guestOrder();
    const persianNumber = String(order.order_id).replace(/\d/g, (d) =>
      String.fromCharCode(0x06f0 + Number(d)),
    );
    for (const contact of ['MARYAM@example.com', '+989123456789', '۰۹۱۲۳۴۵۶۷۸۹']) {
      const response = await lookup({ order_number: persianNumber, email_or_mobile: contact });
      expect(response.statusCode).toBe(200);
      expect(response.json<ShopOrder>().id).toBe(order.order_id);
    }
  });

  it('answers the same 404 for a wrong contact and an unknown number', async () => {
    const order = await guestOrder();
    const wrongContact = await lookup({
      order_number: String(order.order_id),
      email_or_mobile: 'someone@example.com',
    });
    const unknown = await lookup({ order_number: '999999', email_or_mobile: 'maryam@example.com' });
    expect(wrongContact.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongContact.body).toBe(unknown.body);
  });

  it('limits lookups per address: the 11th in ten minutes is 429 with Retry-After', async () => {
    const from = '203.0.113.50';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await lookup({ order_number: '1', email_or_mobile: 'x@example.com' }, from);
      expect(response.statusCode).toBe(404);
    }
    const limited = await lookup({ order_number: '1', email_or_mobile: 'x@example.com' }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('persian_shop_too_many_lookups');
    expect(Number(limited.headers['retry-after'])).toBe(600);
  });

  it('serves the provinces and cities for the pickers', async () => {
    const response = await get('/wp-json/persian-shop/v1/regions');
    const body = response.json();
    expect(body.country).toBe('IR');
    expect(body.provinces).toHaveLength(31);
    expect(body.provinces[0]).toMatchObject({ code: 'THR', name: 'تهران' });
  });
});
