// The set-up the checkout route tests share: one app per describe with the demo catalogue, and
// after each test no carts left and the in-stock product back at 25; and a signed-in customer.
import { catalogFixture, clearCarts, setStock } from './catalogStates';
import { NO_CAP } from './checkoutKit';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, sessionCookieFor, TEST_SECRET, type TestApp } from './server';

export interface CheckoutSuite {
  server: TestApp;
  ids: ReturnType<typeof catalogFixture>;
}

/**
 * Registers the describe's beforeAll, afterAll and afterEach; `started` receives the app and the
 * catalogue's ids once built. One billing contact places many orders in these tests, so the
 * unpaid-order cap is off (it is tested on its own in test/security/stockHolds.test.ts).
 */
export function checkoutSuite(clock: () => Date, started: (suite: CheckoutSuite) => void): void {
  let suite: CheckoutSuite | undefined;
  beforeAll(async () => {
    const server = await buildTestApp({ clock, checkout: NO_CAP });
    suite = { server, ids: catalogFixture(server.db) };
    started(suite);
  });
  afterAll(() => suite?.server.close());
  afterEach(() => {
    if (!suite) return;
    clearCarts(suite.server.db);
    setStock(suite.server.db, suite.ids.simpleInStock.id, 25);
  });
}

/** Registers a customer through the accounts routes; the cookie that signs them in. */
export async function signedInCustomer(
  app: FastifyInstance,
  email: string,
  now: Date,
): Promise<string> {
  const session = sessionCookieFor({ secret: TEST_SECRET, now });
  const response = await app.inject({
    method: 'POST',
    url: '/wp-json/persian-shop/v1/account/register',
    payload: { email, password: 'a long enough password' },
    headers: { host: 'shop.test', cookie: session.cookie, 'x-wp-nonce': session.nonce },
  });
  if (response.statusCode !== 201) {
    throw new Error(`registering ${email} answered ${response.statusCode}: ${response.body}`);
  }
  const cookies = response.headers['set-cookie'];
  const list = Array.isArray(cookies) ? cookies : [String(cookies)];
  return list.find((cookie) => cookie.startsWith('shop_customer='))?.split(';')[0] ?? '';
}
