// Attack 7 of the security review: links and redirects from the Host header, http behind TLS,
// cookies without Secure, and a session that survives sign-in and sign-out.
import http from 'node:http';
import { ACCOUNT_ROUTES } from '../../../contracts/account';
import { SESSION_COOKIE } from '../../src/http/session';
import { STRICT_TRANSPORT_SECURITY } from '../../src/http/securityHeaders';
import { buildStorefront } from '../../src/storefront/storefrontApp';
import { sessionCookieFor, startTestServer, writeClientFixture, type TestServer } from '../server';
import { tempDir } from '../storefront/fixtures';

jest.setTimeout(30_000);

const CHEAP = { N: 1024, r: 8, p: 1 };
let servers: TestServer[] = [];

async function start(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer({ accounts: { scryptCost: CHEAP }, ...options });
  servers.push(server);
  return server;
}

/** fetch with the body read: pages now stream compressed, and an unread one keeps its connection
 * busy, so the server's close would wait for it. */
async function fetchRead(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  const body = await response.arrayBuffer();
  const empty = response.status === 204 || response.status === 304;
  return new Response(empty ? null : body, { status: response.status, headers: response.headers });
}

afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

/** Every Set-Cookie line of a response, by cookie name. */
function setCookies(response: Response): Map<string, string> {
  return new Map(
    response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]),
  );
}

function cookieValue(line: string | undefined): string {
  return (line ?? '').split(';')[0]?.split('=')[1] ?? '';
}

/** A GET with a Host header of the caller's choosing (fetch always sends the real one). */
function getWithHost(
  url: string,
  host: string,
): Promise<{ status: number; link: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, link: String(response.headers.link), body }),
        );
      })
      .on('error', reject);
  });
}

describe('absolute URLs come from SITE_URL, never from Host', () => {
  it('builds Link headers and post links on the configured origin whatever Host says', async () => {
    const server = await start({ siteUrl: 'https://shop.example' });
    const response = await getWithHost(
      `${server.url}/wp-json/wp/v2/posts?per_page=1`,
      'evil.example',
    );
    expect(response.status).toBe(200);
    expect(response.link).toMatch(/^<https:\/\/shop\.example\/wp-json\/wp\/v2\//);
    const [post] = JSON.parse(response.body) as { link: string }[];
    expect(post?.link).toMatch(/^https:\/\/shop\.example\//);
  });

  it('falls back to the listening address, not Host, when SITE_URL is unset', async () => {
    const server = await start();
    const response = await getWithHost(
      `${server.url}/wp-json/wp/v2/posts?per_page=1`,
      'evil.example',
    );
    expect(response.link).toContain(`<${server.url}/wp-json/wp/v2/posts`);
    expect(response.body).not.toContain('evil.example');
  });
});

describe('https behind a proxy', () => {
  it('marks cookies Secure and sends HSTS when the site is https', async () => {
    const server = await start({ siteUrl: 'https://shop.example' });
    const response = await fetchRead(`${server.url}/`, { headers: { accept: 'text/html' } });
    expect(setCookies(response).get(SESSION_COOKIE)).toMatch(/; Secure/);
    expect(response.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const trusted = await start({ trustProxy: '127.0.0.1' });
    const viaProxy = await fetchRead(`${trusted.url}/`, {
      headers: { accept: 'text/html', 'x-forwarded-proto': 'https' },
    });
    expect(setCookies(viaProxy).get(SESSION_COOKIE)).toMatch(/; Secure/);
    expect(viaProxy.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);

    const direct = await start();
    const spoofed = await fetchRead(`${direct.url}/`, {
      headers: { accept: 'text/html', 'x-forwarded-proto': 'https' },
    });
    expect(setCookies(spoofed).get(SESSION_COOKIE)).not.toMatch(/; Secure/);
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the session is rotated at sign-in and sign-out', () => {
  it('issues a new shop_session, and nonces of the old one stop working', async () => {
    const server = await start({ seed: false });
    const before = sessionCookieFor();
    const post = (route: string, body: unknown, session: { cookie: string; nonce: string }) =>
      fetch(`${server.url}/wp-json/${route}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: session.cookie,
          'x-wp-nonce': session.nonce,
        },
        body: JSON.stringify(body),
      });

    const registered = await post(
      ACCOUNT_ROUTES.register,
      { email: 'rotate@example.ir', password: 'a-good-passphrase' },
      before,
    );
    expect(registered.status).toBe(201);
    const afterSignIn = cookieValue(setCookies(registered).get(SESSION_COOKIE));
    expect(afterSignIn).not.toBe('');
    expect(afterSignIn).not.toBe(before.sessionId);

    // The old nonce is refused with the new session: a planted session id is worth nothing.
    const stale = await post(
      ACCOUNT_ROUTES.signOut,
      {},
      { cookie: `${SESSION_COOKIE}=${afterSignIn}`, nonce: before.nonce },
    );
    expect(stale.status).toBe(403);
    expect(((await stale.json()) as { code: string }).code).toBe('rest_cookie_invalid_nonce');

    // The answer hands over the new session's nonce, so the shopper goes on without a refusal.
    // (Compared by use, not by text: a nonce minted here a moment later may carry the next tick.)
    const handed = registered.headers.get('x-wp-nonce') ?? '';
    expect(handed).not.toBe(before.nonce);
    const fresh = { cookie: `${SESSION_COOKIE}=${afterSignIn}`, nonce: handed };
    const signedOut = await post(ACCOUNT_ROUTES.signOut, {}, fresh);
    expect(signedOut.status).toBe(200);
    const afterSignOut = cookieValue(setCookies(signedOut).get(SESSION_COOKIE));
    expect(afterSignOut).not.toBe('');
    expect(afterSignOut).not.toBe(afterSignIn);
  });
});

describe('behind https, every cookie is Secure in front of WordPress too', () => {
  it("marks the first page's session cookie and forwarded cookies Secure (TRUST_PROXY + X-Forwarded-Proto)", async () => {
    // The own server stands in for WordPress; it sets its session cookie on the rest-nonce call
    // the storefront makes for the first page, unaware the shopper came over https.
    const wordpress = await start({ siteUrl: 'http://shop.test', trustProxy: 'loopback' });
    const storefront = await buildStorefront({
      wordpressUrl: wordpress.url,
      siteUrl: 'http://shop.test',
      trustProxy: 'loopback',
      clientDist: writeClientFixture(tempDir()),
      contactButtons: {},
      pageCacheSeconds: 0,
    });
    const overHttps = { accept: 'text/html', 'x-forwarded-proto': 'https' };
    try {
      const page = await storefront.inject({ url: '/', headers: overHttps });
      expect(page.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
      const pageCookies = [page.headers['set-cookie'] ?? []].flat();
      expect(pageCookies.length).toBeGreaterThan(0);
      for (const line of pageCookies) expect(line).toMatch(/;\s*Secure/i);

      const nonce = await storefront.inject({
        url: '/wp-admin/admin-ajax.php?action=rest-nonce',
        headers: overHttps,
      });
      const forwardedCookies = [nonce.headers['set-cookie'] ?? []].flat();
      expect(forwardedCookies.length).toBeGreaterThan(0);
      for (const line of forwardedCookies) expect(line).toMatch(/;\s*Secure/i);

      // Over plain http nothing is added: a Secure cookie would never come back.
      const plain = await storefront.inject({ url: '/', headers: { accept: 'text/html' } });
      for (const line of [plain.headers['set-cookie'] ?? []].flat()) {
        expect(line).not.toMatch(/;\s*Secure/i);
      }
    } finally {
      await storefront.close();
    }
  });
});
