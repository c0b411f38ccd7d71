// Issue 11, item 5: five wrong passwords from five addresses locked the account for 15 minutes,
// even for its owner signing in with the right password from a sixth address (429, Retry-After
// 900). Failures now count per address and per (account, address): guessing stays throttled,
// the owner gets in.
import type { LightMyRequestResponse } from 'fastify';
import { ACCOUNT_ROUTES } from '../../../contracts/account';
import { buildTestApp, sessionCookieFor, type TestApp } from '../server';

const CHEAP = { N: 1024, r: 8, p: 1 };
const owner = { email: 'owner@example.ir', password: 'the-owners-own-password' };

let shop: TestApp;

beforeEach(async () => {
  shop = await buildTestApp({ seed: false, accounts: { scryptCost: CHEAP } });
  const made = await post(ACCOUNT_ROUTES.register, owner, '198.51.100.1');
  expect(made.statusCode).toBe(201);
});

afterEach(() => shop.close());

/** A request from `address` (Fastify's request.ip), with a fresh session and its nonce. */
function post(route: string, body: object, address: string): Promise<LightMyRequestResponse> {
  const session = sessionCookieFor();
  return shop.app.inject({
    method: 'POST',
    url: `/wp-json/${route}`,
    headers: { cookie: session.cookie, 'x-wp-nonce': session.nonce },
    remoteAddress: address,
    payload: body,
  });
}

const signIn = (login: string, password: string, address: string) =>
  post(ACCOUNT_ROUTES.signIn, { login, password }, address);

describe('sign-in throttling', () => {
  it('lets the owner in from another address after failures from five addresses', async () => {
    for (let i = 1; i <= 5; i += 1) {
      const wrong = await signIn(owner.email, `guess-number-${i}`, `203.0.113.${i}`);
      expect(wrong.statusCode).toBe(401);
    }
    const right = await signIn(owner.email, owner.password, '192.0.2.50');
    expect(right.statusCode).toBe(200);
  });

  it('still refuses one address guessing one account, even with the right password next', async () => {
    for (let i = 1; i <= 5; i += 1) {
      expect((await signIn(owner.email, `guess-number-${i}`, '203.0.113.9')).statusCode).toBe(401);
    }
    const blocked = await signIn(owner.email, owner.password, '203.0.113.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'persian_shop_too_many_attempts',
      data: { status: 429 },
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, elsewhere, is not locked out by it.
    expect((await signIn(owner.email, owner.password, '192.0.2.50')).statusCode).toBe(200);
  });

  it('still refuses one address guessing at many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      statuses.push(
        (await signIn(`someone${i}@example.ir`, 'a-guess-1', '203.0.113.77')).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.at(-1)).toBe(429);
    // ... which does not lock the accounts it tried for anyone else.
    expect((await signIn(owner.email, owner.password, '192.0.2.50')).statusCode).toBe(200);
  });
});
