// Customer accounts over HTTP: registration, sign-in and sign-out with the session cookie, limits
// on guessing, the REST nonce against CSRF, saved addresses, and past guest orders claimed.
import type { LightMyRequestResponse } from 'fastify';
import { ACCOUNT_ROUTES, type AccountAddresses, emptyAddress } from '../../../contracts/account';
import { buildTestApp, sessionCookieFor, type TestApp } from '../../test/server';
import { CUSTOMER_COOKIE } from '../http/customerSession';
import { SESSION_COOKIE } from '../http/session';

const CHEAP = { N: 1024, r: 8, p: 1 };
const WHO_AM_I = '/wp-json/test/v1/who-am-i';

let now = new Date('2026-03-01T10:00:00Z');
let shop: TestApp;
const visitor = () => sessionCookieFor({ now });

beforeEach(async () => {
  now = new Date('2026-03-01T10:00:00Z');
  shop = await buildTestApp({
    seed: false,
    clock: () => now,
    accounts: { scryptCost: CHEAP, signInLimits: { maxFailures: 5, windowSeconds: 900 } },
    extraRoutes: (app) => {
      app.get(WHO_AM_I, async (request) => ({ customerId: request.customerId }));
    },
  });
});

afterEach(async () => {
  await shop.close();
});

interface Call {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  cookie?: string;
  nonce?: string | null;
  ip?: string;
}

/** A request as the app sends it: the visitor's session cookie and its REST nonce. */
function call(route: string, options: Call = {}): Promise<LightMyRequestResponse> {
  const session = visitor();
  const cookies = [session.cookie, options.cookie].filter(Boolean).join('; ');
  const headers: Record<string, string> = { cookie: cookies };
  const nonce = options.nonce === undefined ? session.nonce : options.nonce;
  if (nonce !== null) headers['x-wp-nonce'] = nonce;
  return shop.app.inject({
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    url: route.startsWith('/') ? route : `/wp-json/${route}`,
    headers,
    remoteAddress: options.ip ?? '198.51.100.7',
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

function customerCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === CUSTOMER_COOKIE);
  if (!cookie) throw new Error('no customer cookie was set');
  return `${CUSTOMER_COOKIE}=${cookie.value}`;
}

const sara = {
  email: 'Sara@Example.ir',
  mobile: '۰۹۱۲۱۲۳۴۵۶۷',
  password: 'رمز-خوب-۱۲۳۴',
  first_name: 'سارا',
  last_name: 'رضایی',
};

describe('register', () => {
  it('creates the account, normalises email and mobile, and signs the customer in', async () => {
    const response = await call(ACCOUNT_ROUTES.register, { body: sara });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      customer: {
        id: expect.any(Number),
        email: 'sara@example.ir',
        mobile: '09121234567',
        first_name: 'سارا',
        last_name: 'رضایی',
        date_created_gmt: '2026-03-01T10:00:00.000Z',
      },
    });
    const me = await call(ACCOUNT_ROUTES.me, { cookie: customerCookie(response) });
    expect(me.json()).toMatchObject({ customer: { mobile: '09121234567' } });
    const stored = shop.db.prepare('SELECT password_hash FROM customers').get() as {
      password_hash: string;
    };
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain(sara.password);
  });

  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie that expires in 14 days, Secure only over https', async () => {
    const plain = await call(ACCOUNT_ROUTES.register, {
      body: { mobile: '09120000001', password: '12345678' },
    });
    const header =
      plain.headers['set-cookie']
        ?.toString()
        .split(/,(?=\w+=)/)
        .find((line) => line.startsWith(`${CUSTOMER_COOKIE}=`)) ?? '';
    expect(header).toMatch(new RegExp(`^${CUSTOMER_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain('Expires=Sun, 15 Mar 2026 10:00:00 GMT');
    expect(header).not.toContain('Secure');

    // Behind a proxy the shop trusts (TRUST_PROXY), X-Forwarded-Proto says the visitor used https.
    const proxied = await buildTestApp({
      seed: false,
      clock: () => now,
      accounts: { scryptCost: CHEAP },
      trustProxy: true,
    });
    const session = visitor();
    const https = await proxied.app.inject({
      method: 'POST',
      url: `/wp-json/${ACCOUNT_ROUTES.register}`,
      headers: {
        cookie: session.cookie,
        'x-wp-nonce': session.nonce,
        'x-forwarded-proto': 'https',
      },
      payload: { mobile: '09120000002', password: '12345678' },
    });
    await proxied.close();
    expect(String(https.headers['set-cookie'])).toContain('Secure');
  });

  it('stores only a hash of the session token', async () => {
    const response = await call(ACCOUNT_ROUTES.register, { body: sara });
    const token = customerCookie(response).split('=')[1] ?? '';
    const rows = shop.db.prepare('SELECT token_hash FROM customer_sessions').all() as {
      token_hash: string;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
  });

  it.each([
    [{ password: '12345678' }, 400, 'persian_shop_login_required'],
    [{ email: 'sara@', password: '12345678' }, 400, 'persian_shop_invalid_login'],
    [{ mobile: '0212345678', password: '12345678' }, 400, 'persian_shop_invalid_login'],
    [{ mobile: '09121234567', password: '1234567' }, 400, 'persian_shop_weak_password'],
    [{ mobile: '09121234567' }, 400, 'rest_missing_callback_param'],
    [{ mobile: '09121234567', password: { text: '12345678' } }, 400, 'rest_invalid_param'],
  ])('refuses %j with %i %s and a Persian message, writing nothing', async (body, status, code) => {
    const response = await call(ACCOUNT_ROUTES.register, { body });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, data: { status } });
    expect(response.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM customers').get()).toEqual({ n: 0 });
  });

  it('two registrations racing for one mobile make one account and one 409', async () => {
    const answers = await Promise.all([
      call(ACCOUNT_ROUTES.register, { body: { mobile: '09121234567', password: '12345678' } }),
      call(ACCOUNT_ROUTES.register, { body: { mobile: '۰۹۱۲۱۲۳۴۵۶۷', password: '87654321' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM customers').get()).toEqual({ n: 1 });
  });

  it('answers 409 for an email or a mobile already registered, in any spelling', async () => {
    await call(ACCOUNT_ROUTES.register, { body: sara });
    const sameEmail = await call(ACCOUNT_ROUTES.register, {
      body: { email: 'SARA@example.IR', password: '12345678' },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      code: 'persian_shop_account_exists',
      data: { params: { email: expect.any(String) } },
    });
    const sameMobile = await call(ACCOUNT_ROUTES.register, {
      body: { mobile: '+98 912 123 4567', password: '12345678' },
    });
    expect(sameMobile.statusCode).toBe(409);
    expect(sameMobile.json()).toMatchObject({ data: { params: { mobile: expect.any(String) } } });
  });
});

describe('sign-in and sign-out', () => {
  beforeEach(async () => {
    await call(ACCOUNT_ROUTES.register, { body: sara });
  });

  it('signs in by mobile typed in Persian digits, and by email in any case', async () => {
    const byMobile = await call(ACCOUNT_ROUTES.signIn, {
      body: { login: '۰۹۱۲۱۲۳۴۵۶۷', password: sara.password },
    });
    expect(byMobile.statusCode).toBe(200);
    expect(byMobile.json()).toMatchObject({ customer: { email: 'sara@example.ir' } });
    const who = await call(WHO_AM_I, { cookie: customerCookie(byMobile) });
    expect(who.json<{ customerId: number }>().customerId).toBeGreaterThan(0);

    const byEmail = await call(ACCOUNT_ROUTES.signIn, {
      body: { login: 'SARA@EXAMPLE.IR', password: sara.password },
    });
    expect(byEmail.statusCode).toBe(200);
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const wrongPassword = await call(ACCOUNT_ROUTES.signIn, {
      body: { login: '09121234567', password: 'not-the-password' },
    });
    const unknown = await call(ACCOUNT_ROUTES.signIn, {
      body: { login: '09359999999', password: 'not-the-password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrongPassword.body);
    expect(unknown.json()).toMatchObject({ code: 'persian_shop_invalid_credentials' });
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('sign-out deletes the server session: the old cookie no longer signs anyone in', async () => {
    const signIn = await call(ACCOUNT_ROUTES.signIn, {
      body: { login: sara.email, password: sara.password },
    });
    const cookie = customerCookie(signIn);
    expect((await call(WHO_AM_I, { cookie })).json()).toEqual({ customerId: expect.any(Number) });

    const signOut = await call(ACCOUNT_ROUTES.signOut, { body: {}, cookie });
    expect(signOut.statusCode).toBe(200);
    expect(signOut.json()).toEqual({ customer: null });
    const cleared = String(signOut.headers['set-cookie']);
    expect(cleared).toMatch(new RegExp(`(^|,)${CUSTOMER_COOKIE}=;`));
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970');

    // A copy of the cookie kept by an attacker is now worthless.
    expect((await call(WHO_AM_I, { cookie })).json()).toEqual({ customerId: null });
    expect((await call(ACCOUNT_ROUTES.me, { cookie })).json()).toEqual({ customer: null });
  });

  it('a session ends 14 days after sign-in (fixed, not sliding)', async () => {
    const cookie = customerCookie(
      await call(ACCOUNT_ROUTES.signIn, { body: { login: sara.email, password: sara.password } }),
    );
    now = new Date('2026-03-15T09:59:59Z');
    expect((await call(WHO_AM_I, { cookie })).json()).toEqual({ customerId: expect.any(Number) });
    now = new Date('2026-03-15T10:00:00Z');
    expect((await call(WHO_AM_I, { cookie })).json()).toEqual({ customerId: null });
  });

  it('treats a forged or malformed cookie as a guest, never as an error', async () => {
    for (const cookie of [`${CUSTOMER_COOKIE}=${'A'.repeat(43)}`, `${CUSTOMER_COOKIE}=x;y`]) {
      const response = await call(ACCOUNT_ROUTES.me, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ customer: null });
    }
  });

  it('after 5 failures in 15 minutes answers 429 with Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      const failed = await call(ACCOUNT_ROUTES.signIn, {
        body: { login: sara.email, password: `wrong-${i}-pass` },
      });
      expect(failed.statusCode).toBe(401);
      now = new Date(now.getTime() + 60_000);
    }
    const blocked = await call(ACCOUNT_ROUTES.signIn, {
      body: { login: sara.email, password: sara.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'persian_shop_too_many_attempts',
      data: { status: 429 },
    });
    expect(blocked.json<{ message: string }>().message).toContain('۱۰ دقیقه');
    expect(blocked.headers['retry-after']).toBe(String(15 * 60 - 5 * 60));

    // Per account *at this address*: the owner elsewhere is not locked out (issue 11, item 5).
    const elsewhere = await call(ACCOUNT_ROUTES.signIn, {
      body: { login: sara.email, password: sara.password },
      ip: '203.0.113.99',
    });
    expect(elsewhere.statusCode).toBe(200);

    // Once the first failure leaves the window, the right password works again.
    now = new Date('2026-03-01T10:15:00Z');
    const again = await call(ACCOUNT_ROUTES.signIn, {
      body: { login: sara.email, password: sara.password },
    });
    expect(again.statusCode).toBe(200);
  });

  it('limits an address guessing at many accounts, unknown ones included', async () => {
    // The address limit is four times the account limit: shoppers share carrier NAT addresses.
    for (let i = 0; i < 20; i += 1) {
      const failed = await call(ACCOUNT_ROUTES.signIn, {
        body: { login: `091200000${String(i).padStart(2, '0')}`, password: 'whatever-1' },
      });
      expect(failed.statusCode).toBe(401);
    }
    const blocked = await call(ACCOUNT_ROUTES.signIn, {
      body: { login: sara.email, password: sara.password },
    });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('CSRF: state-changing account requests need the REST nonce', () => {
  it.each([ACCOUNT_ROUTES.register, ACCOUNT_ROUTES.signIn, ACCOUNT_ROUTES.signOut])(
    '%s without a nonce is 403',
    async (route) => {
      const response = await call(route, {
        body: { ...sara, login: sara.email },
        nonce: null,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'persian_shop_nonce_required' });
    },
  );

  it('a nonce of another session is refused', async () => {
    const response = await call(ACCOUNT_ROUTES.register, { body: sara, nonce: visitor().nonce });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM customers').get()).toEqual({ n: 0 });
  });
});

describe('saved addresses', () => {
  const billing = {
    ...emptyAddress(),
    first_name: 'سارا',
    last_name: 'رضایی',
    address_1: 'خیابان آزادی، پلاک ۴',
    city: 'تهران',
    state: 'THR',
    postcode: '۱۴۵۶۷۸۹۰۱۲',
    phone: '۰۹۱۲۱۲۳۴۵۶۷',
    email: 'sara@example.ir',
  };

  it('are empty at first, then saved and read back normalised', async () => {
    const cookie = customerCookie(await call(ACCOUNT_ROUTES.register, { body: sara }));
    const first = await call(ACCOUNT_ROUTES.addresses, { cookie });
    expect(first.json()).toEqual({ billing: emptyAddress(), shipping: emptyAddress() });

    const saved = await call(ACCOUNT_ROUTES.addresses, {
      method: 'PUT',
      cookie,
      body: { billing, shipping: { ...billing, email: 'x@y.ir' } },
    });
    expect(saved.statusCode).toBe(200);
    const expected: AccountAddresses = {
      billing: { ...billing, postcode: '1456789012', phone: '09121234567' },
      shipping: { ...billing, postcode: '1456789012', phone: '09121234567', email: '' },
    };
    expect(saved.json()).toEqual(expected);
    expect((await call(ACCOUNT_ROUTES.addresses, { cookie })).json()).toEqual(expected);
  });

  it('refuses a bad address per field and keeps the old one', async () => {
    const cookie = customerCookie(await call(ACCOUNT_ROUTES.register, { body: sara }));
    await call(ACCOUNT_ROUTES.addresses, {
      method: 'PUT',
      cookie,
      body: { billing, shipping: emptyAddress() },
    });
    const bad = await call(ACCOUNT_ROUTES.addresses, {
      method: 'PUT',
      cookie,
      body: { billing: { ...billing, postcode: '123' }, shipping: { ...billing, state: 'XX' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'persian_shop_invalid_address',
      data: {
        status: 400,
        params: { 'billing.postcode': expect.any(String), 'shipping.state': expect.any(String) },
      },
    });
    const kept = await call(ACCOUNT_ROUTES.addresses, { cookie });
    expect(kept.json<AccountAddresses>().billing.postcode).toBe('1456789012');
  });

  it('need a signed-in customer (401)', async () => {
    const read = await call(ACCOUNT_ROUTES.addresses);
    expect(read.statusCode).toBe(401);
    expect(read.json()).toMatchObject({ code: 'persian_shop_not_signed_in' });
    const write = await call(ACCOUNT_ROUTES.addresses, {
      method: 'PUT',
      body: { billing, shipping: billing },
    });
    expect(write.statusCode).toBe(401);
  });
});

it('rotates the visitor session at sign-in but leaves the Cart-Token, which keeps the guest cart', async () => {
  const response = await call(ACCOUNT_ROUTES.register, { body: sara });
  const names = response.cookies.map((c) => c.name);
  expect(names).toEqual([SESSION_COOKIE, CUSTOMER_COOKIE]);
  expect(response.headers['cart-token']).toBeUndefined();
});

it('account answers are never cached', async () => {
  const response = await call(ACCOUNT_ROUTES.me);
  expect(response.headers['cache-control']).toContain('no-store');
});

describe('past guest orders', () => {
  function guestOrder(email: string, phone: string): number {
    const id = Number(
      shop.db
        .prepare("INSERT INTO orders (created_gmt, order_key) VALUES ('2026-02-01T10:00:00', ?)")
        .run(`wc_order_${email}${phone}`).lastInsertRowid,
    );
    shop.db
      .prepare(
        `INSERT INTO order_addresses (order_id, type, first_name, last_name, company, address_1,
           address_2, city, state, postcode, country, phone, email)
         VALUES (?, 'billing', 'سارا', 'رضایی', '', 'خیابان', '', 'تهران', 'THR', '1234567890', 'IR', ?, ?)`,
      )
      .run(id, phone, email);
    return id;
  }

  const owner = (id: number) =>
    (
      shop.db.prepare('SELECT customer_id FROM orders WHERE id = ?').get(id) as {
        customer_id: number;
      }
    ).customer_id;

  it('become the new customer’s when the billing email or mobile matches (as WooCommerce does)', async () => {
    const byEmail = guestOrder('sara@example.ir', '09350000000');
    const byMobile = guestOrder('other@example.ir', '09121234567');
    const stranger = guestOrder('x@example.ir', '09359999999');
    const response = await call(ACCOUNT_ROUTES.register, { body: sara });
    const id = response.json<{ customer: { id: number } }>().customer.id;
    expect([owner(byEmail), owner(byMobile), owner(stranger)]).toEqual([id, id, 0]);
  });
});
