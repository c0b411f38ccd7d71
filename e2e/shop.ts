// The shop as a shopper meets it: the production build served by the real server, on a free port,
// with a fresh database file in a temporary folder.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { seededImage } from '../mock-server/test/seededDatabase';
import { startTestServer, type TestServer } from '../mock-server/test/server';
import { closeDatabase, openDatabase } from '../mock-server/src/storage/database';
import type { AppOptions } from '../mock-server/src/options';
import { SETTING_DEFAULTS } from '../mock-server/src/settings/defaults';
import { buildStorefront } from '../mock-server/src/storefront/storefrontApp';

// E2E_DIST: another build folder (a helper's own `webpack --output-path`), so a browser test can run
// without rebuilding the shared dist/.
const DIST = path.resolve(process.env.E2E_DIST || path.join(__dirname, '..', 'dist'));

export interface RunningShop {
  url: string;
  server: TestServer;
  stop(): Promise<void>;
}

/** A port nothing listens on now (the shop takes it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * E2E_IN_FRONT_OF_WORDPRESS=1 runs a browser test against the storefront in WORDPRESS_URL mode:
 * the shop's own server, started on its own port, is the WordPress behind it (scripts/test.ts runs
 * the main journeys this way too).
 */
export const IN_FRONT_OF_WORDPRESS = process.env.E2E_IN_FRONT_OF_WORDPRESS === '1';

export type StartShopOptions = Partial<AppOptions> & {
  siteHostname?: string;
  dist?: string;
  forms?: Record<string, string>;
};

/**
 * `siteHostname` serves the shop under that name (the browser maps it to 127.0.0.1): its links
 * and redirects then use it, as SITE_URL does in production. `forms` are contact forms to serve
 * (file name -> CF7 source), written to a folder of the shop's own that goes when it stops.
 */
export async function startShop(options: StartShopOptions = {}): Promise<RunningShop> {
  // `dist`: another build (a bench's baseline), served by this checkout's server.
  const { siteHostname, dist = DIST, forms, ...appOptions } = options;
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist}/index.html is missing: the e2e stage runs after \`npm run build\`.`);
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  if (forms !== undefined) {
    const formsDir = path.join(folder, 'forms');
    fs.mkdirSync(formsDir);
    for (const [name, source] of Object.entries(forms)) {
      fs.writeFileSync(path.join(formsDir, name), source);
    }
    appOptions.contactForms = { ...appOptions.contactForms, formsDir };
  }
  const file = path.join(folder, 'shop.sqlite');
  // The seeded shop as a file: a copy of this run's seed (mock-server/test/seededDatabase.ts).
  if (appOptions.clock === undefined) fs.writeFileSync(file, seededImage(new Date(), true));
  const database = openDatabase(file);
  // The port shoppers use: the shop's, or the storefront's in front of it.
  const port = siteHostname === undefined && !IN_FRONT_OF_WORDPRESS ? 0 : await freePort();
  const publicOrigin = `http://${siteHostname ?? '127.0.0.1'}:${port}`;
  // No announcement popup unless a test asks for one (pass `announcement`): it would cover the page.
  const server = await startTestServer({
    announcement: null,
    ...appOptions,
    ...(IN_FRONT_OF_WORDPRESS
      ? { siteUrl: publicOrigin, trustProxy: 'loopback' }
      : siteHostname === undefined
        ? {}
        : { port, siteUrl: publicOrigin }),
    database,
    clientDist: dist,
  });
  const storefront = IN_FRONT_OF_WORDPRESS
    ? await buildStorefront({
        wordpressUrl: server.url,
        siteUrl: publicOrigin,
        trustProxy: 'loopback',
        clientDist: dist,
        contactButtons: (appOptions.site ?? SETTING_DEFAULTS.site).contactButtons,
        shopDetails: (appOptions.site ?? SETTING_DEFAULTS.site).details,
        attribution: appOptions.attribution,
        pageCacheSeconds: appOptions.pageCacheSeconds,
      })
    : undefined;
  const url = storefront ? await storefront.listen({ host: '127.0.0.1', port }) : server.url;
  return {
    url,
    server,
    async stop() {
      // The browser is gone by now: a forwarded request it left open must not hold the close.
      storefront?.server.closeAllConnections();
      await storefront?.close();
      await server.close();
      closeDatabase(database);
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
