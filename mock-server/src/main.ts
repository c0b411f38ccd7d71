// `npm start` / `npm run serve`: the shop on one machine, SQLite file included.
import { buildApp } from './app';
import { readConfig } from './config';
import { readAnnouncementConfig } from './domain/announcement/config';
import { readAttributionConfig } from './domain/attribution/config';
import { readContactFormsConfig } from './routes/contactFormsConfig';
import { seedIfEmpty } from './seed';
import { closeDatabase, openDatabase } from './storage/database';
import { migrate } from './storage/migrations';
import { createSqliteSettingsRepository } from './storage/settingsRepository';
import { resolveSecret } from './storage/siteSecret';

const SHUTDOWN_LIMIT_MS = 10_000;

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const db = openDatabase(config.database);
  migrate(db);
  const secret = resolveSecret(config.secret, createSqliteSettingsRepository(db));
  const seeded = seedIfEmpty(db, new Date());

  const app = await buildApp({
    database: db,
    secret,
    nonceLifetimeSeconds: config.nonceLifetimeSeconds,
    uploadsDir: config.uploadsDir,
    logger: { level: config.logLevel },
    site: config.site,
    ...readAttributionConfig(process.env),
    contactForms: readContactFormsConfig(process.env),
    ...readAnnouncementConfig(process.env),
  });
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
