// Issue 11, items 2 and 8: the local test gateway lets any shopper mark their own card order
// paid, so a production server must not offer it unless told to; and the retry link of an
// unpaid order must not write a payment attempt on every GET.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PaymentMethodInfo, StoreCheckoutResponse } from '../../../contracts/checkout';
import type { ShopOrder } from '../../../contracts/orders';
import { catalogFixture, setStock } from '../catalogStates';
import { checkoutBody } from '../checkoutKit';
import { startMain } from '../mainProcess';
import { startTestServer, type TestServer } from '../server';

jest.setTimeout(60_000);

const STORE = '/wp-json/wc/store/v1';

/** A guest with one power bank in the cart, then the checkout with `method`. */
async function checkoutWith(url: string, method: string): Promise<Response> {
  const products = (await (
    await fetch(`${url}${STORE}/products?slug=power-bank-20000`)
  ).json()) as { id: number }[];
  const cart = await fetch(`${url}${STORE}/cart`);
  await cart.arrayBuffer();
  const token = cart.headers.get('cart-token') ?? '';
  const headers = { 'content-type': 'application/json', 'cart-token': token };
  const added = await fetch(`${url}${STORE}/cart/add-item`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ id: products[0]?.id, quantity: 1 }),
  });
  expect(added.status).toBe(201);
  return fetch(`${url}${STORE}/checkout`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...checkoutBody(), payment_method: method }),
  });
}

const methodIds = async (url: string) =>
  (
    (await (await fetch(`${url}/wp-json/persian-shop/v1/payment-methods`)).json()) as {
      id: string;
    }[]
  ).map((method) => method.id);

describe('security: the test gateway in production (PAYMENT_TEST_GATEWAY)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-payments-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('NODE_ENV=production without the flag: no card payment offered, accepted or playable', async () => {
    const running = await startMain({
      NODE_ENV: 'production',
      DATABASE: path.join(dir, 'off.sqlite'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
    });
    try {
      expect(await methodIds(running.url)).toEqual(['cod', 'bacs']);
      const refused = await checkoutWith(running.url, 'persian_card');
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { code: string; message: string; data: unknown };
      expect(body).toMatchObject({
        code: 'woocommerce_rest_checkout_payment_method_disabled',
        data: { status: 400 },
      });
      expect(body.message).toMatch(/[\u0600-\u06FF]/);
      // The bank's pages are not there at all.
      expect((await fetch(`${running.url}/test-gateway/gateway.css`)).status).toBe(404);
      expect(
        (await fetch(`${running.url}/test-gateway/${'a'.repeat(32)}/pay`, { method: 'POST' }))
          .status,
      ).toBe(404);
      // Cash on delivery still works.
      expect((await checkoutWith(running.url, 'cod')).status).toBe(200);
    } finally {
      await running.stop();
    }
  });

  it('NODE_ENV=production with PAYMENT_TEST_GATEWAY=on: an error line at start and the notice', async () => {
    const running = await startMain({
      NODE_ENV: 'production',
      PAYMENT_TEST_GATEWAY: 'on',
      DATABASE: path.join(dir, 'on.sqlite'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
    });
    try {
      const warned = running.logs.find(
        (line) => line.level === 50 && /PAYMENT_TEST_GATEWAY/.test(line.msg ?? ''),
      );
      expect(warned).toBeDefined();
      const methods = (await (
        await fetch(`${running.url}/wp-json/persian-shop/v1/payment-methods`)
      ).json()) as PaymentMethodInfo[];
      expect(methods.find((method) => method.id === 'persian_card')).toMatchObject({
        test_mode: true,
      });
      const placed = (await (
        await checkoutWith(running.url, 'persian_card')
      ).json()) as StoreCheckoutResponse;
      const page = await fetch(placed.payment_result?.redirect_url ?? '');
      expect(await page.text()).toContain('پرداخت آزمایشی؛ پولی جابه‌جا نمی‌شود.');
    } finally {
      await running.stop();
    }
  });

  it('rejects a value other than on or off', async () => {
    const outcome = await startMain({
      PAYMENT_TEST_GATEWAY: 'yes',
      DATABASE: path.join(dir, 'bad.sqlite'),
    }).then(
      async (running) => {
        await running.stop();
        return 'started';
      },
      (error: unknown) => String(error),
    );
    expect(outcome).toMatch(/PAYMENT_TEST_GATEWAY must be on or off/);
  });
});

describe('security: the retry link writes nothing on GET', () => {
  let server: TestServer;
  let productId: number;
  beforeAll(async () => {
    server = await startTestServer();
    productId = catalogFixture(server.db).simpleInStock.id;
    setStock(server.db, productId, 25);
  });
  afterAll(() => server.close());

  const attempts = (orderId: number) =>
    (
      server.db
        .prepare('SELECT COUNT(*) AS n FROM payment_attempts WHERE order_id = ?')
        .get(orderId) as { n: number }
    ).n;

  async function unpaidCardOrder(): Promise<{ order: StoreCheckoutResponse; payUrl: string }> {
    const response = await checkoutWith(server.url, 'persian_card');
    const order = (await response.json()) as StoreCheckoutResponse;
    const read = (await (
      await fetch(
        `${server.url}/wp-json/persian-shop/v1/orders/${order.order_id}?key=${order.order_key}`,
      )
    ).json()) as ShopOrder;
    return { order, payUrl: read.payment_url ?? '' };
  }

  it('50 GETs of the retry link store no payment attempt', async () => {
    const { order, payUrl } = await unpaidCardOrder();
    expect(attempts(order.order_id)).toBe(1);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => fetch(payUrl, { redirect: 'manual' })),
    );
    for (const answer of answers) expect(answer.status).toBe(302);
    // Every GET leads to the one live attempt the checkout started.
    expect(new Set(answers.map((answer) => answer.headers.get('location'))).size).toBe(1);
    expect(answers[0]?.headers.get('location')).toBe(order.payment_result?.redirect_url);
    expect(attempts(order.order_id)).toBe(1);
  });

  it('one live attempt per order: repeated POSTs of the pay button reuse it', async () => {
    const { order, payUrl } = await unpaidCardOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => fetch(payUrl, { method: 'POST', redirect: 'manual' })),
    );
    for (const answer of answers) expect(answer.status).toBe(303);
    expect(new Set(answers.map((answer) => answer.headers.get('location'))).size).toBe(1);
    expect(attempts(order.order_id)).toBe(1);

    // After a cancel on the bank's page the attempt is spent: the pay button starts one more.
    const bank = order.payment_result?.redirect_url ?? '';
    const cancelled = await fetch(`${bank}/cancel`, { method: 'POST', redirect: 'manual' });
    await fetch(cancelled.headers.get('location') ?? '', { redirect: 'manual' });
    const again = await fetch(payUrl, { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).not.toBe(bank);
    expect(attempts(order.order_id)).toBe(2);
  });
});
