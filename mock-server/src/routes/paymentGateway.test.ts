// Online card payment through the local test gateway: the callback verified before an order is
// paid, and only once; a cancel keeps the order pending, gives the cart back and offers a retry.
import type { StoreCheckoutResponse } from '../../../contracts/checkout';
import type { ShopOrder } from '../../../contracts/orders';
import type { StoreCart } from '../../../contracts/store';
import { Shopper } from '../../test/checkoutKit';
import { checkoutSuite, type CheckoutSuite } from '../../test/checkoutSuite';
import { type TestApp } from '../../test/server';

const now = new Date('2025-06-01T12:00:00Z');
const POWER_BANK_PRICE = 1_150_000;

describe('online card payment through the local test gateway', () => {
  let server: TestApp;
  let ids: CheckoutSuite['ids'];
  checkoutSuite(
    () => now,
    (suite) => ({ server, ids } = suite),
  );

  const get = (url: string) => server.app.inject({ url, headers: { host: 'shop.test' } });
  const post = (url: string) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { host: 'shop.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
  const statusOf = (id: number) =>
    (server.db.prepare('SELECT status FROM orders WHERE id = ?').get(id) as { status: string })
      .status;

  async function placeCardOrder(): Promise<StoreCheckoutResponse> {
    const shopper = await Shopper.arrive(server.app);
    await shopper.add(ids.simpleInStock.id, 1);
    const response = await shopper.checkout({ payment_method: 'persian_card' });
    expect(response.statusCode).toBe(200);
    return response.json<StoreCheckoutResponse>();
  }

  it('waits as pending and sends the shopper to the bank page with the amount', async () => {
    const order = await placeCardOrder();
    expect(order.status).toBe('pending');
    expect(order.payment_result?.redirect_url).toMatch(
      /^http:\/\/shop\.test\/test-gateway\/[0-9a-f]{32}$/,
    );
    const page = await get(pathOf(order.payment_result?.redirect_url ?? ''));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('۱٬۱۵۰٬۰۰۰ تومان');
    expect(page.body).toContain('فروشگاه آوند');
    expect(page.body).toMatch(/<button class="pay" type="submit">پرداخت<\/button>/);
    expect(page.body).toMatch(/<button class="cancel" type="submit">انصراف<\/button>/);
  });

  it('pay: the callback is verified before the order is paid, and only once', async () => {
    const order = await placeCardOrder();
    const bank = pathOf(order.payment_result?.redirect_url ?? '');
    const paid = await post(`${bank}/pay`);
    expect(paid.statusCode).toBe(303);
    const callback = String(paid.headers.location);
    expect(callback).toContain('/wp-json/persian-shop/v1/payments/callback?');
    expect(statusOf(order.order_id)).toBe('pending');

    const landed = await get(pathOf(callback));
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe(
      `http://shop.test/checkout/order-received/${order.order_id}/?key=${order.order_key}`,
    );
    expect(statusOf(order.order_id)).toBe('processing');
    const read = await get(
      `/wp-json/persian-shop/v1/orders/${order.order_id}?key=${order.order_key}`,
    );
    expect(read.json<ShopOrder>()).toMatchObject({
      status: 'processing',
      date_paid_gmt: '2025-06-01T12:00:00',
      payment_url: null,
      totals: { total: String(POWER_BANK_PRICE) },
    });

    // A reloaded callback changes nothing; the bank page is gone once used.
    expect((await get(pathOf(callback))).statusCode).toBe(303);
    expect(statusOf(order.order_id)).toBe('processing');
    expect((await get(bank)).statusCode).toBe(404);
    expect((await post(`${bank}/pay`)).statusCode).toBe(303);
  });

  it.each([
    ['a forged signature', (query: URLSearchParams) => query.set('sig', 'f'.repeat(64))],
    ['a changed amount', (query: URLSearchParams) => query.set('amount', '1')],
    ['another order', (query: URLSearchParams) => query.set('order', '1')],
  ])('refuses %s and leaves the order pending', async (_name, tamper) => {
    const order = await placeCardOrder();
    const paid = await post(`${pathOf(order.payment_result?.redirect_url ?? '')}/pay`);
    const url = new URL(String(paid.headers.location));
    tamper(url.searchParams);
    const response = await get(url.pathname + url.search);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'persian_shop_payment_rejected',
      message: 'پاسخ درگاه پرداخت معتبر نیست؛ وضعیت سفارش تغییری نکرد.',
      data: { status: 400 },
    });
    expect(statusOf(order.order_id)).toBe('pending');
  });

  it('cancel leaves the order unpaid with a retry link that starts a fresh payment', async () => {
    const order = await placeCardOrder();
    const bank = pathOf(order.payment_result?.redirect_url ?? '');
    const cancelled = await post(`${bank}/cancel`);
    const landed = await get(pathOf(String(cancelled.headers.location)));
    expect(landed.statusCode).toBe(303);
    expect(statusOf(order.order_id)).toBe('pending');
    const read = (
      await get(`/wp-json/persian-shop/v1/orders/${order.order_id}?key=${order.order_key}`)
    ).json<ShopOrder>();
    expect(read.payment_url).toBe(
      `http://shop.test/wp-json/persian-shop/v1/orders/${order.order_id}/pay?key=${order.order_key}`,
    );

    // The pay link only reads: with the attempt spent it leads to the order received page,
    // whose pay button POSTs to it for a fresh payment.
    const link = await get(pathOf(read.payment_url ?? ''));
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe(
      `http://shop.test/checkout/order-received/${order.order_id}/?key=${order.order_key}`,
    );
    const retry = await post(pathOf(read.payment_url ?? ''));
    expect(retry.statusCode).toBe(303);
    const secondBank = pathOf(String(retry.headers.location));
    expect(secondBank).toMatch(/^\/test-gateway\/[0-9a-f]{32}$/);
    expect(secondBank).not.toBe(bank);
    const paid = await post(`${secondBank}/pay`);
    await get(pathOf(String(paid.headers.location)));
    expect(statusOf(order.order_id)).toBe('processing');

    // Paid: the retry link now just shows the order received page.
    const after = await get(pathOf(read.payment_url ?? ''));
    expect(after.headers.location).toBe(
      `http://shop.test/checkout/order-received/${order.order_id}/?key=${order.order_key}`,
    );
    // The old token from before the cancel cannot pay a second time.
    expect((await get(bank)).statusCode).toBe(404);
  });

  it('a cancelled payment gives the shopper their cart back, once, and the order stays pending', async () => {
    const shopper = await Shopper.arrive(server.app);
    await shopper.add(ids.simpleInStock.id, 2);
    const order = (
      await shopper.checkout({ payment_method: 'persian_card' })
    ).json<StoreCheckoutResponse>();
    const lines = async () =>
      (await shopper.cart()).json<StoreCart>().items.map((item) => [item.id, item.quantity]);
    expect(await lines()).toEqual([]);

    const bank = pathOf(order.payment_result?.redirect_url ?? '');
    const cancelled = await post(`${bank}/cancel`);
    const callback = pathOf(String(cancelled.headers.location));
    await get(callback);
    expect(await lines()).toEqual([[ids.simpleInStock.id, 2]]);
    expect(statusOf(order.order_id)).toBe('pending');
    // A reloaded callback, or a second cancelled attempt, adds nothing more.
    await get(callback);
    const retry = await post(
      `/wp-json/persian-shop/v1/orders/${order.order_id}/pay?key=${order.order_key}`,
    );
    const secondBank = pathOf(String(retry.headers.location));
    await get(pathOf(String((await post(`${secondBank}/cancel`)).headers.location)));
    expect(await lines()).toEqual([[ids.simpleInStock.id, 2]]);
  });

  it('a cancelled payment returns to the checkout, and paying later from the order page empties the cart (issue 25)', async () => {
    const shopper = await Shopper.arrive(server.app);
    await shopper.add(ids.simpleInStock.id, 1);
    const order = (
      await shopper.checkout({ payment_method: 'persian_card' })
    ).json<StoreCheckoutResponse>();
    const bank = pathOf(order.payment_result?.redirect_url ?? '');
    const landed = await get(pathOf(String((await post(`${bank}/cancel`)).headers.location)));
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe('http://shop.test/checkout/?payment=cancelled');
    expect((await shopper.cart()).json<StoreCart>().items_count).toBe(1);

    // «پرداخت» on the order page instead of the checkout: paid, and the cart given back is gone.
    const retry = await post(
      `/wp-json/persian-shop/v1/orders/${order.order_id}/pay?key=${order.order_key}`,
    );
    const paid = await post(`${pathOf(String(retry.headers.location))}/pay`);
    const callback = pathOf(String(paid.headers.location));
    await get(callback);
    expect(statusOf(order.order_id)).toBe('processing');
    expect((await shopper.cart()).json<StoreCart>().items_count).toBe(0);
    // A reloaded callback empties nothing more: what the shopper added since stays.
    await shopper.add(ids.simpleInStock.id, 1);
    await get(callback);
    expect((await shopper.cart()).json<StoreCart>().items_count).toBe(1);
  });

  it('placing the given-back cart again pays the same pending order, not a second one (issue 25)', async () => {
    const shopper = await Shopper.arrive(server.app);
    await shopper.add(ids.simpleInStock.id, 2);
    const order = (
      await shopper.checkout({ payment_method: 'persian_card' })
    ).json<StoreCheckoutResponse>();
    const stock = () =>
      (
        server.db
          .prepare('SELECT stock_quantity AS n FROM products WHERE id = ?')
          .get(ids.simpleInStock.id) as { n: number }
      ).n;
    const held = stock();
    const bank = pathOf(order.payment_result?.redirect_url ?? '');
    await get(pathOf(String((await post(`${bank}/cancel`)).headers.location)));
    const orderCount = () =>
      (
        server.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE order_key <> ''").get() as {
          n: number;
        }
      ).n;
    const before = orderCount();

    const again = await shopper.checkout({ payment_method: 'persian_card' });
    expect(again.statusCode).toBe(200);
    const resumed = again.json<StoreCheckoutResponse>();
    expect(resumed.order_id).toBe(order.order_id);
    expect(resumed.order_key).toBe(order.order_key);
    expect(orderCount()).toBe(before);
    // Its units were already held: not taken a second time.
    expect(stock()).toBe(held);
    expect((await shopper.cart()).json<StoreCart>().items_count).toBe(0);
    const secondBank = pathOf(resumed.payment_result?.redirect_url ?? '');
    expect(secondBank).not.toBe(bank);
    await get(pathOf(String((await post(`${secondBank}/pay`)).headers.location)));
    expect(statusOf(order.order_id)).toBe('processing');

    // A cart that differs from the order is a new order.
    await shopper.add(ids.simpleInStock.id, 1);
    const other = (await shopper.checkout({ payment_method: 'cod' })).json<StoreCheckoutResponse>();
    expect(other.order_id).not.toBe(order.order_id);
  });

  it('the retry link needs the order key', async () => {
    const order = await placeCardOrder();
    const response = await get(
      `/wp-json/persian-shop/v1/orders/${order.order_id}/pay?key=wc_order_AAAAAAAAAAAAA`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('persian_shop_order_not_found');
  });

  it('lists the payment methods, named as the shopper reads them elsewhere, with the card for card-to-card', async () => {
    const methods = (await get('/wp-json/persian-shop/v1/payment-methods')).json();
    expect(methods.map((method: { id: string }) => method.id)).toEqual([
      'cod',
      'bacs',
      'persian_card',
    ]);
    // The client's catalogue says the same (contracts/paymentMethodNames.ts).
    expect(methods.map((method: { title: string }) => method.title)).toEqual([
      'پرداخت در محل',
      'کارت به کارت',
      'پرداخت اینترنتی (کارت بانکی یا کیف پول)',
    ]);
    expect(methods[1]).toMatchObject({ card_number: expect.stringMatching(/^\d{16}$/) });
  });
});
