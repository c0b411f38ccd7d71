// `npm start` / `npm run serve`: the shop on one machine, SQLite file included.
import { buildApp } from './app';
import { readConfig } from './config';
import { readAnnouncementConfig } from './domain/announcement/config';
import { readAttributionConfig } from './domain/attribution/config';
import { readContactFormsConfig } from './routes/contactFormsConfig';
import { readAccountLimitsConfig } from './domain/accounts/accountLimits';
import { seedIfEmpty } from './seed';
import { checkStartupSettings } from './startupChecks';
import { closeDatabase, openDatabase } from './storage/database';
import { migrate } from './storage/migrations';
import { createSqliteSettingsRepository } from './storage/settingsRepository';
import { resolveSecret } from './storage/siteSecret';

const SHUTDOWN_LIMIT_MS = 10_000;

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const contactForms = readContactFormsConfig(process.env);
  // Before the database opens: a refused setting leaves nothing behind.
  const findings = checkStartupSettings({
    production: config.production,
    secretConfigured: config.secret !== undefined,
    siteUrl: config.siteUrl,
    captchaTestAnswer: contactForms.captchaTestAnswer,
  });
  const db = openDatabase(config.database);
  migrate(db);
  const secret = resolveSecret(config.secret, createSqliteSettingsRepository(db));
  const seeded = seedIfEmpty(db, new Date());

  const app = await buildApp({
    database: db,
    secret,
    nonceLifetimeSeconds: config.nonceLifetimeSeconds,
    uploadsDir: config.uploadsDir,
    uploadQuotaBytes: config.uploadQuotaMb * 1024 * 1024,
    logger: { level: config.logLevel },
    site: config.site,
    ...readAttributionConfig(process.env),
    siteUrl: config.siteUrl,
    trustProxy: config.trustProxy,
    contactForms,
    accounts: readAccountLimitsConfig(process.env),
    ...readAnnouncementConfig(process.env),
    checkout: {
      testGateway: config.paymentTestGateway,
      holdStockMinutes: config.holdStockMinutes,
    },
  });
  for (const finding of findings) app.log[finding.level](finding.message);
  if (config.production && config.paymentTestGateway) {
    app.log.error(
      'PAYMENT_TEST_GATEWAY=on with NODE_ENV=production: the local test gateway is offered, ' +
        'and any shopper can mark their own card order paid (no money moves). Switch it off ' +
        'before taking real orders.',
    );
  }
  if (seeded) app.log.info({ ...seeded, database: config.database }, 'seeded the demo content');

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
        closeDatabase(db);
        app.log.info('stopped');
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exitCode = 1;
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
