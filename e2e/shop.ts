// The shop as a shopper meets it: the production build served by the real server, on a free port,
// with a fresh database file in a temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../mock-server/test/server';
import { closeDatabase, openDatabase } from '../mock-server/src/storage/database';
import type { AppOptions } from '../mock-server/src/options';

const DIST = path.resolve(__dirname, '..', 'dist');

export interface RunningShop {
  url: string;
  server: TestServer;
  stop(): Promise<void>;
}

export async function startShop(options: Partial<AppOptions> = {}): Promise<RunningShop> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('dist/index.html is missing: the e2e stage runs after `npm run build`.');
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const database = openDatabase(path.join(folder, 'shop.sqlite'));
  // No announcement popup unless a test asks for one (pass `announcement`): it would cover the page.
  const server = await startTestServer({
    announcement: null,
    ...options,
    database,
    clientDist: DIST,
  });
  return {
    url: server.url,
    server,
    async stop() {
      await server.close();
      closeDatabase(database);
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
