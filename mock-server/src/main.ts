// `npm start` / `npm run serve`: the shop on one machine, SQLite file included; with WORDPRESS_URL, the
// storefront alone in front of that WordPress site.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CLIENT_DIST, buildApp } from './app';
import { seedIfEmpty } from './seed';
import { readSettings, type Settings } from './settings/readSettings';
import { checkStartupSettings } from './settings/startupChecks';
import { closeDatabase, openDatabase } from './storage/database';
import { migrate } from './storage/migrations';
import { createSqliteSettingsRepository } from './storage/settingsRepository';
import { resolveSecret } from './storage/siteSecret';
import { buildStorefront } from './storefront/storefrontApp';
import { loggerOptions, startBanner } from './startLog';

const SHUTDOWN_LIMIT_MS = 10_000;

interface Running {
  app: FastifyInstance;
  /** After the server has stopped: what else to let go (the database). */
  release(): void;
}

/** The whole shop on this machine: its SQLite database, seeded on the first run. */
async function ownShop(settings: Settings): Promise<Running> {
  // Before the database opens: a refused setting leaves nothing behind.
  const findings = checkStartupSettings({
    production: settings.production,
    secretConfigured: settings.secret !== undefined,
    demoDetails: settings.demoDetails,
    siteUrl: settings.app.siteUrl,
    captchaTestAnswer: settings.app.contactForms.captchaTestAnswer,
  });
  const db = openDatabase(settings.database);
  migrate(db);
  const secret = resolveSecret(settings.secret, createSqliteSettingsRepository(db));
  const seeded = seedIfEmpty(db, new Date());

  const app = await buildApp({
    ...settings.app,
    database: db,
    secret,
    logger: loggerOptions(settings.logLevel, process.stdout),
  });
  for (const finding of findings) app.log[finding.level](finding.message);
  if (settings.production && settings.app.checkout.testGateway === true) {
    app.log.error(
      'PAYMENT_TEST_GATEWAY=on with NODE_ENV=production: the local test gateway is offered, ' +
        'and any shopper can mark their own card order paid (no money moves). Switch it off ' +
        'before taking real orders.',
    );
  }
  if (seeded) app.log.info({ ...seeded, database: settings.database }, 'seeded the demo content');
  return { app, release: () => closeDatabase(db) };
}

/** WORDPRESS_URL: the storefront alone, in front of that site; no database is opened. */
async function storefront(settings: Settings, wordpressUrl: string): Promise<Running> {
  const findings = checkStartupSettings({
    production: settings.production,
    demoDetails: settings.demoDetails,
    siteUrl: settings.app.siteUrl,
  });
  const app = await buildStorefront({
    wordpressUrl,
    clientDist: DEFAULT_CLIENT_DIST,
    siteUrl: settings.app.siteUrl,
    trustProxy: settings.app.trustProxy,
    attribution: settings.app.attribution,
    pageCacheSeconds: settings.app.pageCacheSeconds,
    upstream: settings.upstream,
    contactButtons: settings.app.site.contactButtons,
    ...(settings.app.site.details ? { shopDetails: settings.app.site.details } : {}),
    logger: loggerOptions(settings.logLevel, process.stdout),
  });
  // In production the start-up checks above say it.
  if (settings.app.siteUrl === undefined && !settings.production) {
    app.log.warn(
      "WORDPRESS_URL without SITE_URL: set SITE_URL to the public address, and WordPress's own " +
        'site address to the same, so links and cookies name the storefront (docs/deploy.md)',
    );
  }
  for (const finding of findings) app.log[finding.level](finding.message);
  app.log.info({ wordpressUrl }, 'standing in front of WordPress');
  return { app, release: () => undefined };
}

async function main(): Promise<void> {
  const settings = readSettings(process.env);
  const { app, release } =
    settings.wordpressUrl === undefined
      ? await ownShop(settings)
      : await storefront(settings, settings.wordpressUrl);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const limit = setTimeout(() => {
      app.log.error('requests did not finish in time: exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    limit.unref();
    app
      .close()
      .then(() => {
        release();
        app.log.info('stopped');
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exitCode = 1;
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  const listening = await app.listen({ port: settings.port, host: settings.host });
  if (settings.wordpressUrl === undefined) {
    const banner = startBanner({
      address: settings.app.siteUrl ?? listening,
      testGateway: settings.app.checkout.testGateway === true,
      smtpUrl: settings.app.contactForms.smtpUrl,
      database: settings.database,
      mailTo: settings.app.contactForms.adminEmail ?? 'admin@shop.example',
    });
    app.log.info(banner.join('\n'));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
