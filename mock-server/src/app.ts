// buildApp: the shop's Fastify server with its plugins in order and every route group registered
// with the services wiring/ built (docs/architecture.md, Server).
import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { createSignInLimiter } from './domain/accounts/signInLimiter';
import { findProvince } from '../../contracts/iranRegions';
import { UPLOADS_URL_PATH } from './domain/mediaView';
import { createSitemaps } from './domain/sitemap/sitemaps';
import { installWholeAnswerCompression, onTheFlyCompression } from './http/compression';
import { installErrorHandling } from './http/errorHandler';
import { installFormBodyParser } from './http/formBody';
import { readSessionId } from './http/session';
import { verifyNonce } from './domain/nonce';
import { installGracefulClose } from './http/gracefulClose';
import { installRefusedBodyDrain } from './http/refusedBodies';
import { installJsonBodyParser } from './http/jsonBody';
import { installCustomerSession } from './http/customerSession';
import { installLocale } from './http/locale';
import { installHardening } from './http/hardening';
import { installMethodOverrideCheck, rewriteOverriddenMethod } from './http/methodOverride';
import { installNonceChecks } from './http/nonce';
import { installNotFound } from './http/notFound';
import { installResponseFields } from './http/responseFields';
import { installSiteOrigin } from './http/origin';
import { badgeImageOrigins, installSecurityHeaders } from './http/securityHeaders';
import { phpQueryString } from './http/queryString';
import { trustedProxies } from './http/trustProxy';
import { DEFAULT_MAX_UPLOAD_BYTES, type AppOptions } from './options';
import { registerAnnouncementRoute } from './routes/announcement';
import { registerSearchSuggestionRoute } from './routes/searchSuggestion';
import { registerAccountRoutes } from './routes/account';
import { ADMIN_TOKEN_FAILURES, registerAttributionReportRoute } from './routes/attributionReport';
import { createRateLimiter } from './domain/forms/rateLimit';
import { registerContactFormRoutes } from './routes/contactForms';
import { registerContactFormPosts } from './routes/contactFormPosts';
import { registerDiscoveryRoute } from './routes/discovery';
import { registerHealthRoute } from './routes/health';
import { registerMediaRoutes } from './routes/media';
import { registerNonceRoute } from './routes/nonce';
import { createPagePreloads } from './routes/pagePreloads';
import { registerPageRoutes } from './routes/pages';
import { createPageFormsMarkup } from './domain/forms/pageForms';
import { registerPostRoutes } from './routes/posts';
import { registerRestOptions } from './routes/restOptions';
import { createPageCache, watchSiteWrites } from './routes/pageCache';
import { forgetPagesAfterWrites } from './routes/pagesAfterSales';
import { withSettingDefaults } from './settings/defaults';
import { loadOwnPageRenderer } from './routes/pageRenderer';
import {
  createShell,
  ownBootstrap,
  ownVisitorHeaders,
  registerShellRoutes,
  wantsShell,
} from './routes/shell';
import { registerPlainPurchasePosts } from './routes/plainPurchasePosts';
import { flashNotices } from './http/flashCookie';
import { isStorefrontPage, registerSitemapRoutes } from './routes/sitemap';
import { registerStoreRoutes } from './routes/storeRoutes';
import { registerUserRoutes } from './routes/users';
import { registerCheckoutRoutes } from './routes/checkoutRoutes';
import { migrate } from './storage/migrations';
import { installTurnTaking } from './http/turns';
import { buildServices } from './wiring/services';

export type { AppOptions } from './options';

export const DEFAULT_CLIENT_DIST = path.resolve(__dirname, '..', '..', 'dist');

export async function buildApp(given: AppOptions): Promise<FastifyInstance> {
  const options = withSettingDefaults(given);
  const db = options.database;
  migrate(db);
  const clock = options.clock ?? (() => new Date());
  const { site, nonceLifetimeSeconds } = options;
  const clientDist = options.clientDist ?? DEFAULT_CLIENT_DIST;
  const maxUploadBytes = options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  fs.mkdirSync(options.uploadsDir, { recursive: true });

  const app = Fastify({
    logger: options.logger ?? false,
    rewriteUrl: rewriteOverriddenMethod,
    routerOptions: { ignoreTrailingSlash: true, querystringParser: phpQueryString },
    // Report every bad parameter at once, as WordPress does.
    ajv: { customOptions: { allErrors: true } },
    // close() waits for requests in flight but does not wait on idle keep-alive sockets.
    forceCloseConnections: 'idle',
    // Every rate limit keys on request.ip: behind a proxy only the ones named here are believed.
    trustProxy: trustedProxies(options.trustProxy),
  });
  installSiteOrigin(app, options.siteUrl);
  installHardening(app);
  installTurnTaking(app);

  // Cookies first: the nonce check below reads the session cookie in its own onRequest hook.
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: maxUploadBytes } });
  // Before any route: the plugin hooks each route as it is added (http/compression.ts).
  await app.register(fastifyCompress, onTheFlyCompression);
  installErrorHandling(app);
  const onSiteWrite = watchSiteWrites(app);
  installSecurityHeaders(app, badgeImageOrigins(site.details));
  installRefusedBodyDrain(app);
  installGracefulClose(app);
  installLocale(app);
  installMethodOverrideCheck(app);
  installNonceChecks(app, { secret: options.secret, lifetimeSeconds: nonceLifetimeSeconds, clock });
  installJsonBodyParser(app);
  installFormBodyParser(app);
  // Before every route: `_fields` trims every REST answer, as WordPress does.
  installResponseFields(app);
  // Every repository and service, built once here; routes get what they use.
  const services = buildServices(db, {
    options,
    clock,
    siteTitle: site.name,
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  const { accounts, posts } = services;
  // Before every route: request.customerId says who is signed in (null for a guest).
  installCustomerSession(app, { accounts, clock });

  // Before every REST route: each one added later answers OPTIONS with its description.
  registerRestOptions(app);
  // After every hook that changes an answer (above), before the routes (below).
  installWholeAnswerCompression(app);
  registerDiscoveryRoute(app, () => site.name);
  registerHealthRoute(app);
  registerNonceRoute(app, { secret: options.secret, clock });
  registerPostRoutes(app, { posts, clock });
  registerPageRoutes(app, {
    posts,
    formsMarkup: createPageFormsMarkup(
      services.contactForms.catalog,
      services.contactForms.service,
    ),
  });
  registerUserRoutes(app, { accounts });
  registerSitemapRoutes(
    app,
    createSitemaps({ posts, catalog: services.store.catalog, clock, showsPage: isStorefrontPage }),
  );
  registerAccountRoutes(app, {
    accounts,
    clock,
    limiter: createSignInLimiter(options.accounts.signInLimits),
    scryptCost: options.accounts.scryptCost,
    registrationLimit: options.accounts.registrationLimit,
    hashingLimits: options.accounts.hashingLimits,
    citiesOf: (code) => findProvince(code)?.cities,
  });
  await registerStoreRoutes(app, {
    services: services.store,
    clock,
    secret: options.secret,
    nonceLifetimeSeconds,
    uploadsDir: options.uploadsDir,
  });
  registerCheckoutRoutes(app, {
    services: services.checkout,
    clock,
    secret: options.secret,
    nonceLifetimeSeconds,
    attribution: options.attribution,
    merchant: site.name,
    checkout: options.checkout,
  });
  await registerMediaRoutes(app, {
    library: services.media.library,
    maxUploadBytes,
    uploadQuotaBytes: options.uploadQuotaBytes,
  });
  await registerContactFormRoutes(app, { services: services.contactForms, clock });
  registerContactFormPosts(app, { services: services.contactForms, siteName: site.name });
  await app.register(fastifyStatic, {
    root: path.resolve(options.uploadsDir),
    prefix: UPLOADS_URL_PATH,
    decorateReply: false,
    index: false,
    redirect: false,
    dotfiles: 'deny',
    maxAge: '1d',
  });

  registerSearchSuggestionRoute(app, services.store.search);
  // The search index, then the products' cards the search pages show, are built as the server
  // starts, a few milliseconds at a time between requests, not by the first searches
  // (docs/decisions.md "Search at 10,000 products" and its third pass).
  let closing = false;
  app.addHook('onReady', async () => {
    const stopped = () => closing;
    services.store.search
      .build({ stopped })
      .then(() => services.store.reader.warmCards(app.siteOrigin(), { stopped }))
      .catch((error: unknown) => app.log.error({ err: error }, 'search start-up build failed'));
  });
  app.addHook('onClose', async () => {
    closing = true;
  });
  registerAnnouncementRoute(app, {
    announcements: services.announcements,
    clock,
    configured: options.announcement,
  });
  registerAttributionReportRoute(app, {
    orders: services.orders,
    prefix: options.attribution.prefix,
    adminToken: options.adminToken,
    failures: createRateLimiter(() => ADMIN_TOKEN_FAILURES),
    clock,
  });

  const renderer =
    options.renderPages === false
      ? undefined
      : (options.pageRenderer?.(app) ?? loadOwnPageRenderer(app, clientDist));
  const pageCache = renderer
    ? createPageCache(renderer, {
        seconds: options.pageCacheSeconds,
        clock,
      })
    : undefined;
  if (pageCache) onSiteWrite(forgetPagesAfterWrites(pageCache, services.stockChanges));
  const shell = createShell({
    clientDist,
    bootstrap: ownBootstrap({
      site,
      secret: options.secret,
      clock,
      attribution: options.attribution,
      emailOptional: options.checkout.emailOptional,
    }),
    preload: createPagePreloads(app),
    render: pageCache?.render,
    ...(renderer
      ? {
          visitor: {
            render: renderer,
            headers: ownVisitorHeaders({ secret: options.secret, clock }),
            notices: flashNotices({ secret: options.secret, clock }),
          },
        }
      : {}),
  });
  await registerShellRoutes(app, shell, clientDist);
  registerPlainPurchasePosts(app, {
    shell,
    siteName: site.name,
    validNonce: (request, nonce) => {
      const session = readSessionId(request);
      return (
        session !== undefined &&
        verifyNonce(options.secret, session, nonce, clock(), nonceLifetimeSeconds)
      );
    },
  });
  installNotFound(app, { wants: wantsShell, send: shell.send });

  options.extraRoutes?.(app, services);
  return app;
}
