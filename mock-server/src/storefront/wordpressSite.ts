// The WordPress site the storefront stands in front of, as the storefront itself asks it: the
// REST index and a REST nonce for one shopper. Shoppers' own API calls never pass through here
// (forward.ts streams them).
import { REST_NONCE_PATH } from '../../../contracts/wp';
import { readSiteIndex, type SiteIndex } from './siteIndex';

/** Longer than a healthy site takes, short enough that a page is not held by a stuck one. */
const UPSTREAM_TIMEOUT_MS = 5_000;

export interface SiteNonce {
  nonce: string;
  /** Set-Cookie lines, for the shopper. */
  cookies: string[];
}

/** WordPress's 10 hex digits, or the longer nonces of the shop's own server. */
const NONCE = /^[0-9A-Za-z._-]{6,64}$/;

export interface WordpressSite {
  /** The site's origin, "http://wp.internal:8080". */
  url: string;
  /** The REST root the storefront's renderer asks: `${url}/wp-json/`. */
  apiRoot: string;
  index(): Promise<SiteIndex>;
  /**
   * A REST nonce for the shopper whose Cookie header this is ('' when the site gives none) and
   * the cookies the site set with it.
   */
  restNonce(cookie: string | undefined): Promise<SiteNonce>;
}

export function createWordpressSite(
  url: string,
  fetch: (request: Request) => Promise<Response>,
): WordpressSite {
  const apiRoot = `${url}/wp-json/`;
  let index: Promise<SiteIndex> | undefined;

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(
      new Request(`${url}${path}`, {
        headers: { accept: 'application/json', ...headers },
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      }),
    );

  const readIndex = async (): Promise<SiteIndex> => {
    const response = await get('/wp-json/');
    if (!response.ok) throw new Error(`${apiRoot} answered ${response.status}`);
    return readSiteIndex(await response.json());
  };

  return {
    url,
    apiRoot,
    index() {
      index ??= readIndex().catch((error: unknown) => {
        index = undefined;
        throw error;
      });
      return index;
    },
    async restNonce(cookie) {
      const response = await get(REST_NONCE_PATH, cookie ? { cookie } : {});
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
