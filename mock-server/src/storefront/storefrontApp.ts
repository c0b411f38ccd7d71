// The storefront in front of a WordPress + WooCommerce site (WORDPRESS_URL): it draws the shop's
// pages with the site's data and forwards everything else to the site. It keeps nothing a second
// instance would need (no database, no sessions): any number of them can serve one shopper.
import type { ContactButtons, ShopDetails } from '../../../contracts/bootstrap';
import { REST_NONCE_PATH } from '../../../contracts/wp';
import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_ATTRIBUTION_SETTINGS, attributionBootstrap } from '../domain/attribution/settings';
import { installErrorHandling } from '../http/errorHandler';
import { installGracefulClose } from '../http/gracefulClose';
import { messages } from '../http/messages';
import { WpHttpError } from '../http/wpError';
import { installSiteOrigin } from '../http/origin';
import { badgeImageOrigins, installSecurityHeaders } from '../http/securityHeaders';
import type { AppOptions } from '../options';
import { DEFAULT_PAGE_CACHE_SECONDS, createPageCache, watchSiteWrites } from '../routes/pageCache';
import type { RenderPage } from '../../../contracts/serverRender';
import { loadPageRenderer, type RenderApi } from '../routes/pageRenderer';
import { createShell, registerShellRoutes, type BootstrapFor } from '../routes/shell';
import { registerHealthRoute } from '../routes/health';
import { trustedProxies } from '../http/trustProxy';
import { forwardTheRest, withoutHostDomain } from './forward';
import { installSearchCorrection } from './searchCorrection';
import { createWordpressSite, type WordpressSite } from './wordpressSite';

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
};

function storefrontBootstrap(site: WordpressSite, options: StorefrontOptions): BootstrapFor {
  const wordpressHost = new URL(site.url).hostname;
  return async (request, reply) => {
    const [index, { nonce, cookies }] = await Promise.all([
      site.index().catch((error: unknown) => {
        request.log.error({ err: error }, 'the WordPress site did not answer its REST index');
        throw new WpHttpError(502, 'wordpress_unreachable', messages.wordpressUnreachable);
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
      attribution: attributionBootstrap(
        options.attribution ?? DEFAULT_ATTRIBUTION_SETTINGS,
        request.ip,
      ),
    };
  };
}

export async function buildStorefront(options: StorefrontOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    trustProxy: trustedProxies(options.trustProxy),
  });
  installSiteOrigin(app, options.siteUrl);
  installErrorHandling(app);
  installGracefulClose(app);
  const onSiteWrite = watchSiteWrites(app);
  const site = createWordpressSite(options.wordpressUrl, (request) => network(request));

  const api: RenderApi = { apiRoot: site.apiRoot, fetch: (request) => network(request) };
  const renderer = options.pageRenderer?.(api) ?? loadPageRenderer(options.clientDist, api);
  const pageCache = renderer
    ? createPageCache(renderer, {
        seconds: options.pageCacheSeconds ?? DEFAULT_PAGE_CACHE_SECONDS,
        clock: () => new Date(),
      })
    : undefined;
  if (pageCache) onSiteWrite(() => pageCache.clear());
  const shell = createShell({
    clientDist: options.clientDist,
    bootstrap: storefrontBootstrap(site, options),
    render: pageCache?.render,
  });

  // The shop's own pages and files carry its security headers; WordPress's answers keep theirs
  // (wp-admin's scripts would not run under the shop's policy).
  await app.register(async (pages) => {
    installSecurityHeaders(pages, badgeImageOrigins(options.shopDetails));
    registerHealthRoute(pages);
    await registerShellRoutes(pages, shell, options.clientDist);
  });
  installSearchCorrection(app, site.apiRoot);
  await forwardTheRest(app, options.wordpressUrl);
  return app;
}
