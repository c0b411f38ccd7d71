// The WordPress site the storefront stands in front of, as the storefront itself asks it: the
// REST index, a REST nonce for one shopper, and the page renderer's data. Each call is bounded by
// the page's deadline and answerMaxBytes, and names the shopper (upstreamFetch.ts). Shoppers' own
// API calls never pass through here (forward.ts streams them).
import { fastifyCookie } from '@fastify/cookie';
import { ROOT_PAGE_PATH } from '../../../contracts/sitePages';
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
  /** The decoded slugs of the pages the site has published at its root (/sample-page/). */
  rootPageSlugs(): Promise<string[]>;
}

/** 100 pages a request (the REST API's most), 10 requests at most: a site's pages, not its posts. */
const PAGES_PER_REQUEST = 100;
const MAX_PAGE_REQUESTS = 10;

/** The slug of a page whose permalink is one segment at the root, from its `link`. */
function rootSlugOf(link: unknown): string | undefined {
  if (typeof link !== 'string') return undefined;
  let pathname: string;
  try {
    pathname = new URL(link).pathname;
  } catch {
    return undefined;
  }
  const match = ROOT_PAGE_PATH.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
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
    async rootPageSlugs() {
      // As a guest asks: only published pages, and only what a permalink needs. A quarter of the
      // page's wait in all: without the list the path is forwarded as before, and a stalled site
      // must not hold the shopper for the list and then again for the forwarded page.
      const until = Date.now() + Math.ceil(limits.pageWaitMs / 4);
      const slugs: string[] = [];
      for (let page = 1; page <= MAX_PAGE_REQUESTS; page += 1) {
        const response = await get(
          `/wp-json/wp/v2/pages?per_page=${PAGES_PER_REQUEST}&page=${page}&_fields=link`,
          {},
          Math.max(1, until - Date.now()),
        );
        if (!response.ok) {
          throw new UpstreamError('unreachable', `the site's pages answered ${response.status}`);
        }
        const body: unknown = await response.json();
        if (!Array.isArray(body)) throw new UpstreamError('unreachable', 'pages is not a list');
        for (const item of body as unknown[]) {
          const slug = rootSlugOf(
            typeof item === 'object' && item !== null ? Reflect.get(item, 'link') : undefined,
          );
          if (slug !== undefined) slugs.push(slug);
        }
        const totalPages = Number(response.headers.get('x-wp-totalpages') ?? '1');
        if (!(page < totalPages)) break;
      }
      return slugs;
    },
  };
}
