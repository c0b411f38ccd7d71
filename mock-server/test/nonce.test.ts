// The REST nonce: minted by admin-ajax.php?action=rest-nonce, and checked on writes as WordPress
// does (expired, other session, empty), leaving the Store API to its own Nonce header.
import { mintNonce } from '../src/domain/nonce';
import { buildTestApp, sessionCookieFor, TEST_SECRET, type TestApp } from './server';
import { addStaff, signedInCookie } from './staffAccounts';

const start = new Date('2025-05-01T08:00:00Z');
let now = start;
let site: TestApp;

beforeAll(async () => {
  site = await buildTestApp({
    clock: () => now,
    nonceLifetimeSeconds: 3600,
    extraRoutes: (app) => {
      // Stands in for contact-form-7/v1, which does its own checks.
      app.post('/wp-json/contact-form-7/v1/contact-forms/1/feedback', async () => ({
        status: 'mail_sent',
      }));
    },
  });
});
afterAll(() => site.close());
afterEach(() => {
  now = start;
});

const session = () => sessionCookieFor({ now });
const NONCE_URL = '/wp-admin/admin-ajax.php?action=rest-nonce';

describe('GET admin-ajax.php?action=rest-nonce', () => {
  it('gives a fresh nonce for the session as plain text', async () => {
    const visitor = session();
    const response = await site.app.inject({
      method: 'GET',
      url: NONCE_URL,
      headers: { cookie: visitor.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toMatch(/no-store/);
    expect(response.body).toBe(mintNonce(TEST_SECRET, visitor.sessionId, now));
  });

  it.each([undefined, 'shop_session=abc'])(
    'starts a session for a visitor without one (cookie %p) and gives its nonce',
    async (cookie) => {
      const response = await site.app.inject({
        method: 'GET',
        url: NONCE_URL,
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(200);
      const started = response.cookies.find((item) => item.name === 'shop_session');
      expect(started?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(response.body).toBe(mintNonce(TEST_SECRET, started!.value, now));
    },
  );

  it.each([
    ['for another action', '/wp-admin/admin-ajax.php?action=heartbeat', 'session'],
    ['without an action', '/wp-admin/admin-ajax.php', 'session'],
  ])('answers 400 "0" %s, as WordPress does', async (_label, url, cookie) => {
    const headers = cookie === 'session' ? { cookie: session().cookie } : cookie ? { cookie } : {};
    const response = await site.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('0');
  });
});

describe('nonce checks', () => {
  // An editor, signed in: the nonce is checked first, the capability after it.
  let editor = '';
  beforeAll(async () => {
    editor = signedInCookie(site.db, (await addStaff(site.db, 'editor', 'nonce-editor')).id, now);
  });
  const update = (headers: Record<string, string>, url = '/wp-json/wp/v2/posts/1') =>
    site.app.inject({
      method: 'PATCH',
      url,
      headers: {
        'content-type': 'application/json',
        ...headers,
        cookie: [headers.cookie, editor].filter(Boolean).join('; '),
      },
      payload: { title: 'تازه' },
    });

  it('lets a write with a valid nonce through', async () => {
    const visitor = session();
    const response = await update({ cookie: visitor.cookie, 'x-wp-nonce': visitor.nonce });
    expect(response.statusCode).toBe(200);
  });

  it('also reads the nonce from ?_wpnonce=', async () => {
    const visitor = session();
    const response = await update(
      { cookie: visitor.cookie },
      `/wp-json/wp/v2/posts/1?_wpnonce=${visitor.nonce}`,
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses an expired nonce with 403 rest_cookie_invalid_nonce, by the injected clock', async () => {
    const visitor = session();
    now = new Date(start.getTime() + 3599 * 1000);
    expect((await update({ cookie: visitor.cookie, 'x-wp-nonce': visitor.nonce })).statusCode).toBe(
      200,
    );
    now = new Date(start.getTime() + 3600 * 1000);
    const response = await update({ cookie: visitor.cookie, 'x-wp-nonce': visitor.nonce });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'rest_cookie_invalid_nonce',
      message: 'بررسی کوکی ناموفق بود.',
      data: { status: 403 },
    });
  });

  it('refuses a nonce without its session cookie, or of another session', async () => {
    const visitor = session();
    expect((await update({ 'x-wp-nonce': visitor.nonce })).statusCode).toBe(403);
    expect(
      (await update({ cookie: session().cookie, 'x-wp-nonce': visitor.nonce })).statusCode,
    ).toBe(403);
  });

  it('checks a sent nonce on reads and in every namespace, even unknown routes', async () => {
    const headers = { 'x-wp-nonce': 'garbage' };
    for (const [method, url] of [
      ['GET', '/wp-json/wp/v2/posts'],
      ['POST', '/wp-json/contact-form-7/v1/contact-forms/1/feedback'],
      ['GET', '/wp-json/nope'],
    ] as const) {
      const response = await site.app.inject({ method, url, headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
    }
  });

  it('refuses an empty X-WP-Nonce or ?_wpnonce= as WordPress does (an empty one is not "none")', async () => {
    for (const [url, headers] of [
      ['/wp-json/wp/v2/posts', { 'x-wp-nonce': '' }],
      ['/wp-json/wp/v2/posts?_wpnonce=', {}],
      ['/wp-json/wp/v2/pages?slug=contact', { 'x-wp-nonce': '' }],
    ] as const) {
      const response = await site.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
    }
  });

  it('leaves the Store API alone: WooCommerce reads its own Nonce header, not X-WP-Nonce', async () => {
    const response = await site.app.inject({
      method: 'GET',
      url: '/wp-json/wc/store/v1/cart',
      headers: { 'x-wp-nonce': '' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('lets reads through without a nonce', async () => {
    expect(
      (await site.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts/1' })).statusCode,
    ).toBe(200);
  });

  it("refuses wp/v2 writes without a nonce with WordPress's 401 codes", async () => {
    const cases = [
      ['PATCH', '/wp-json/wp/v2/posts/1', 'rest_cannot_edit'],
      ['DELETE', '/wp-json/wp/v2/posts/1?force=true', 'rest_cannot_delete'],
      ['POST', '/wp-json/wp/v2/media', 'rest_cannot_create'],
      ['POST', '/wp-json/wp/v2/media/1/post-process', 'rest_cannot_edit'],
      ['DELETE', '/wp-json/wp/v2/media/1?force=true', 'rest_cannot_delete'],
    ] as const;
    for (const [method, url, code] of cases) {
      const response = await site.app.inject({
        method,
        url,
        headers: { cookie: session().cookie },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code, data: { status: 401 } });
    }
  });

  it('leaves writes of other namespaces to their own checks', async () => {
    const response = await site.app.inject({
      method: 'POST',
      url: '/wp-json/contact-form-7/v1/contact-forms/1/feedback',
    });
    expect(response.statusCode).toBe(200);
  });
});
