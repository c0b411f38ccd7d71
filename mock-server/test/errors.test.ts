// Errors have the WordPress shape everywhere (rest_no_route, rest_invalid_json, 415, a bare 500),
// along with the security headers, the small endpoints like /health, and _locale=user.
import type { WpError } from '../../contracts/wp';
import { buildTestApp, type TestApp } from './server';

let site: TestApp;

beforeAll(async () => {
  site = await buildTestApp({
    extraRoutes: (app) => {
      app.get('/wp-json/test/v1/boom', async () => {
        throw new Error('secret table name leaked: users_private');
      });
      app.post('/wp-json/test/v1/echo', async (request) => ({ got: request.body }));
    },
  });
});
afterAll(() => site.close());

function wpError(body: string): WpError {
  return JSON.parse(body) as WpError;
}

describe('errors have the WordPress shape everywhere', () => {
  it('answers unknown API routes with 404 rest_no_route in Persian', async () => {
    for (const [method, url] of [
      ['GET', '/wp-json/wp/v2/unknown'],
      ['POST', '/wp-json/nothing/here'],
      ['GET', '/wp-json/wp/v2/posts/not-a-number'],
      ['DELETE', '/wp-json/wp/v2/pages/1'],
    ] as const) {
      const response = await site.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(wpError(response.body)).toEqual({
        code: 'rest_no_route',
        message: 'مسیری مطابق با URL و روش درخواست یافت نشد.',
        data: { status: 404 },
      });
    }
  });

  it('hides thrown errors behind a generic 500 without stack or internals', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/wp-json/test/v1/boom' });
    expect(response.statusCode).toBe(500);
    const body = wpError(response.body);
    expect(body.code).toBe('internal_server_error');
    expect(body.data).toEqual({ status: 500 });
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    expect(response.body).not.toMatch(/users_private|stack|at .*\.ts/);
  });

  it('answers a broken JSON body with 400 rest_invalid_json', async () => {
    const response = await site.app.inject({
      method: 'POST',
      url: '/wp-json/test/v1/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(response.statusCode).toBe(400);
    expect(wpError(response.body)).toMatchObject({
      code: 'rest_invalid_json',
      data: { status: 400 },
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await site.app.inject({
      method: 'POST',
      url: '/wp-json/test/v1/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<post/>',
    });
    expect(response.statusCode).toBe(415);
    expect(wpError(response.body)).toMatchObject({
      code: 'rest_unsupported_media_type',
      data: { status: 415 },
    });
  });

  it('reads form bodies too', async () => {
    const response = await site.app.inject({
      method: 'POST',
      url: '/wp-json/test/v1/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1&b=%D8%B3%D9%84%D8%A7%D9%85&__proto__=x',
    });
    expect(response.json()).toEqual({ got: { a: '1', b: 'سلام' } });
  });

  it('answers non-page paths that do not want HTML with rest_no_route JSON', async () => {
    const response = await site.app.inject({
      method: 'GET',
      url: '/favicon.ico',
      headers: { accept: 'image/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(wpError(response.body).code).toBe('rest_no_route');
  });
});

describe('security headers', () => {
  const expected = {
    'content-security-policy':
      "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; " +
      "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };

  it.each([
    ['the shell', '/', 'text/html'],
    ['a 404 page', '/no/such/page', 'text/html'],
    ['an asset', '/assets/main.js', '*/*'],
    ['a missing asset', '/assets/missing.js', '*/*'],
    ['a collection', '/wp-json/wp/v2/posts', 'application/json'],
    ['an API 404', '/wp-json/nope', 'application/json'],
    ['a 500', '/wp-json/test/v1/boom', 'application/json'],
    ['the nonce endpoint', '/wp-admin/admin-ajax.php?action=rest-nonce', '*/*'],
    ['health', '/health', '*/*'],
  ])('are sent with %s', async (_label, url, accept) => {
    const response = await site.app.inject({ method: 'GET', url, headers: { accept } });
    expect(response.headers).toMatchObject(expected);
  });
});

describe('small endpoints', () => {
  it('GET /health answers ok', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /wp-json/ lists namespaces and routes', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/wp-json/' });
    const index = response.json<{
      namespaces: string[];
      routes: Record<string, { methods: string[] }>;
    }>();
    expect(index.namespaces).toEqual(expect.arrayContaining(['wp/v2']));
    expect(index.routes['/wp/v2/posts/(?P<id>[\\d]+)']?.methods).toEqual(
      expect.arrayContaining(['GET', 'PUT', 'PATCH', 'DELETE']),
    );
    expect(index.routes['/wp/v2/media/(?P<id>[\\d]+)/post-process']?.methods).toEqual(['POST']);
  });

  it('answers the test-only no-content route with an empty 204', async () => {
    const response = await site.app.inject({ method: 'POST', url: '/wp-json/test/v1/no-content' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });
});

describe('_locale=user', () => {
  it.each([
    ['GET', '/wp-json/wp/v2/posts?_locale=user'],
    ['GET', '/wp-json/wp/v2/posts/1?_locale=user'],
    ['GET', '/wp-json/wp/v2/pages?per_page=2&_locale=user'],
    ['GET', '/wp-json/?_locale=user'],
    ['GET', '/health?_locale=user'],
    ['POST', '/wp-json/test/v1/no-content?_locale=user'],
    ['GET', '/?_locale=user'],
    ['GET', '/wp-json/wp/v2/posts?_locale=en_US'],
  ] as const)('is accepted on %s %s', async (method, url) => {
    const response = await site.app.inject({ method, url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBeLessThan(300);
    expect(response.headers['content-language']).toBe('fa');
  });
});
