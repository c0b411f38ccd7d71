// A verifier talks to the site as a visitor: with a session cookie, and a real nonce
// minted for it that replaces the pact's EXAMPLE_NONCE.
import { REST_NONCE_PATH } from '../wp';

export interface SiteSession {
  /** Value for a Cookie header, if there is a session. */
  cookie: string | undefined;
  /** A nonce the site accepts for that cookie, if it gave one. */
  nonce: string | undefined;
  /** Why there is no nonce, in words a backend team can act on. */
  problem?: string;
}

function cookiePairs(response: Response): string[] {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0]?.trim() ?? '')
    .filter((pair) => pair.includes('='));
}

/**
 * With a cookie (a logged-in WordPress session) the nonce comes straight from rest-nonce.
 * Without one, the site's home page is visited first: the shop's own server starts a
 * session there; WordPress only mints REST nonces for logged-in users.
 */
export async function openSiteSession(baseUrl: string, cookie?: string): Promise<SiteSession> {
  let sessionCookie = cookie;
  if (sessionCookie === undefined) {
    const home = await fetch(`${baseUrl}/`, {
      redirect: 'manual',
      headers: { Accept: 'text/html' },
    });
    await home.arrayBuffer();
    const pairs = cookiePairs(home);
    sessionCookie = pairs.length > 0 ? pairs.join('; ') : undefined;
  }
  const response = await fetch(`${baseUrl}${REST_NONCE_PATH}`, {
    headers: sessionCookie ? { Cookie: sessionCookie } : {},
  });
  const body = (await response.text()).trim();
  if (!response.ok || body === '' || body === '0' || /\s/.test(body)) {
    return {
      cookie: sessionCookie,
      nonce: undefined,
      problem:
        `${REST_NONCE_PATH} answered ${response.status} ${JSON.stringify(body.slice(0, 40))}: ` +
        'pass --cookie with a logged-in session cookie of a user who may upload files',
    };
  }
  return { cookie: sessionCookie, nonce: body };
}
