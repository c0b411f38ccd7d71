// What the storefront sends on to WordPress and brings back, against a stand-in WordPress that
// records every request: the shopper's headers and body as they came, the public host, redirects
// and cookies put on the public site, and one reading of the REST index.
import type { IncomingHttpHeaders } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { BOOTSTRAP_ELEMENT_ID, type BootstrapConfig } from '../../../contracts/bootstrap';
import { buildStorefront } from '../../src/storefront/storefrontApp';
import { writeClientFixture } from '../server';
import { tempDir } from './fixtures';

const PUBLIC_ORIGIN = 'https://shop.example';
const SIGNED_IN_NONCE = 'a1b2c3d4e5';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const SAMANDEHI = {
  issuer: 'samandehi' as const,
  href: 'https://logo.samandehi.ir/Verify.aspx?id=1&p=x',
  image: 'https://logo.samandehi.ir/logo.aspx?id=1&p=x',
};
let wordpress: FastifyInstance;
let wordpressUrl: string;
let storefront: FastifyInstance;
const seen: Seen[] = [];
let indexReads = 0;

beforeAll(async () => {
  wordpress = Fastify();
  wordpress.removeAllContentTypeParsers();
  wordpress.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  wordpress.addHook('onRequest', async (request) => {
    seen.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: Buffer.alloc(0),
    });
  });
  wordpress.addHook('preHandler', async (request) => {
    if (Buffer.isBuffer(request.body)) seen[seen.length - 1]!.body = request.body;
  });
  // A plain WordPress + WooCommerce site: none of the shop's own routes.
  wordpress.get('/wp-json/', async () => {
    indexReads += 1;
    return { name: 'کتاب‌فروشی آفتاب', routes: { '/wc/store/v1/cart': {} } };
  });
  wordpress.get('/wp-admin/admin-ajax.php', async (request, reply) =>
    /wordpress_logged_in_/.test(request.headers.cookie ?? '')
      ? SIGNED_IN_NONCE
      : reply.code(400).send('0'),
  );
  wordpress.post('/wp-login.php', async (_request, reply) =>
    reply
      .code(302)
      .header('location', `${wordpressUrl}/my-account/`)
      .header('set-cookie', [
        `wordpress_logged_in_abc=user%7C1; path=/; domain=${new URL(wordpressUrl).hostname}; HttpOnly`,
        'wordpress_sec_abc=user%7C1; path=/wp-admin; HttpOnly',
      ])
      .send(),
  );
  wordpress.all('/*', async (request) => ({ echoed: request.url }));
  wordpressUrl = await wordpress.listen({ host: '127.0.0.1', port: 0 });

  storefront = await buildStorefront({
    wordpressUrl,
    siteUrl: PUBLIC_ORIGIN,
    clientDist: writeClientFixture(tempDir()),
    contactButtons: {},
    shopDetails: { hours: 'هر روز ۹ تا ۲۱', badges: [SAMANDEHI] },
    pageCacheSeconds: 0,
  });
});

afterAll(async () => {
  await storefront.close();
  await wordpress.close();
});

beforeEach(() => {
  seen.length = 0;
});

function bootstrapOf(html: string): BootstrapConfig {
  const start = html.indexOf(`<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">`);
  const text = html.slice(html.indexOf('>', start) + 1, html.indexOf('</script>', start));
  return JSON.parse(text) as BootstrapConfig;
}

describe('forwarded requests', () => {
  it.each([
    '/wp-json/wc/store/v1/cart',
    '/wp-admin/admin-ajax.php?action=heartbeat',
    '/wp-content/uploads/a.webp',
    '/wp-login.php?action=lostpassword',
    '/a-page-the-shop-does-not-draw/',
  ])('sends %s to WordPress as it came', async (url) => {
    const answer = await storefront.inject({ url, headers: { accept: 'text/html' } });
    expect(seen.map((request) => request.url)).toContain(url);
    if (!url.startsWith('/wp-admin/')) expect(answer.json()).toEqual({ echoed: url });
  });

  it("passes the shopper's cookies, nonces and cart token, and names the public host", async () => {
    await storefront.inject({
      method: 'POST',
      url: '/wp-json/wc/store/v1/cart/add-item',
      headers: {
        cookie: 'wordpress_logged_in_abc=user%7C1; woocommerce_session=x',
        'x-wp-nonce': 'rest-nonce',
        nonce: 'store-nonce',
        'cart-token': 'token',
        'content-type': 'application/json',
      },
      payload: '{"id":7,"quantity":1}',
    });
    const request = seen.find((entry) => entry.url === '/wp-json/wc/store/v1/cart/add-item')!;
    expect(request.headers).toMatchObject({
      cookie: 'wordpress_logged_in_abc=user%7C1; woocommerce_session=x',
      'x-wp-nonce': 'rest-nonce',
      nonce: 'store-nonce',
      'cart-token': 'token',
      host: 'shop.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-for': '127.0.0.1',
    });
    expect(request.body.toString()).toBe('{"id":7,"quantity":1}');
  });

  it('streams a multipart message byte for byte', async () => {
    const form = new FormData();
    form.set('_wpcf7', '10');
    form.set('your-message', 'سلام، سفارشم کی می‌رسد؟');
    form.set('file', new Blob([Buffer.from([0, 1, 2, 255])]), 'a.bin');
    const encoded = new Response(form);
    const type = encoded.headers.get('content-type')!;
    const bytes = Buffer.from(await encoded.arrayBuffer());
    await storefront.inject({
      method: 'POST',
      url: '/wp-json/contact-form-7/v1/contact-forms/10/feedback',
      headers: { 'content-type': type },
      payload: bytes,
    });
    const request = seen.find((entry) => entry.url.endsWith('/feedback'))!;
    expect(request.headers['content-type']).toBe(type);
    expect(request.body.equals(bytes)).toBe(true);
  });

  it("puts WordPress's redirects and cookies on the public (https) site, cookie paths kept", async () => {
    const answer = await storefront.inject({ method: 'POST', url: '/wp-login.php' });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(`${PUBLIC_ORIGIN}/my-account/`);
    expect(answer.headers['set-cookie']).toEqual([
      'wordpress_logged_in_abc=user%7C1; path=/; HttpOnly; Secure',
      'wordpress_sec_abc=user%7C1; path=/wp-admin; HttpOnly; Secure',
    ]);
  });

  it("keeps WordPress's own headers: the shop's page policy is not put on them", async () => {
    const answer = await storefront.inject({ url: '/wp-admin/admin-ajax.php?action=x' });
    expect(answer.headers['content-security-policy']).toBeUndefined();
    const shell = await storefront.inject({ url: '/cart', headers: { accept: 'text/html' } });
    expect(shell.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers 502 when WordPress does not answer: the WordPress shape to the API, a Persian page to a page', async () => {
    const orphan = await buildStorefront({
      wordpressUrl: 'http://127.0.0.1:9',
      siteUrl: PUBLIC_ORIGIN,
      clientDist: writeClientFixture(tempDir()),
      contactButtons: {},
    });
    const forwarded = await orphan.inject({ url: '/wp-json/wc/store/v1/cart' });
    const page = await orphan.inject({ url: '/shop', headers: { accept: 'text/html' } });
    await orphan.close();
    expect(forwarded.statusCode).toBe(502);
    expect(Object.keys(forwarded.json() as object)).toEqual(['code', 'message', 'data']);
    expect(forwarded.json()).toMatchObject({
      code: 'wordpress_unreachable',
      data: { status: 502 },
    });
    expect(page.statusCode).toBe(502);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('دوباره امتحان کنید');
  });
});

describe('pages', () => {
  it("carry the storefront's own footer details, the badge issuer's images let in", async () => {
    const answer = await storefront.inject({ url: '/about', headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(200);
    expect(bootstrapOf(answer.body).shopDetails).toEqual({
      hours: 'هر روز ۹ تا ۲۱',
      badges: [SAMANDEHI],
    });
    expect(answer.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://logo.samandehi.ir;",
    );
    // The site pages are the storefront's to draw, not forwarded.
    expect(seen.map((request) => request.url)).not.toContain('/about');
  });

  it("take the site's name and extras from its REST index, read once", async () => {
    for (const url of ['/', '/cart', '/blog']) {
      const answer = await storefront.inject({ url, headers: { accept: 'text/html' } });
      const config = bootstrapOf(answer.body);
      expect(config.siteName).toBe('کتاب‌فروشی آفتاب');
      expect(config.extras).toEqual({
        announcement: false,
        accounts: false,
        orders: false,
        regions: false,
        paymentMethods: false,
      });
    }
    expect(indexReads).toBe(1);
  });

  it("ask WordPress for the shopper's nonce with their own cookies", async () => {
    // WordPress answers a guest 400 "0": no nonce, and no error either.
    const guest = await storefront.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(guest.statusCode).toBe(200);
    expect(bootstrapOf(guest.body).nonce).toBe('');
    const customer = await storefront.inject({
      url: '/',
      headers: { accept: 'text/html', cookie: 'wordpress_logged_in_abc=user%7C1' },
    });
    expect(bootstrapOf(customer.body).nonce).toBe(SIGNED_IN_NONCE);
    expect(
      seen.filter((request) => request.url.startsWith('/wp-admin/admin-ajax.php')).at(-1)?.headers
        .cookie,
    ).toBe('wordpress_logged_in_abc=user%7C1');
  });
});

describe('plain posts of the cart, checkout and sign-in (no JavaScript)', () => {
  it('are answered with a Persian page saying JavaScript is needed, and never forwarded', async () => {
    for (const url of ['/cart', '/checkout', '/my-account']) {
      const before = seen.length;
      const answer = await storefront.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: 'add-to-cart=5&_wpnonce=x',
      });
      expect(answer.statusCode).toBe(501);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain('این کار بدون جاوااسکریپت انجام نمی‌شود');
      expect(answer.body).toContain(`href="${url}"`);
      expect(seen.slice(before).filter((request) => request.method === 'POST')).toEqual([]);
    }
  });
});
