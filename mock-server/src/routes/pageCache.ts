// Rendered pages kept for a few seconds, as a WordPress host's page cache keeps a page's HTML:
// server rendering takes public data only, so one rendering serves every visitor of that URL.
// What differs per visitor (the session, the nonce) is added when the page is sent, and a page
// that carries a per-visitor challenge (a single-use captcha) is never kept. The key is the path
// and the query parameters pages read, so `?utm_source=…` or `?x=<random>` cannot bypass the
// cache. Only a write that changes what pages show empties it, and only the pages it changes
// (site areas below; in the built-in shop a sale only the pages showing what it sold,
// pagesAfterSales.ts); the time limit covers the rest (a sale that ends, stock an unpaid order
// releases, a write of a kind not named here).
import type { FastifyInstance } from 'fastify';
import type { RenderPage, RenderedPage } from '../../../contracts/serverRender';
import { pageCacheKey } from '../../../contracts/pageQuery';

export const DEFAULT_PAGE_CACHE_SECONDS = 10;
const MAX_PAGES = 500;

/** What a write changes: the catalog (products, stock), the posts, or anything at all. */
export type SiteArea = 'catalog' | 'posts' | 'all';

/**
 * Successful writes that change what pages show, by request path. Every other write (a cart, a
 * contact message, an account, an order lookup, a sign-in, a POST to an unknown path) changes no
 * page anyone else sees, so an anonymous visitor cannot empty the cache at will.
 */
const PAGE_WRITES: readonly { pattern: RegExp; area: SiteArea }[] = [
  // An order takes stock; a payment that ends releases or keeps it.
  { pattern: /^\/wp-json\/wc\/store\/v1\/checkout(\/|\?|$)/, area: 'catalog' },
  { pattern: /^\/wp-json\/persian-shop\/v1\/orders\/\d+\/pay(\/|\?|$)/, area: 'catalog' },
  { pattern: /^\/test-gateway\//, area: 'catalog' },
  { pattern: /^\/wp-json\/wp\/v2\/(posts|media)(\/|\?|$)/, area: 'posts' },
  // Staff writes through WordPress's own REST and admin screens (in front of a WordPress too).
  { pattern: /^\/wp-json\/(wp\/v2|wc\/v[1-3])\//, area: 'all' },
  { pattern: /^\/wp-admin\/(?!admin-ajax\.php)/, area: 'all' },
  { pattern: /^\/xmlrpc\.php/, area: 'all' },
];

/** The area a successful write changes, or undefined when it changes no shared page. */
export function siteAreaOfWrite(url: string): SiteArea | undefined {
  return PAGE_WRITES.find(({ pattern }) => pattern.test(url))?.area;
}

/** Pages that show each area, by path; the home page shows both. */
const AREA_PAGES: Record<Exclude<SiteArea, 'all'>, RegExp> = {
  catalog: /^\/(\?|$)|^\/(shop|product|product-category|search)(\/|\?|$)/,
  posts: /^\/(\?|$)|^\/(blog|search)(\/|\?|$)/,
};

/** Whether the page of cache key `key` shows `area`. */
export function shows(area: SiteArea, key: string): boolean {
  return area === 'all' || AREA_PAGES[area].test(key);
}

/**
 * CF7's captcha images (Really Simple CAPTCHA's folder, on WordPress too): a page showing one
 * carries a single-use challenge that must be drawn for each visitor.
 */
const PER_VISITOR_CHALLENGE = '/wpcf7_captcha/';

// Asked of a kept page at every visit: read once per rendering, since a page's state can be
// hundreds of KB of JSON (issue 28: a tenth of a millisecond and its garbage on each visit).
const challenges = new WeakMap<RenderedPage, boolean>();

function carriesPerVisitorChallenge(page: RenderedPage): boolean {
  let carries = challenges.get(page);
  if (carries === undefined) {
    carries =
      page.markup.includes(PER_VISITOR_CHALLENGE) ||
      JSON.stringify(page.state ?? null).includes(PER_VISITOR_CHALLENGE);
    challenges.set(page, carries);
  }
  return carries;
}

export interface PageCache {
  render: RenderPage;
  /** Forgets the pages that show `area` (every page when none is named). */
  clear(area?: SiteArea): void;
  /** Forgets the pages whose key (path and the parameters pages read) `shown` accepts. */
  forget(shown: (key: string) => boolean): void;
}

export function createPageCache(
  render: RenderPage,
  { seconds, clock }: { seconds: number; clock: () => Date },
): PageCache {
  const pages = new Map<string, { until: number; page: Promise<RenderedPage> }>();
  return {
    clear(area = 'all') {
      this.forget((key) => shows(area, key));
    },
    forget(shown) {
      // A rendering still in flight is dropped too: it may have read the data before the write.
      for (const key of [...pages.keys()]) if (shown(key)) pages.delete(key);
    },
    async render(request) {
      if (seconds <= 0) return render(request);
      const key = pageCacheKey(request.url);
      const now = clock().getTime();
      const kept = pages.get(key);
      if (kept && kept.until > now) {
        const page = await kept.page;
        // A shared rendering that turned out to carry a challenge: this visitor gets their own.
        return carriesPerVisitorChallenge(page) ? render({ ...request, url: key }) : page;
      }
      // Concurrent visitors of a cold URL share one rendering, of the key's URL, so what a
      // rendering shows never depends on a parameter the key leaves out.
      const page = render({ ...request, url: key });
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(key, { until: now + seconds * 1000, page });
      const forget = () => {
        if (pages.get(key)?.page === page) pages.delete(key);
      };
      try {
        const rendered = await page;
        // A page drawn while the site failed is the failure's, not the URL's; one that shows a
        // per-visitor challenge is the visitor's own: the next visitor gets a fresh one.
        if (rendered.status >= 500 || carriesPerVisitorChallenge(rendered)) forget();
        return rendered;
      } catch (error) {
        forget();
        throw error;
      }
    },
  };
}

/**
 * Calls the listeners after every successful write that changes what pages show, with the area
 * it changes (the page cache forgets those pages). Installed before the routes, since a hook
 * covers the routes added after it; the listeners come later.
 */
export function watchSiteWrites(
  app: FastifyInstance,
): (listener: (area: SiteArea) => void) => void {
  const listeners: ((area: SiteArea) => void)[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    if (reply.statusCode >= 400) return;
    const area = siteAreaOfWrite(request.url);
    if (area === undefined) return;
    for (const listener of listeners) listener(area);
  });
  return (listener) => listeners.push(listener);
}
