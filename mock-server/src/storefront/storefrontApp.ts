// The storefront in front of a WordPress + WooCommerce site (WORDPRESS_URL): it draws the shop's
// pages with the site's data and forwards everything else to the site. It keeps nothing a second
// instance would need (no database, no sessions): any number of them can serve one shopper.
import type { ContactButtons, ShopDetails } from '../../../contracts/bootstrap';
import { REST_NONCE_PATH } from '../../../contracts/wp';
import Fastify, { type FastifyInstance } from 'fastify';
import { attributionBootstrap } from '../domain/attribution/settings';
import { installErrorHandling } from '../http/errorHandler';
import { installGracefulClose } from '../http/gracefulClose';
import { installHardening } from '../http/hardening';
import { refused } from '../http/refusals';
import { installSiteOrigin } from '../http/origin';
import {
  applySecurityHeaders,
  badgeImageOrigins,
  installSecurityHeaders,
  securityHeaders,
} from '../http/securityHeaders';
import type { AppOptions } from '../options';
import { createPageCache, watchSiteWrites } from '../routes/pageCache';
import { withStorefrontDefaults } from '../settings/defaults';
import type { RenderPage } from '../../../contracts/serverRender';
import { loadPageRenderer, type RenderApi } from '../routes/pageRenderer';
import { VISITOR_CART_PAGE, visitorCartHeaders } from './visitorCart';
import { createShell, registerShellRoutes, wantsShell, type BootstrapFor } from '../routes/shell';
import { registerUnavailablePlainPosts } from '../routes/plainPurchasePosts';
import { registerHealthRoute } from '../routes/health';
import { trustedProxies } from '../http/trustProxy';
import { forwardTheRest, withoutHostDomain } from './forward';
import { homeMismatch } from './siteIndex';
import { installSearchCorrection } from './searchCorrection';
import { createWordpressSite, type WordpressSite } from './wordpressSite';
import { registerAccountOrders } from './accountOrders';
import { installFaultPages, UPSTREAM_REFUSALS } from './faultPage';
import { createRootPages } from './rootPages';
import { failOnUpstreamFault } from './renderFaults';
import type { UpstreamLimits } from './upstreamLimits';
import { installVisits, notingFaults } from './visit';

// The network's own fetch, taken when this module loads: a page renderer, once created, routes
// the global fetch through itself (client/server/apiRequests.ts).
const network = globalThis.fetch.bind(globalThis);

export type StorefrontOptions = Pick<
  AppOptions,
  'clientDist' | 'logger' | 'siteUrl' | 'trustProxy' | 'attribution' | 'pageCacheSeconds'
> & {
  /** The WordPress site's origin (WORDPRESS_URL). */
  wordpressUrl: string;
  /** Contact buttons are the storefront's own setting (CONTACT_*), as in the default mode. */
  contactButtons: ContactButtons;
  /** The footer's details are the storefront's own settings too (SHOP_*, ENAMAD_*, …). */
  shopDetails?: ShopDetails;
  clientDist: string;
  /** A renderer other than the build's (tests render the client's source directly). */
  pageRenderer?: (api: RenderApi) => RenderPage;
  /** How long and how much the storefront takes from WordPress (WORDPRESS_TIMEOUT_SECONDS, …). */
  upstream?: UpstreamLimits;
};

type FilledStorefrontOptions = ReturnType<typeof withStorefrontDefaults<StorefrontOptions>>;

function storefrontBootstrap(site: WordpressSite, options: FilledStorefrontOptions): BootstrapFor {
  const wordpressHost = new URL(site.url).hostname;
  return async (request, reply) => {
    const [index, { nonce, cookies }] = await Promise.all([
      site.index().catch((error: unknown) => {
        request.log.error({ err: error }, 'the WordPress site did not answer its REST index');
        throw refused(UPSTREAM_REFUSALS.unreachable);
      }),
      // A nonce that cannot be had now is fetched by the app when it needs one.
      site.restNonce(request.headers.cookie).catch(() => ({ nonce: '', cookies: [] })),
    ]);
    if (cookies.length > 0) {
      reply.header(
        'set-cookie',
        cookies.map((cookie) => withoutHostDomain(cookie, wordpressHost)),
      );
    }
    return {
      siteName: index.name,
      apiRoot: '/wp-json/',
      nonceEndpoint: REST_NONCE_PATH,
      nonce,
      locale: 'fa',
      contactButtons: options.contactButtons,
      ...(options.shopDetails ? { shopDetails: options.shopDetails } : {}),
      extras: index.extras,
      attribution: attributionBootstrap(options.attribution, request.ip),
    };
  };
}

export async function buildStorefront(given: StorefrontOptions): Promise<FastifyInstance> {
  const options = withStorefrontDefaults(given);
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    trustProxy: trustedProxies(options.trustProxy),
  });
  installSiteOrigin(app, options.siteUrl);
  installErrorHandling(app);
  installHardening(app);
  installGracefulClose(app);
  installVisits(app);
  installFaultPages(app);
  const { upstream } = options;
  const onSiteWrite = watchSiteWrites(app);
  const site = createWordpressSite(options.wordpressUrl, (request) => network(request), upstream);
  app.addHook('onReady', async () => {
    // Said once, at start, where the operator looks; a WordPress not up yet is asked again later.
    const index = await site.index().catch(() => undefined);
    const mismatch = index && homeMismatch(index, app.siteOrigin());
    if (mismatch) app.log.error(mismatch);
  });

  const api: RenderApi = { apiRoot: site.apiRoot, fetch: site.fetch };
  const renderer = failOnUpstreamFault(
    options.pageRenderer?.(api) ?? loadPageRenderer(options.clientDist, api),
  );
  const pageCache = renderer
    ? createPageCache(renderer, {
        seconds: options.pageCacheSeconds,
        clock: () => new Date(),
      })
    : undefined;
  if (pageCache) onSiteWrite((area) => pageCache.clear(area));
  const shell = createShell({
    clientDist: options.clientDist,
    bootstrap: storefrontBootstrap(site, options),
    render: pageCache && notingFaults(pageCache.render),
    ...(renderer
      ? {
          visitor: {
            render: notingFaults(renderer),
            headers: visitorCartHeaders,
            pages: VISITOR_CART_PAGE,
          },
        }
      : {}),
  });

  // The shop's own pages and files carry its security headers; WordPress's answers keep theirs
  // (wp-admin's scripts would not run under the shop's policy).
  await app.register(async (pages) => {
    installSecurityHeaders(pages, badgeImageOrigins(options.shopDetails));
    registerHealthRoute(pages);
    await registerShellRoutes(pages, shell, options.clientDist);
    // The cart, checkout and account are drawn in the browser here: their plain posts say so.
    await registerUnavailablePlainPosts(pages, '');
  });
  installSearchCorrection(app, site.apiRoot);
  registerAccountOrders(app, options.wordpressUrl, upstream);
  const pageHeaders = securityHeaders(badgeImageOrigins(options.shopDetails));
  // The site's other published pages (its CF7 pages, /sample-page/) in the shop's own drawing,
  // not WordPress's theme; WooCommerce's pages already have their routes above.
  const rootPages = createRootPages({
    read: () => site.rootPageSlugs(),
    clock: () => Date.now(),
    onError: (error) => app.log.error({ err: error }, "the site's list of pages could not be read"),
  });
  onSiteWrite(() => rootPages.clear());
  await forwardTheRest(app, options.wordpressUrl, {
    limits: upstream,
    sitePage: {
      drawnHere: async (request) => wantsShell(request) && rootPages.has(request.url),
      send: (request, reply) => {
        applySecurityHeaders(request, reply, pageHeaders);
        return shell.send(request, reply, 200);
      },
    },
    // Outside the pages' context, so the pages' security headers are set here.
    notFoundPage: (request, reply) => {
      applySecurityHeaders(request, reply, pageHeaders);
      return shell.send(request, reply, 404);
    },
  });
  return app;
}
