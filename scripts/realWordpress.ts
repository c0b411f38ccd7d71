// The real WordPress 7.0 + WooCommerce 9.9 + Contact Form 7 6.1 sites of ../shared/wordpress that
// `npm test` checks the production mode against: one with the storefront in front of it (its home
// is the storefront's address, set up as docs/deploy.md asks an owner to), one as it stands for
// `contracts:verify`. Setting up needs root (apt-get, nginx, php-fpm, MariaDB) and no network.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
export const SHARED_WORDPRESS = path.resolve(root, '..', 'shared', 'wordpress');

/** The site behind the storefront: WordPress's home is the storefront's public address. */
export const STOREFRONT_SITE = {
  instance: 'wpshop',
  wordpressUrl: 'http://127.0.0.1:8089',
  storefrontPort: 3089,
  siteUrl: 'http://127.0.0.1:3089',
  webRoot: '/var/www/wpshop',
  state: '/var/lib/wpshop',
} as const;

/** A site of its own for `npm run bench -- realWordpress`, so a bench never meets a test's orders. */
export const BENCH_SITE = {
  instance: 'wpbench',
  wordpressUrl: 'http://127.0.0.1:8090',
  storefrontPort: 3090,
  siteUrl: 'http://127.0.0.1:3090',
  webRoot: '/var/www/wpbench',
  state: '/var/lib/wpbench',
} as const;

/** A WordPress with the storefront in front of it: WordPress's home is the storefront's address. */
export type FrontedSite = typeof STOREFRONT_SITE | typeof BENCH_SITE;

/** The site the pacts are verified against, with the swatches and announcement stand-ins. */
export const PACT_SITE = {
  instance: 'wpref',
  url: 'http://127.0.0.1:8088',
  cookieFile: '/var/lib/wpref/wpref-cookie.txt',
  /** The reference site's fixed form ids (its README): the message form, the quiz and captcha. */
  messageFormId: '12',
  challengeFormId: '14',
} as const;

function setUp(env: Record<string, string>): boolean {
  const result = spawnSync('bash', [path.join(SHARED_WORDPRESS, 'setup.sh')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    timeout: 15 * 60 * 1000,
  });
  return result.status === 0;
}

/** Sets up (or starts again) a site whose home is the storefront's address, as an owner would. */
export function setUpFronted(site: FrontedSite): boolean {
  if (!canSetUp()) return false;
  return setUp({
    WPREF_DB: site.instance,
    WPREF_PORT: new URL(site.wordpressUrl).port,
    WPREF_HOME: site.siteUrl,
    WPREF_STANDINS: '1',
  });
}

function canSetUp(): boolean {
  if (!fs.existsSync(path.join(SHARED_WORDPRESS, 'setup.sh'))) {
    console.error(
      `${SHARED_WORDPRESS}/setup.sh is missing: the real WordPress comes from shared/.`,
    );
    return false;
  }
  if (process.getuid?.() !== 0) {
    console.error('Setting up the real WordPress needs root (apt-get, nginx, php-fpm, MariaDB).');
    return false;
  }
  return true;
}

/**
 * Sets up (or starts again) both sites; a finished site takes about 15 s. Fails with one line when
 * this machine cannot (not root, or no ../shared/wordpress).
 */
export function setUpRealWordpress(): boolean {
  if (!canSetUp()) return false;
  if (!setUpFronted(STOREFRONT_SITE)) return false;
  const owner = spawnSync(
    'php',
    [path.join(root, 'e2e', 'realWordpress', 'owner.php'), STOREFRONT_SITE.webRoot],
    { stdio: 'inherit' },
  );
  if (owner.status !== 0) return false;
  return setUp({
    WPREF_DB: PACT_SITE.instance,
    WPREF_PORT: new URL(PACT_SITE.url).port,
    WPREF_STANDINS: '1',
  });
}

export interface BackgroundSetUp {
  /** Where the set-up writes what it prints. */
  log: string;
  /** Whether both sites are up, once the set-up has ended. */
  finished: Promise<boolean>;
}

/**
 * The same set-up in a child process, writing to a log file: its slow part (Debian's packages,
 * MariaDB, two WordPress installs) then overlaps the stages that need none of it.
 */
export function startRealWordpressSetUp(): BackgroundSetUp {
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'real-wordpress-')), 'set-up.log');
  const output = fs.openSync(log, 'w');
  // Not a pipe: `npm test` runs its stages with spawnSync, and a pipe nobody reads would fill up.
  const child = spawn(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', path.join(__dirname, 'realWordpress.ts')],
    { cwd: root, stdio: ['ignore', output, output] },
  );
  fs.closeSync(output);
  const finished = new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
  return { log, finished };
}

if (require.main === module) process.exit(setUpRealWordpress() ? 0 : 1);
