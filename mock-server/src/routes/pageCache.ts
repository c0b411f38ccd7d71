// Rendered pages kept for a few seconds, as a WordPress host's page cache keeps a page's HTML:
// server rendering takes public data only, so one rendering serves every visitor of that URL.
// What differs per visitor (the session, the nonce) is added when the page is sent. A write to
// the site's data (any successful REST write outside the shopper's own cart) empties the cache, so
// an edited post or a sold-out product is drawn afresh at once; the time limit covers the rest
// (a sale that ends, stock held by an unpaid order).
import type { FastifyInstance } from 'fastify';
import type { RenderPage, RenderedPage } from '../../../contracts/serverRender';

export const DEFAULT_PAGE_CACHE_SECONDS = 10;
const MAX_PAGES = 500;

/** Writes that change no page anyone else sees: the shopper's own cart and session. */
const PRIVATE_WRITES = [/^\/wp-json\/wc\/store\/v1\/cart(\/|\?|$)/, /^\/wp-admin\/admin-ajax\.php/];

export interface PageCache {
  render: RenderPage;
  clear(): void;
}

export function createPageCache(
  render: RenderPage,
  { seconds, clock }: { seconds: number; clock: () => Date },
): PageCache {
  const pages = new Map<string, { until: number; page: Promise<RenderedPage> }>();
  let generation = 0;
  return {
    clear() {
      generation += 1;
      pages.clear();
    },
    async render(request) {
      if (seconds <= 0) return render(request);
      const now = clock().getTime();
      const kept = pages.get(request.url);
      if (kept && kept.until > now) return kept.page;
      const startedIn = generation;
      // Concurrent visitors of a cold URL share one rendering.
      const page = render(request);
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(request.url, { until: now + seconds * 1000, page });
      const forget = () => {
        if (pages.get(request.url)?.page === page) pages.delete(request.url);
      };
      try {
        const drawn = await page;
        // A page drawn while the site failed is the failure's, not the URL's: the next visitor
        // asks again.
        if (drawn.status >= 500) forget();
        return drawn;
      } catch (error) {
        forget();
        throw error;
      } finally {
        // Rendered while the data changed: not kept.
        if (generation !== startedIn) forget();
      }
    },
  };
}

/**
 * Calls the listeners after every successful write to the site's shared data (the page cache
 * empties itself). Installed before the routes, since a hook covers the routes added after it;
 * the listeners come later.
 */
export function watchSiteWrites(app: FastifyInstance): (listener: () => void) => void {
  const listeners: (() => void)[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    if (reply.statusCode >= 400) return;
    if (PRIVATE_WRITES.some((pattern) => pattern.test(request.url))) return;
    for (const listener of listeners) listener();
  });
  return (listener) => listeners.push(listener);
}
