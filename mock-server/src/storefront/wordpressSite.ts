// The WordPress site the storefront stands in front of, as the storefront itself asks it: the
// REST index and a REST nonce for one shopper. Shoppers' own API calls never pass through here
// (forward.ts streams them).
import { REST_NONCE_PATH } from '../../../contracts/wp';
import { readSiteIndex, type SiteIndex } from './siteIndex';

/** Longer than a healthy site takes, short enough that a page is not held by a stuck one. */
const UPSTREAM_TIMEOUT_MS = 5_000;

export interface WordpressSite {
  /** The site's origin, "http://wp.internal:8080". */
  url: string;
  /** The REST root the storefront's renderer asks: `${url}/wp-json/`. */
  apiRoot: string;
  index(): Promise<SiteIndex>;
  /** A REST nonce for the shopper whose Cookie header this is; '' for a guest. */
  restNonce(cookie: string | undefined): Promise<string>;
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
      // Without a signed-in cookie WordPress's admin-ajax answers 400 "0": a guest needs no
      // nonce (the Store API has its own, sent on its answers).
      if (!cookie) return '';
      const response = await get(REST_NONCE_PATH, { cookie });
      const text = (await response.text()).trim();
      return response.ok && text !== '0' && /^[0-9a-f]+$/i.test(text) ? text : '';
    },
  };
}
