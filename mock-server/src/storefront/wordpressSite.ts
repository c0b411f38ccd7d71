// The WordPress site the storefront stands in front of, as the storefront itself asks it: the
// REST index, a REST nonce for one shopper, and the page renderer's data. Each call is bounded by
// the page's deadline and answerMaxBytes, and names the shopper (upstreamFetch.ts). Shoppers' own
// API calls never pass through here (forward.ts streams them).
import { fastifyCookie } from '@fastify/cookie';
import { REST_NONCE_PATH } from '../../../contracts/wp';
import { readSiteIndex, type SiteIndex } from './siteIndex';
import { upstreamFetch } from './upstreamFetch';
import { DEFAULT_UPSTREAM_LIMITS, type UpstreamLimits } from './upstreamLimits';
import { UpstreamError, notingFaults } from './visit';

export interface SiteNonce {
  nonce: string;
  /** Set-Cookie lines, for the shopper. */
  cookies: string[];
}

/**
 * Whether a stock WordPress could give this visitor a nonce: only a signed-in user has one (its
 * `wordpress_logged_in_…` cookie). Anyone else's page is drawn without asking, which saves a
 * round trip to PHP on every first visit for a "0". The shop's own server (it has the account
 * routes) gives every visitor a session and a nonce, so it is always asked.
 */
function mayHaveNonce(cookie: string | undefined, index: SiteIndex): boolean {
  if (index.extras.accounts) return true;
  if (!cookie) return false;
  return Object.keys(fastifyCookie.parse(cookie)).some((name) =>
    name.startsWith('wordpress_logged_in_'),
  );
}

/** WordPress's 10 hex digits, or the longer nonces of the shop's own server. */
const NONCE = /^[0-9A-Za-z._-]{6,64}$/;

export interface WordpressSite {
  /** The site's origin, "http://wp.internal:8080". */
  url: string;
  /** The REST root the storefront's renderer asks: `${url}/wp-json/`. */
  apiRoot: string;
  /** The renderer's fetch: a failure makes the page the "try again" page (faultPage.ts). */
  fetch: (request: Request) => Promise<Response>;
  /** Read once and kept; a failure fails the page, and the next page reads it again. */
  index(): Promise<SiteIndex>;
  /**
   * A REST nonce for the shopper whose Cookie header this is ('' when the site gives none) and
   * the cookies the site set with it.
   */
  restNonce(cookie: string | undefined): Promise<SiteNonce>;
}

export function createWordpressSite(
  url: string,
  network: (request: Request) => Promise<Response>,
  limits: UpstreamLimits = DEFAULT_UPSTREAM_LIMITS,
): WordpressSite {
  const apiRoot = `${url}/wp-json/`;
  const fetch = upstreamFetch(network, limits);
  let index: Promise<SiteIndex> | undefined;

  const get = (path: string, headers: Record<string, string> = {}, waitMs?: number) =>
    fetch(
      new Request(`${url}${path}`, { headers: { accept: 'application/json', ...headers } }),
      waitMs,
    );

  const readIndex = async (): Promise<SiteIndex> => {
    const response = await get('/wp-json/');
    if (!response.ok)
      throw new UpstreamError('unreachable', `${apiRoot} answered ${response.status}`);
    try {
      return readSiteIndex(await response.json());
    } catch (error) {
      throw new UpstreamError('unreachable', `${apiRoot} is not a WordPress REST index`, {
        cause: error,
      });
    }
  };

  // Visitors waiting on one reading each learn of its failure (notingFaults outside the share).
  const siteIndex = notingFaults(() => {
    index ??= readIndex().catch((error: unknown) => {
      index = undefined;
      throw error;
    });
    return index;
  });

  return {
    url,
    apiRoot,
    fetch: notingFaults((request: Request) => fetch(request)),
    index: siteIndex,
    async restNonce(cookie) {
      if (!mayHaveNonce(cookie, await siteIndex())) return { nonce: '', cookies: [] };
      // A quarter of the page's wait: the page can do without a nonce (the app asks for one when
      // it needs it), not without the time left for its data.
      const response = await get(
        REST_NONCE_PATH,
        cookie ? { cookie } : {},
        Math.ceil(limits.pageWaitMs / 4),
      );
      const text = (await response.text()).trim();
      // WordPress answers a guest 400 "0"; the shop's own server starts a session and answers its
      // nonce, with the session's cookie for the shopper.
      return {
        nonce: response.ok && NONCE.test(text) ? text : '',
        cookies: response.headers.getSetCookie(),
      };
    },
  };
}
