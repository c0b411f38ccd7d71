// The SPA shell: served for page paths with a new session cookie and its nonce, 404 for unknown
// paths, built assets cached for a year, 503 without a build, and the Persian font hints.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BootstrapConfig } from '../../contracts/bootstrap';
import { verifyNonce } from '../src/domain/nonce';
import { buildTestApp, TEST_SECRET, writeClientFixture, type TestApp } from './server';

const now = new Date('2025-04-01T10:00:00Z');
let site: TestApp;

beforeAll(async () => {
  site = await buildTestApp({
    clock: () => now,
    seed: false,
    site: {
      name: 'فروشگاه </script> & <b>',
      contactButtons: { phone: '+982155555555', bale: 'shop' },
      details: {
        phone: '021-55555555',
        badges: [
          {
            issuer: 'enamad',
            href: 'https://trustseal.enamad.ir/?id=7&Code=q',
            image: 'https://trustseal.enamad.ir/logo.aspx?id=7&Code=q',
          },
        ],
      },
    },
  });
});
afterAll(() => site.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html,application/xhtml+xml', ...headers },
  });

function bootstrapOf(html: string): BootstrapConfig {
  const match = /<script id="shop-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? 'null') as BootstrapConfig;
}

function sessionFrom(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((cookie) => cookie.startsWith('shop_session='));
  return header?.split(';')[0]?.split('=')[1] ?? '';
}

describe('the SPA shell', () => {
  it.each([
    '/',
    '/shop',
    '/shop/',
    '/product/blue-shirt',
    '/product/%D9%BE%DB%8C%D8%B1%D8%A7%D9%87%D9%86',
    '/cart',
    '/checkout',
    '/my-account',
    '/contact',
    '/blog',
    '/blog/saffron-faq',
    '/search?s=%DA%A9%D9%81%D8%B4',
  ])('serves %s with the bootstrap config and no-store', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('<!--shop-bootstrap-->');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('starts a session with an HttpOnly, SameSite=Lax cookie and mints the nonce for it', async () => {
    const response = await page('/');
    const cookie = [response.headers['set-cookie']]
      .flat()
      .find((value) => value?.startsWith('shop_session='));
    expect(cookie).toMatch(/^shop_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const config = bootstrapOf(response.body);
    expect(config).toEqual({
      siteName: 'فروشگاه </script> & <b>',
      apiRoot: '/wp-json/',
      checkoutEmail: 'optional',
      nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce',
      nonce: expect.any(String),
      locale: 'fa',
      contactButtons: { phone: '+982155555555', bale: 'shop' },
      shopDetails: {
        phone: '021-55555555',
        badges: [
          {
            issuer: 'enamad',
            href: 'https://trustseal.enamad.ir/?id=7&Code=q',
            image: 'https://trustseal.enamad.ir/logo.aspx?id=7&Code=q',
          },
        ],
      },
      // Its content is tested in routes/attributionReport.test.ts.
      attribution: expect.objectContaining({ allowTracking: true }),
      // The home page's first API answers (client/api/preload.transport.test.ts reads them).
      preload: expect.any(Object),
    });
    expect(
      verifyNonce(
        TEST_SECRET,
        sessionFrom(response.headers['set-cookie']),
        config.nonce,
        now,
        43_200,
      ),
    ).toBe(true);
    // The badge's image comes from its issuer, and only that origin is let in beside the shop.
    expect(response.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://trustseal.enamad.ir;",
    );
    // The site name could not close the data block.
    expect(response.body.match(/<\/script>/g)).toHaveLength(2);
  });

  it('keeps an existing session instead of starting a new one', async () => {
    const first = await page('/');
    const session = sessionFrom(first.headers['set-cookie']);
    const second = await page('/cart', { cookie: `shop_session=${session}` });
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(verifyNonce(TEST_SECRET, session, bootstrapOf(second.body).nonce, now, 43_200)).toBe(
      true,
    );
  });

  it('sends the same shell with 404 for other paths a browser asks for', async () => {
    const response = await page('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(bootstrapOf(response.body).locale).toBe('fa');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await site.app.inject({ method: 'HEAD', url: '/shop' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

describe('assets', () => {
  it('serves built assets with a year-long immutable cache', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/assets/main.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('document.title = "ok";\n');
  });

  it('answers a missing asset with 404, never with the shell', async () => {
    const response = await page('/assets/missing.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code: 'rest_no_route' });
  });

  it('does not serve files outside the assets folder', async () => {
    // Dot segments are resolved before routing: this is /index.html, which is not a page.
    const response = await page('/assets/../index.html');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<!--shop-bootstrap-->');
    const encoded = await page('/assets/%2e%2e/index.html');
    expect(encoded.statusCode).toBe(404);
  });
});

describe('without a built client', () => {
  it('answers 503 with a plain message to run npm run build, still starting the session', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-no-client-'));
    const bare = await buildTestApp({ clientDist: empty, seed: false });
    try {
      const response = await bare.app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain('npm run build');
      expect(sessionFrom(response.headers['set-cookie'])).toHaveLength(43);
      writeClientFixture(empty);
      // index.html is read per request, so a build that lands later is picked up.
      expect((await bare.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    } finally {
      await bare.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('font hints', () => {
  it('announces the built Vazirmatn faces in every page head, Arabic first, and only those', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-fonts-'));
    writeClientFixture(dist);
    for (const file of [
      'vazirmatn-latin-400-normal.1111111111.woff2',
      'vazirmatn-latin-400-normal.2222222222.woff',
      'vazirmatn-latin-700-normal.3333333333.woff2',
      'vazirmatn-arabic-400-normal.0a1b2c3d4e.woff2',
      'vazirmatn-arabic-700-normal.5f6a7b8c9d.woff2',
      'vazirmatn-latin-ext-400-normal.4444444444.woff2',
    ]) {
      fs.writeFileSync(path.join(dist, 'assets', file), 'font');
    }
    const site = await buildTestApp({ clientDist: dist, seed: false });
    try {
      for (const url of ['/', '/blog']) {
        const html = (
          await site.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
        ).body;
        const head = html.slice(0, html.indexOf('</head>'));
        const fonts = head.match(/<link rel="preload" as="font"[^>]*>/g) ?? [];
        // The Latin faces too: a face first needed in the first layout costs that layout a
        // fallback font per size and a second layout when it arrives (the product trace).
        expect(fonts).toEqual([
          '<link rel="preload" as="font" type="font/woff2" href="/assets/vazirmatn-arabic-400-normal.0a1b2c3d4e.woff2" crossorigin>',
          '<link rel="preload" as="font" type="font/woff2" href="/assets/vazirmatn-arabic-700-normal.5f6a7b8c9d.woff2" crossorigin>',
          '<link rel="preload" as="font" type="font/woff2" href="/assets/vazirmatn-latin-400-normal.1111111111.woff2" crossorigin>',
          '<link rel="preload" as="font" type="font/woff2" href="/assets/vazirmatn-latin-700-normal.3333333333.woff2" crossorigin>',
        ]);
      }
    } finally {
      await site.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
