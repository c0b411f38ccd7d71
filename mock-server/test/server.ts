// The server as other test suites use it: client transport tests, the Pact provider, e2e.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { mintNonce, newSessionId } from '../src/domain/nonce';
import { SESSION_COOKIE } from '../src/http/session';
import type { AppOptions } from '../src/options';
import { seedIfEmpty } from '../src/seed';
import { closeDatabase, openDatabase, IN_MEMORY } from '../src/storage/database';
import { migrate } from '../src/storage/migrations';
import { seededDatabase } from './seededDatabase';
import { registerTestSwitches } from './testSwitches';

export const TEST_SECRET = 'test-secret';
/** The site URL of an app that is not listening (app.inject); a listening one uses its address. */
export const TEST_SITE_URL = 'http://shop.test';
/** Answers 204 with no body, for the client's no-content handling. */
export const NO_CONTENT_PATH = '/wp-json/test/v1/no-content';

export type TestServerOptions = Partial<AppOptions> & {
  seed?: boolean;
  /** startTestServer: the port to listen on (default: a free one). */
  port?: number;
};

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Database.Database;
  uploadsDir: string;
  close(): Promise<void>;
}

export interface TestSession {
  sessionId: string;
  /** Ready for a Cookie header: "shop_session=...". */
  cookie: string;
  nonce: string;
}

/** A session and a nonce the test server accepts, made without a request. */
export function sessionCookieFor(
  options: { secret?: string; now?: Date; sessionId?: string } = {},
): TestSession {
  const sessionId = options.sessionId ?? newSessionId();
  return {
    sessionId,
    cookie: `${SESSION_COOKIE}=${sessionId}`,
    nonce: mintNonce(options.secret ?? TEST_SECRET, sessionId, options.now ?? new Date()),
  };
}

/** A minimal built client: index.html with the bootstrap placeholder and one asset. */
export function writeClientFixture(dir: string): string {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>فروشگاه</title></head>' +
      '<body><!--shop-bootstrap--><div id="root"></div><script defer src="/assets/main.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'main.js'), 'document.title = "ok";\n');
  return dir;
}

/** A real image of the given size, for upload tests. */
export function sampleImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'gif' = 'png',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

function registerNoContent(app: FastifyInstance): void {
  app.post(NO_CONTENT_PATH, async (_request, reply) => reply.code(204).send());
}

export interface TestApp {
  app: FastifyInstance;
  db: Database.Database;
  uploadsDir: string;
  clientDist: string;
  /** Closes the app (and the database when the helper opened it), removes temp folders. */
  close(): Promise<void>;
}

/**
 * An in-memory, seeded app that is not listening (for app.inject). Uploads go to a temporary
 * folder and, unless `clientDist` is given, the shell serves a small fixture client.
 */
export async function buildTestApp(
  options: TestServerOptions = {},
  listening = false,
): Promise<TestApp> {
  const { seed = true, extraRoutes, port: _port, ...appOptions } = options;
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-server-'));
  const clock = options.clock ?? (() => new Date());
  const db =
    options.database ??
    (seed ? seededDatabase(clock(), options.clock === undefined) : openDatabase(IN_MEMORY));
  migrate(db);
  if (seed) seedIfEmpty(db, clock());
  const uploadsDir = options.uploadsDir ?? path.join(temp, 'uploads');
  const clientDist = options.clientDist ?? writeClientFixture(path.join(temp, 'client'));
  const app = await buildApp({
    ...appOptions,
    database: db,
    secret: options.secret ?? TEST_SECRET,
    siteUrl: options.siteUrl ?? (listening ? undefined : TEST_SITE_URL),
    uploadsDir,
    clientDist,
    logger: options.logger ?? false,
    extraRoutes: (instance, services) => {
      registerNoContent(instance);
      registerTestSwitches(instance, services, clock);
      extraRoutes?.(instance, services);
    },
  });
  return {
    app,
    db,
    uploadsDir,
    clientDist,
    async close() {
      await app.close();
      if (!options.database) closeDatabase(db);
      fs.rmSync(temp, { recursive: true, force: true });
    },
  };
}

/** The same app listening on 127.0.0.1 with a random port; `url` is "http://127.0.0.1:PORT". */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const built = await buildTestApp(options, true);
  const url = await built.app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  return { url, app: built.app, db: built.db, uploadsDir: built.uploadsDir, close: built.close };
}
