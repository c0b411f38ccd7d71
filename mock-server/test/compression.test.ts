// Compression: pages and API answers sent brotli or gzip on the fly with Vary and WordPress's
// paging headers, build assets served from their precompressed copies, and source maps refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { WpPost } from '../../contracts/wp';
import { buildTestApp, writeClientFixture, type TestApp } from './server';

// The build's output for one script: plain, brotli at max quality and gzip, as
// webpack/compressedCopies.ts writes them. Large enough that compression is worth it.
const SCRIPT = `${'window.shop = (window.shop || 0) + 1;\n'.repeat(400)}`;
const SCRIPT_BR = zlib.brotliCompressSync(SCRIPT, {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
});
const SCRIPT_GZ = zlib.gzipSync(SCRIPT, { level: 9 });

let site: TestApp;
let dist: string;

beforeAll(async () => {
  dist = writeClientFixture(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-compression-')));
  const assets = path.join(dist, 'assets');
  fs.writeFileSync(path.join(assets, 'app.0123456789.js'), SCRIPT);
  fs.writeFileSync(path.join(assets, 'app.0123456789.js.br'), SCRIPT_BR);
  fs.writeFileSync(path.join(assets, 'app.0123456789.js.gz'), SCRIPT_GZ);
  fs.writeFileSync(path.join(assets, 'app.0123456789.js.map'), '{"version":3}');
  site = await buildTestApp({ clientDist: dist });
});
afterAll(async () => {
  await site.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url, headers });
const page = (url: string, encoding: string) =>
  get(url, { accept: 'text/html,application/xhtml+xml', 'accept-encoding': encoding });

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

const varies = (vary: unknown) => /(^|,\s*)accept-encoding(,|$)/i.test(String(vary ?? ''));

describe('on-the-fly compression', () => {
  it('sends a page above 1 KB as brotli with Vary and the compressed length', async () => {
    const plain = await page('/shop', 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const response = await page('/shop', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(varies(response.headers.vary)).toBe(true);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const html = decode('br', response.rawPayload);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('id="shop-bootstrap"');
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br', 'br'],
    ['gzip', 'gzip'],
    // As the plugin reads them for every other answer.
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
  ])('compresses a page as Accept-Encoding "%s" asks', async (accept, expected) => {
    const response = await page('/shop', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(varies(response.headers.vary)).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(decode(expected, response.rawPayload)).toContain('id="shop-bootstrap"');
  });

  it("sends a wp/v2 answer gzip-encoded, keeping WordPress's paging headers", async () => {
    const plain = await get('/wp-json/wp/v2/posts?per_page=10');
    const response = await get('/wp-json/wp/v2/posts?per_page=10', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(varies(response.headers.vary)).toBe(true);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-wp-total']).toBe(plain.headers['x-wp-total']);
    expect(response.headers['x-wp-totalpages']).toBe(plain.headers['x-wp-totalpages']);
    expect(response.headers.link).toBe(plain.headers.link);
    expect(response.headers.link).toContain('rel="next"');
    // Larger than the plugin's own one-call limit (8 KB on two cores), yet compressed in one
    // call off the event loop: its compressed length, not a chunked stream.
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(8192);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const posts = JSON.parse(decode('gzip', response.rawPayload)) as WpPost[];
    expect(posts).toHaveLength(10);
    expect(posts).toEqual(plain.json());
  });

  it.each(['/health', '/wp-json/wp/v2/posts/987654'])(
    'leaves an answer under 1 KB alone: %s',
    async (url) => {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.length).toBeGreaterThan(0);
      expect(response.rawPayload.length).toBeLessThan(1024);
      expect(response.json()).toEqual(expect.any(Object));
    },
  );

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br', 'br'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
  ])('honours Accept-Encoding "%s" (q=0 refuses)', async (accept, expected) => {
    const response = await get('/wp-json/wp/v2/posts?per_page=10', { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(JSON.parse(decode(expected, response.rawPayload))).toHaveLength(10);
  });
});

describe('precompressed build assets', () => {
  it.each([
    ['br', 'br', SCRIPT_BR],
    ['gzip, deflate, br', 'br', SCRIPT_BR],
    ['gzip', 'gzip', SCRIPT_GZ],
    ['br;q=0, gzip', 'gzip', SCRIPT_GZ],
  ])('sends the built file for Accept-Encoding "%s"', async (accept, encoding, file) => {
    const response = await get('/assets/app.0123456789.js', { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(varies(response.headers.vary)).toBe(true);
    expect(response.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes the build wrote, not compressed again on the way out.
    expect(response.rawPayload.equals(file)).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(file.length);
    expect(decode(encoding, response.rawPayload)).toBe(SCRIPT);
  });

  it.each(['identity', 'br;q=0, gzip;q=0', ''])(
    'sends the plain file, still with Vary, for Accept-Encoding "%s"',
    async (accept) => {
      const response = await get('/assets/app.0123456789.js', { 'accept-encoding': accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(varies(response.headers.vary)).toBe(true);
      expect(response.body).toBe(SCRIPT);
    },
  );

  it('still refuses source maps, whatever the browser accepts', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const response = await get('/assets/app.0123456789.js.map', { 'accept-encoding': accept });
      expect(response.statusCode).toBe(404);
    }
  });
});
