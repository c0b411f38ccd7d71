// Fuzz: malformed request targets (broken %-escapes, escapes that are not UTF-8, absolute-form,
// user@host and `*` request targets) against both modes, the own server and the storefront in front
// of it. Each is answered 400 in the WordPress error shape, never a 200 or a 500, and the
// storefront never forwards one. Node's client, not fetch: fetch would repair or refuse such a target itself.
import http from 'node:http';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { isMalformedTarget } from '../src/http/malformedRequests';
import { buildStorefront } from '../src/storefront/storefrontApp';
import { startTestServer, writeClientFixture, type TestServer } from './server';
import { tempDir } from './storefront/fixtures';

jest.setTimeout(120_000);

interface RawAnswer {
  status: number;
  body: string;
}

/** One request with its target as given (Node's client checks only for spaces and controls). */
function rawRequest(baseUrl: string, method: string, target: string): Promise<RawAnswer> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        agent: false,
        headers: { accept: 'text/html' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

let wordpress: TestServer;
let storefront: FastifyInstance;
let storefrontUrl: string;
const forwarded: string[] = [];

beforeAll(async () => {
  wordpress = await startTestServer({
    siteUrl: 'http://shop.test',
    trustProxy: 'loopback',
    extraRoutes: (app) =>
      app.addHook('onRequest', async (request) => {
        forwarded.push(request.url);
      }),
  });
  storefront = await buildStorefront({
    wordpressUrl: wordpress.url,
    siteUrl: 'http://shop.test',
    trustProxy: 'loopback',
    clientDist: writeClientFixture(tempDir()),
    contactButtons: {},
    pageCacheSeconds: 0,
  });
  storefrontUrl = await storefront.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await storefront.close();
  await wordpress.close();
});

const paths = fc.constantFrom(
  '/',
  '/shop',
  '/contact',
  '/wp-json/',
  '/wp-json/wp/v2/posts',
  '/wp-json/wc/store/v1/products',
  '/wp-json/wc/store/v1/cart',
  '/wp-admin/admin-ajax.php',
);
// No hex digits: a plain character after a broken escape must not complete it.
const plain = fc.stringMatching(/^[g-z_=&]{0,12}$/);
const brokenEscape = fc.constantFrom('%', '%z', '%zz', '%G1', '%A', '%%', '%E0%A4%A');
const notUtf8 = fc.constantFrom('%ff', '%C0%AF', '%E0%A4', '%80', '%ED%A0%80');

/** A target with a bad escape somewhere in its path or its query. */
const badEscapeTarget = fc
  .tuple(paths, plain, fc.oneof(brokenEscape, notUtf8), plain, fc.boolean())
  .map(([path, before, bad, after, inQuery]) =>
    inQuery ? `${path}?${before}${bad}${after}` : `${path}${before}${bad}${after}`,
  );
/** A target that is not a path: absolute-form, user@host, authority or `*`. */
const notAPath = fc
  .tuple(
    fc.constantFrom('http://', 'https://', '', 'user@', 'http://user:pass@'),
    fc.constantFrom('evil.example', '127.0.0.1:9', 'shop.test', 'wordpress.local'),
    paths,
  )
  .map(([scheme, host, path]) => `${scheme}${host}${path}`)
  .filter((target) => !target.startsWith('/'));
const malformed = fc.oneof(badEscapeTarget, notAPath, fc.constant('*'));

const MODES = [
  ['the own server', () => wordpress.url],
  ['the storefront', () => storefrontUrl],
] as const;

describe.each(MODES)('%s', (_mode, baseUrl) => {
  it('answers every malformed request 400 in the WordPress error shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        malformed,
        fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS'),
        async (target, method) => {
          const answer = await rawRequest(baseUrl(), method, target);
          expect(answer.status).toBe(400);
          if (method === 'HEAD') return;
          const body = JSON.parse(answer.body) as Record<string, unknown>;
          expect(Object.keys(body)).toEqual(['code', 'message', 'data']);
          expect(body).toMatchObject({ code: 'rest_bad_request', data: { status: 400 } });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('still serves well-formed targets with escapes', async () => {
    for (const target of ['/?s=%D8%B3%D9%84%D8%A7%D9%85', '/wp-json/wp/v2/posts?search=%D8%A7']) {
      expect((await rawRequest(baseUrl(), 'GET', target)).status).toBe(200);
    }
  });
});

it('the storefront forwards no malformed request to WordPress', async () => {
  forwarded.length = 0;
  for (const target of ['/wp-json/wp/v2/posts?search=%', 'http://evil.example/wp-json/']) {
    expect((await rawRequest(storefrontUrl, 'GET', target)).status).toBe(400);
  }
  expect(forwarded).toEqual([]);
});

it('tells malformed targets from good ones', () => {
  expect(isMalformedTarget('/shop?utm_source=a%20b')).toBe(false);
  expect(isMalformedTarget('/shop?x=%2')).toBe(true);
  expect(isMalformedTarget(undefined)).toBe(true);
});
