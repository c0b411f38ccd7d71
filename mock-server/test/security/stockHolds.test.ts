// Issue 11, item 3: unpaid orders must not hold stock for ever. Replays the attack over real
// HTTP: a guest card checkout of every unit that is never paid, unpaid orders piled up by one
// shopper, and a line of thousands of units of a product whose stock is not tracked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { StoreCheckoutRequest } from '../../../contracts/checkout';
import { catalogFixture, setStock } from '../catalogStates';
import { checkoutBody, persianBilling } from '../checkoutKit';
import { startTestServer, type TestServer } from '../server';
import { closeDatabase, openDatabase } from '../../src/storage/database';

const STORE = '/wp-json/wc/store/v1';
const HOLD_MINUTES = 60;
const START = new Date('2025-06-01T12:00:00Z');

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One shopper over HTTP: its own cart (Cart-Token), no cookie, no nonce. */
class Buyer {
  private constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  static async arrive(url: string): Promise<Buyer> {
    const response = await fetch(`${url}${STORE}/cart`);
    await response.arrayBuffer();
    return new Buyer(url, response.headers.get('cart-token') ?? '');
  }

  async post(route: string, body: object): Promise<Answer> {
    const response = await fetch(`${this.url}${STORE}/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cart-token': this.token },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  add(id: number, quantity: number): Promise<Answer> {
    return this.post('cart/add-item', { id, quantity });
  }

  checkout(overrides: Partial<StoreCheckoutRequest> = {}): Promise<Answer> {
    return this.post('checkout', checkoutBody(overrides));
  }
}

/** A billing contact of its own (email, mobile, address), so only the rule under test applies. */
function contact(n: number, extra: Partial<StoreCheckoutRequest['billing_address']> = {}) {
  return {
    billing_address: {
      ...persianBilling(),
      email: `buyer${n}@example.com`,
      phone: `0935${String(1_000_000 + n).slice(-7)}`,
      postcode: `14348${String(10_000 + n).slice(-5)}`,
      ...extra,
    },
  };
}

const stockOf = (db: Database.Database, id: number) =>
  (db.prepare('SELECT stock_quantity AS n FROM products WHERE id = ?').get(id) as { n: number }).n;
const orderCount = (db: Database.Database) =>
  (db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;

async function orderStatus(url: string, id: unknown, key: unknown): Promise<unknown> {
  const response = await fetch(
    `${url}/wp-json/persian-shop/v1/orders/${String(id)}?key=${String(key)}`,
  );
  return ((await response.json()) as { status?: unknown }).status;
}

describe('security: unpaid orders give their stock back (HOLD_STOCK_MINUTES)', () => {
  let now = START;
  let server: TestServer;
  let productId: number;
  beforeAll(async () => {
    server = await startTestServer({ clock: () => now });
    productId = catalogFixture(server.db).simpleInStock.id;
  });
  afterAll(() => server.close());

  it('a never-paid guest card order of all 10 units is cancelled after the hold time and the stock comes back', async () => {
    setStock(server.db, productId, 10);
    const hoarder = await Buyer.arrive(server.url);
    expect((await hoarder.add(productId, 10)).status).toBe(201);
    const hoard = await hoarder.checkout({ payment_method: 'persian_card', ...contact(1) });
    expect(hoard.status).toBe(200);
    expect(stockOf(server.db, productId)).toBe(0);

    // A real buyer is refused while the unpaid order holds the units...
    const buyer = await Buyer.arrive(server.url);
    expect((await buyer.add(productId, 1)).status).toBe(400);

    // ...and still one minute before the hold time is up.
    now = new Date(START.getTime() + (HOLD_MINUTES - 1) * 60_000);
    server.app.unpaidOrderSweep?.run();
    expect(await orderStatus(server.url, hoard.body.order_id, hoard.body.order_key)).toBe(
      'pending',
    );

    now = new Date(START.getTime() + (HOLD_MINUTES + 1) * 60_000);
    server.app.unpaidOrderSweep?.run();
    expect(await orderStatus(server.url, hoard.body.order_id, hoard.body.order_key)).toBe(
      'cancelled',
    );
    expect(stockOf(server.db, productId)).toBe(10);

    // The real buyer now gets the units; the cancelled order offers no payment any more.
    expect((await buyer.add(productId, 1)).status).toBe(201);
    const bought = await buyer.checkout(contact(2));
    expect(bought.status).toBe(200);
    expect(stockOf(server.db, productId)).toBe(9);
    const retry = await fetch(
      `${server.url}/wp-json/persian-shop/v1/orders/${String(hoard.body.order_id)}?key=${String(hoard.body.order_key)}`,
    );
    expect(((await retry.json()) as { payment_url: unknown }).payment_url).toBeNull();
    now = START;
  });

  it('cash on delivery and card-to-card orders are not cancelled by the sweep', async () => {
    setStock(server.db, productId, 10);
    const cod = await Buyer.arrive(server.url);
    await cod.add(productId, 2);
    const placed = await cod.checkout(contact(3));
    expect(placed.status).toBe(200);
    now = new Date(START.getTime() + 3 * HOLD_MINUTES * 60_000);
    server.app.unpaidOrderSweep?.run();
    expect(await orderStatus(server.url, placed.body.order_id, placed.body.order_key)).toBe(
      'processing',
    );
    expect(stockOf(server.db, productId)).toBe(8);
    now = START;
  });
});

describe('security: unconfirmed cash on delivery orders give their stock back (COD_RELEASE_HOURS)', () => {
  const RELEASE_HOURS = 48;
  let now = START;
  let server: TestServer;
  let productId: number;
  beforeAll(async () => {
    server = await startTestServer({
      clock: () => now,
      checkout: { codReleaseHours: RELEASE_HOURS },
    });
    productId = catalogFixture(server.db).simpleInStock.id;
  });
  afterAll(() => server.close());

  it('keeps the order until the release time, then cancels it and puts the units back', async () => {
    setStock(server.db, productId, 8);
    const hoarder = await Buyer.arrive(server.url);
    await hoarder.add(productId, 8);
    const placed = await hoarder.checkout(contact(90));
    expect(placed.status).toBe(200);
    expect(stockOf(server.db, productId)).toBe(0);

    now = new Date(START.getTime() + (RELEASE_HOURS * 60 - 1) * 60_000);
    server.app.unpaidOrderSweep?.run();
    expect(await orderStatus(server.url, placed.body.order_id, placed.body.order_key)).toBe(
      'processing',
    );
    now = new Date(START.getTime() + (RELEASE_HOURS * 60 + 1) * 60_000);
    server.app.unpaidOrderSweep?.run();
    expect(await orderStatus(server.url, placed.body.order_id, placed.body.order_key)).toBe(
      'cancelled',
    );
    expect(stockOf(server.db, productId)).toBe(8);
    now = START;
  });

  it('leaves a cash on delivery order the owner confirmed (paid at the door) alone', async () => {
    setStock(server.db, productId, 2);
    const buyer = await Buyer.arrive(server.url);
    await buyer.add(productId, 2);
    const placed = await buyer.checkout(contact(91));
    expect(placed.status).toBe(200);
    server.db
      .prepare("UPDATE orders SET paid_gmt = '2025-06-01 13:00:00' WHERE id = ?")
      .run(placed.body.order_id);
    now = new Date(START.getTime() + 3 * RELEASE_HOURS * 3_600_000);
    server.app.unpaidOrderSweep?.run();
    expect(await orderStatus(server.url, placed.body.order_id, placed.body.order_key)).toBe(
      'processing',
    );
    expect(stockOf(server.db, productId)).toBe(0);
    now = START;
  });
});

describe('security: the sweep survives a restart', () => {
  let folder: string;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-stock-holds-'));
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('an order already due when the server starts is cancelled at start, its stock restored', async () => {
    const file = path.join(folder, 'shop.sqlite');
    let db = openDatabase(file);
    const first = await startTestServer({ database: db, clock: () => START });
    const productId = catalogFixture(db).simpleInStock.id;
    setStock(db, productId, 10);
    const hoarder = await Buyer.arrive(first.url);
    await hoarder.add(productId, 10);
    const hoard = await hoarder.checkout({ payment_method: 'persian_card', ...contact(4) });
    expect(hoard.status).toBe(200);
    await first.close();
    closeDatabase(db);

    // Two hours later, a new process on the same file: nobody triggers anything.
    const later = new Date(START.getTime() + 2 * HOLD_MINUTES * 60_000);
    db = openDatabase(file);
    const second = await startTestServer({ database: db, clock: () => later });
    try {
      expect(await orderStatus(second.url, hoard.body.order_id, hoard.body.order_key)).toBe(
        'cancelled',
      );
      expect(stockOf(db, productId)).toBe(10);
      const buyer = await Buyer.arrive(second.url);
      expect((await buyer.add(productId, 10)).status).toBe(201);
      expect((await buyer.checkout(contact(5))).status).toBe(200);
    } finally {
      await second.close();
      closeDatabase(db);
    }
  });
});

describe('security: caps on unpaid orders and on untracked quantities', () => {
  let server: TestServer;
  let ids: ReturnType<typeof catalogFixture>;
  beforeAll(async () => {
    server = await startTestServer({ clock: () => START });
    ids = catalogFixture(server.db);
    setStock(server.db, ids.simpleInStock.id, 1000);
  });
  afterAll(() => server.close());

  function expectTooMany(answer: Answer): void {
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({
      code: 'persian_shop_too_many_unpaid_orders',
      data: { status: 429 },
    });
    expect(String(answer.body.message)).toMatch(/[\u0600-\u06FF]/);
  }

  it('one session: a fourth unpaid order is refused and nothing is written', async () => {
    const shopper = await Buyer.arrive(server.url);
    for (let n = 0; n < 3; n += 1) {
      await shopper.add(ids.simpleInStock.id, 1);
      const placed = await shopper.checkout({ payment_method: 'persian_card', ...contact(10 + n) });
      expect(placed.status).toBe(200);
    }
    await shopper.add(ids.simpleInStock.id, 1);
    const orders = orderCount(server.db);
    const stock = stockOf(server.db, ids.simpleInStock.id);
    expectTooMany(await shopper.checkout({ payment_method: 'persian_card', ...contact(13) }));
    expect(orderCount(server.db)).toBe(orders);
    expect(stockOf(server.db, ids.simpleInStock.id)).toBe(stock);
  });

  it('one billing email or one mobile over many sessions: the fourth cash on delivery order is refused', async () => {
    for (let n = 0; n < 3; n += 1) {
      const shopper = await Buyer.arrive(server.url);
      await shopper.add(ids.simpleInStock.id, 1);
      expect(
        (await shopper.checkout(contact(20 + n, { email: 'hoarder@example.com' }))).status,
      ).toBe(200);
    }
    const byEmail = await Buyer.arrive(server.url);
    await byEmail.add(ids.simpleInStock.id, 1);
    const orders = orderCount(server.db);
    expectTooMany(await byEmail.checkout(contact(30, { email: 'Hoarder@Example.com' })));

    for (let n = 0; n < 3; n += 1) {
      const shopper = await Buyer.arrive(server.url);
      await shopper.add(ids.simpleInStock.id, 1);
      expect((await shopper.checkout(contact(40 + n, { phone: '09350000001' }))).status).toBe(200);
    }
    const byMobile = await Buyer.arrive(server.url);
    await byMobile.add(ids.simpleInStock.id, 1);
    expectTooMany(await byMobile.checkout(contact(50, { phone: '+98 935 000 0001' })));
    expect(orderCount(server.db)).toBe(orders + 3);
  });

  it('one address: eight one-unit cash on delivery orders, each with a fresh cart, email and mobile, are refused after the third', async () => {
    setStock(server.db, ids.simpleInStock.id, 8);
    const statuses: number[] = [];
    for (let n = 0; n < 8; n += 1) {
      const shopper = await Buyer.arrive(server.url);
      await shopper.add(ids.simpleInStock.id, 1);
      // The same door, written a little differently each time: the postcode names it.
      const answer = await shopper.checkout(
        contact(70 + n, { postcode: n % 2 === 0 ? '۱۴۳۴۸-۷۷۷۷۷' : '1434877777' }),
      );
      if (answer.status === 429) expectTooMany(answer);
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(stockOf(server.db, ids.simpleInStock.id)).toBe(5);

    // Shipping to that address with another billing address counts too.
    const shipper = await Buyer.arrive(server.url);
    await shipper.add(ids.simpleInStock.id, 1);
    const { billing_address: shipping } = contact(80, { postcode: '1434877777' });
    const { email: _email, ...shippingAddress } = shipping;
    expectTooMany(await shipper.checkout({ ...contact(81), shipping_address: shippingAddress }));
    setStock(server.db, ids.simpleInStock.id, 1000);
  });

  it('a product without stock tracking: at most 100 per order line, refused like WooCommerce', async () => {
    setStock(server.db, ids.virtualProduct.id, null);
    const shopper = await Buyer.arrive(server.url);
    // A new line is trimmed to the limit, as WooCommerce trims it; more on top is refused.
    const trimmed = await shopper.add(ids.virtualProduct.id, 5000);
    expect(trimmed.status).toBe(201);
    expect(trimmed.body).toMatchObject({
      items: [{ quantity: 100, quantity_limits: { maximum: 100 } }],
    });
    const tooMany = await shopper.add(ids.virtualProduct.id, 1);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 'invalid_quantity', data: { status: 400 } });

    // A cart that already holds more (filled before the limit) is refused at checkout.
    server.db
      .prepare('UPDATE cart_items SET quantity = 5000 WHERE product_id = ?')
      .run(ids.virtualProduct.id);
    const orders = orderCount(server.db);
    const refused = await shopper.checkout(contact(60));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_quantity', data: { status: 400 } });
    expect(orderCount(server.db)).toBe(orders);
  });
});
