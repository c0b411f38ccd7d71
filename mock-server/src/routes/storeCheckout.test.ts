// The Store API checkout: an order placed in one transaction at catalogue prices, every bad field
// at once with nothing written, stock and coupon re-checked, cached answers sold out at once.
import type { StoreCheckoutResponse } from '../../../contracts/checkout';
import { checkoutFieldErrors } from '../../../contracts/checkout';
import type { StoreCart, StoreProduct } from '../../../contracts/store';
import { catalogFixture, setStock } from '../../test/catalogStates';
import { checkoutBody, NO_CAP, persianBilling, Shopper } from '../../test/checkoutKit';
import { checkoutSuite, type CheckoutSuite } from '../../test/checkoutSuite';
import { buildTestApp, type TestApp } from '../../test/server';
import { createSqliteCouponsRepository } from '../storage/couponsRepository';

// Some cases build a second shop with other settings: seconds on a busy machine.
jest.setTimeout(30_000);

const start = new Date('2025-06-01T12:00:00Z');
let now = start;
const POWER_BANK_PRICE = 1_150_000;
const PRODUCTS = '/wp-json/wc/store/v1/products';

describe('Store API checkout', () => {
  let server: TestApp;
  let ids: CheckoutSuite['ids'];
  checkoutSuite(
    () => now,
    (suite) => ({ server, ids } = suite),
  );
  afterEach(() => {
    now = start;
  });

  const count = (sql: string, ...params: unknown[]) =>
    (server.db.prepare(sql).get(...params) as { n: number }).n;
  const stockOf = (id: number) =>
    (
      server.db.prepare('SELECT stock_quantity AS n FROM products WHERE id = ?').get(id) as {
        n: number;
      }
    ).n;
  const orderCount = () => count('SELECT COUNT(*) AS n FROM orders');

  async function shopperWith(quantity: number) {
    const shopper = await Shopper.arrive(server.app);
    await shopper.add(ids.simpleInStock.id, quantity);
    return shopper;
  }

  it('places a cash-on-delivery order: one transaction, attribution stored, cart emptied', async () => {
    const shopper = await shopperWith(2);
    const response = await shopper.checkout();
    expect(response.statusCode).toBe(200);
    const body = response.json<StoreCheckoutResponse>();
    expect(body).toMatchObject({
      status: 'processing',
      order_number: String(body.order_id),
      customer_id: 0,
      payment_method: 'cod',
      billing_address: {
        postcode: '1434863111',
        phone: '09123456789',
        city: 'تهران',
        state: 'THR',
        email: 'maryam@example.com',
      },
      shipping_address: { postcode: '1434863111', city: 'تهران' },
      payment_result: {
        payment_status: 'success',
        redirect_url: `http://shop.test/checkout/order-received/${body.order_id}/?key=${body.order_key}`,
      },
    });
    expect(body.order_key).toMatch(/^wc_order_[A-Za-z0-9]{13}$/);

    const order = server.db.prepare('SELECT * FROM orders WHERE id = ?').get(body.order_id);
    expect(order).toMatchObject({
      total: 2 * POWER_BANK_PRICE,
      subtotal: 2 * POWER_BANK_PRICE,
      status: 'processing',
      currency: 'IRT',
      customer_user_agent: 'jest',
    });
    const meta = Object.fromEntries(
      (
        server.db
          .prepare('SELECT meta_key, meta_value FROM order_meta WHERE order_id = ?')
          .all(body.order_id) as { meta_key: string; meta_value: string }[]
      ).map((row) => [row.meta_key, row.meta_value]),
    );
    expect(meta).toMatchObject({
      _wc_order_attribution_source_type: 'utm',
      _wc_order_attribution_utm_source: 'instagram',
      _wc_order_attribution_utm_medium: 'social',
      _wc_order_attribution_utm_campaign: 'yalda',
      _wc_order_attribution_session_pages: '3',
      _wc_order_attribution_device_type: 'Mobile',
    });
    expect(
      server.db
        .prepare('SELECT quantity, price, total FROM order_lines WHERE order_id = ?')
        .all(body.order_id),
    ).toEqual([{ quantity: 2, price: POWER_BANK_PRICE, total: 2 * POWER_BANK_PRICE }]);
    expect(stockOf(ids.simpleInStock.id)).toBe(23);
    expect((await shopper.cart()).json<StoreCart>().items).toEqual([]);
  });

  it('prices come from the catalogue at checkout, with the coupon re-checked and stored', async () => {
    const shopper = await shopperWith(2);
    await shopper.post('cart/apply-coupon', { code: 'nowruz' });
    // The price changes after the cart was filled: the order charges today's price.
    server.db
      .prepare('UPDATE products SET regular_price = 1200000 WHERE id = ?')
      .run(ids.simpleInStock.id);
    try {
      const body = (await shopper.checkout()).json<StoreCheckoutResponse>();
      expect(
        server.db
          .prepare('SELECT total, discount_total FROM orders WHERE id = ?')
          .get(body.order_id),
      ).toEqual({
        total: 2_400_000 - 200_000,
        discount_total: 200_000,
      });
      expect(
        server.db
          .prepare('SELECT code, discount FROM order_coupons WHERE order_id = ?')
          .all(body.order_id),
      ).toEqual([{ code: 'nowruz', discount: 200_000 }]);
    } finally {
      server.db
        .prepare('UPDATE products SET regular_price = ? WHERE id = ?')
        .run(POWER_BANK_PRICE, ids.simpleInStock.id);
    }
  });

  it('answers every bad field at once in WooCommerce shape and writes nothing', async () => {
    const shopper = await shopperWith(1);
    const before = orderCount();
    const response = await shopper.checkout({
      billing_address: {
        ...persianBilling(),
        postcode: '۱۲۳',
        phone: '۰۲۱۸۸۸۸۸۸۸۸',
        city: 'اصفهان',
      },
      additional_fields: { 'persian-shop/national-code': '0499370898' },
    });
    expect(response.statusCode).toBe(400);
    const error = response.json<{ code: string; message: string; data: unknown }>();
    expect(error.code).toBe('rest_invalid_param');
    expect(error.message).toBe('پارامتر(های) نامعتبر: billing_address, additional_fields');
    expect(checkoutFieldErrors(error.data)).toEqual([
      expect.objectContaining({ param: 'billing_address', field: 'city', code: 'invalid_city' }),
      expect.objectContaining({
        param: 'billing_address',
        field: 'postcode',
        code: 'invalid_postcode',
        message: 'کد پستی باید ۱۰ رقم باشد.',
      }),
      expect.objectContaining({ param: 'billing_address', field: 'phone', code: 'invalid_phone' }),
      expect.objectContaining({
        param: 'additional_fields',
        field: 'persian-shop/national-code',
        code: 'invalid_national_code',
      }),
    ]);
    expect(orderCount()).toBe(before);
    expect(stockOf(ids.simpleInStock.id)).toBe(25);
    expect((await shopper.cart()).json<StoreCart>().items_count).toBe(1);
  });

  it('out of stock at checkout: a clear Persian 409 and nothing changes', async () => {
    const shopper = await shopperWith(3);
    setStock(server.db, ids.simpleInStock.id, 2);
    const before = orderCount();
    const response = await shopper.checkout();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'woocommerce_rest_product_partially_out_of_stock',
      message:
        'موجودی «پاوربانک ۲۰ هزار میلی‌آمپر» کافی نیست. لطفاً تعداد آن را در سبد خرید کم کنید.',
      data: { status: 409 },
    });
    setStock(server.db, ids.simpleInStock.id, 0);
    const none = await shopper.checkout();
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('woocommerce_rest_product_out_of_stock');
    expect(orderCount()).toBe(before);
    expect(stockOf(ids.simpleInStock.id)).toBe(0);
    expect((await shopper.cart()).json<StoreCart>().items_count).toBe(3);
  });

  it('refuses an empty cart, a missing and an unknown payment method', async () => {
    const empty = await Shopper.arrive(server.app);
    const emptyCart = { code: 'woocommerce_rest_cart_empty', data: { status: 409 } };
    const refused = await empty.checkout();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(emptyCart);
    // WooCommerce 9.9.5 looks at the cart before the address: an address the Iranian rules
    // refuse, or no payment method, still gets the empty-cart answer.
    const badAddress = { ...persianBilling(), postcode: '12345', phone: '0912' };
    expect((await empty.checkout({ billing_address: badAddress })).json()).toMatchObject(emptyCart);
    const { payment_method: _none, ...noMethod } = checkoutBody();
    expect((await empty.post('checkout', noMethod)).json()).toMatchObject(emptyCart);
    const shopper = await shopperWith(1);
    const { payment_method: _method, ...withoutMethod } = checkoutBody();
    expect((await shopper.post('checkout', withoutMethod)).json().code).toBe(
      'woocommerce_rest_checkout_missing_payment_method',
    );
    expect((await shopper.checkout({ payment_method: 'paypal' as 'cod' })).json().code).toBe(
      'woocommerce_rest_checkout_payment_method_disabled',
    );
  });

  it('refuses attribution WooCommerce would refuse, as a field error, writing nothing', async () => {
    const shopper = await shopperWith(1);
    const before = orderCount();
    const response = await shopper.checkout({
      extensions: { 'woocommerce/order-attribution': { utm_source: 'x', user_ip: '6.6.6.6' } },
    });
    expect(response.statusCode).toBe(400);
    expect(checkoutFieldErrors(response.json().data)).toEqual([
      expect.objectContaining({
        param: 'extensions',
        field: 'user_ip',
        code: 'invalid_order_attribution',
      }),
    ]);
    expect(orderCount()).toBe(before);
    expect(stockOf(ids.simpleInStock.id)).toBe(25);
  });

  it('a coupon that expired since it was applied: 409, taken off the cart, no order', async () => {
    createSqliteCouponsRepository(server.db).save({
      code: 'flash',
      discountType: 'percent',
      amount: 5,
      minimumAmount: 0,
      expiresGmt: '2025-06-01T12:30:00',
      description: '',
    });
    const shopper = await shopperWith(1);
    expect((await shopper.post('cart/apply-coupon', { code: 'flash' })).statusCode).toBe(200);
    now = new Date('2025-06-01T13:00:00Z');
    const before = orderCount();
    const response = await shopper.checkout();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'woocommerce_rest_cart_coupon_errors',
      message: expect.stringContaining('منقضی'),
    });
    expect(orderCount()).toBe(before);
    // The coupon is gone, so the shopper's next try goes through at the full price.
    const retry = await shopper.checkout();
    expect(retry.statusCode).toBe(200);
  });

  it('bank transfer: on-hold with the reference; without one, a field error', async () => {
    const shopper = await shopperWith(1);
    const missing = await shopper.checkout({ payment_method: 'bacs' });
    expect(checkoutFieldErrors(missing.json().data)).toEqual([
      expect.objectContaining({
        param: 'payment_data',
        field: 'transfer_reference',
        code: 'required_transfer_reference',
      }),
    ]);
    const response = await shopper.checkout({
      payment_method: 'bacs',
      payment_data: [{ key: 'transfer_reference', value: '۹۸۷۶۵۴۳۲' }],
    });
    const body = response.json<StoreCheckoutResponse>();
    expect(body.status).toBe('on-hold');
    const order = await server.app.inject({
      url: `/wp-json/persian-shop/v1/orders/${body.order_id}?key=${body.order_key}`,
      headers: { host: 'shop.test' },
    });
    expect(order.json()).toMatchObject({
      status: 'on-hold',
      payment_method: 'bacs',
      payment_method_title: 'کارت به کارت',
      transfer_reference: '98765432',
      payment_url: null,
    });
  });

  describe('cached catalogue answers after a checkout takes the last units', () => {
    const listed = async (url: string) => {
      const response = await server.app.inject({ url, headers: { host: 'shop.test' } });
      expect(response.statusCode).toBe(200);
      return response.json<StoreProduct | StoreProduct[]>();
    };
    const inStock = (answer: StoreProduct | StoreProduct[]) =>
      (Array.isArray(answer) ? answer : [answer]).map((product) => product.is_in_stock);

    it('a simple product: the listing, search and product answers show it sold out at once', async () => {
      setStock(server.db, ids.simpleInStock.id, 2);
      const urls = [
        `${PRODUCTS}?include=${ids.simpleInStock.id}`,
        `${PRODUCTS}?include=${ids.simpleInStock.id}&_fields=id,is_in_stock,stock_availability`,
        `${PRODUCTS}/${ids.simpleInStock.id}`,
        `${PRODUCTS}/${ids.simpleInStock.slug}`,
      ];
      for (const url of urls) {
        // Twice, so the second answer comes from the caches.
        await listed(url);
        expect(inStock(await listed(url))).toEqual([true]);
      }
      const shopper = await shopperWith(2);
      expect((await shopper.checkout()).statusCode).toBe(200);
      for (const url of urls) {
        const answer = await listed(url);
        expect({ url, inStock: inStock(answer) }).toEqual({ url, inStock: [false] });
        const product = Array.isArray(answer) ? answer[0] : answer;
        expect(product?.stock_availability).toEqual({ text: 'ناموجود', class: 'out-of-stock' });
      }
    });

    it('a variable product: answers equal a cache-free server after checkouts and stock writes', async () => {
      const variationIds = [
        ids.vectorProduct.redSmall,
        ids.vectorProduct.redMedium,
        ids.vectorProduct.blueAnySize,
        ids.vectorProduct.greenLarge,
      ];
      const stockOf = server.db.prepare<[number], { quantity: number | null; status: string }>(
        'SELECT stock_quantity AS quantity, stock_status AS status FROM products WHERE id = ?',
      );
      const before = variationIds.map((id) => stockOf.get(id));
      const urls = [
        `${PRODUCTS}?include=${ids.vectorProduct.id}`,
        `${PRODUCTS}?category=clothing&per_page=50`,
        `${PRODUCTS}/${ids.vectorProduct.slug}`,
      ];
      const bodies = async (app: TestApp['app']) =>
        Promise.all(
          urls.map(async (url) => (await app.inject({ url, headers: { host: 'shop.test' } })).body),
        );
      const sameAsUncached = async () => {
        const fresh = await buildTestApp({
          clock: () => now,
          database: server.db,
          checkout: NO_CAP,
        });
        try {
          expect(await bodies(server.app)).toEqual(await bodies(fresh.app));
        } finally {
          await fresh.close();
        }
      };
      try {
        for (const id of variationIds) {
          setStock(server.db, id, id === ids.vectorProduct.redSmall ? 1 : 0);
        }
        await bodies(server.app);
        expect(inStock(await listed(urls[0] ?? ''))).toEqual([true]);
        const shopper = await Shopper.arrive(server.app);
        await shopper.add(ids.vectorProduct.redSmall, 1);
        expect((await shopper.checkout()).statusCode).toBe(200);
        await sameAsUncached();
        // The catalogue's own stock write (an admin, a provider state) reaches the answers too.
        setStock(server.db, ids.vectorProduct.redSmall, 0);
        expect(inStock(await listed(urls[0] ?? ''))).toEqual([false]);
        await sameAsUncached();
      } finally {
        variationIds.forEach((id, index) => {
          const row = before[index];
          if (row) {
            server.db
              .prepare('UPDATE products SET stock_quantity = ?, stock_status = ? WHERE id = ?')
              .run(row.quantity, row.status, id);
          }
        });
      }
    });
  });
});

describe('Store API checkout: email optional beside the mobile (issue 25, CHECKOUT_EMAIL_OPTIONAL)', () => {
  async function orderWithoutEmail(emailOptional?: boolean) {
    const server = await buildTestApp({
      clock: () => start,
      checkout: { ...NO_CAP, ...(emailOptional === undefined ? {} : { emailOptional }) },
    });
    try {
      const ids = catalogFixture(server.db);
      const shopper = await Shopper.arrive(server.app);
      await shopper.add(ids.simpleInStock.id, 1);
      const response = await shopper.checkout({
        billing_address: { ...persianBilling(), email: '' },
      });
      return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
    } finally {
      await server.close();
    }
  }

  it('by default a guest orders with a mobile and no email', async () => {
    const placed = await orderWithoutEmail();
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ billing_address: { email: '', phone: '09123456789' } });
  });

  it('switched off, the email is required as in stock WooCommerce', async () => {
    const refused = await orderWithoutEmail(false);
    expect(refused.status).toBe(400);
    expect(checkoutFieldErrors(refused.body.data)).toEqual([
      expect.objectContaining({ field: 'email', code: 'required_email' }),
    ]);
  });
});
