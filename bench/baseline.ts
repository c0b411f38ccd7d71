// The older build a bench measures beside this one (`--baseline DIR`), and the check that each
// page the bench compares is drawn in full by both. An older client served by today's server
// may ask for an API that changed since and draw a "could not load" box where the page's content
// was: issue 29's first build drew one on home, contact, about, the blog and a post, so their
// ratios compared a page with a failure box against a full one. A checkout is therefore served by
// its own server, and a page that still fails is named instead of compared.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startShop } from '../e2e/shop';
import { untilAnswered } from '../e2e/untilAnswered';

/** What a bench needs of a running shop. */
export interface BenchShop {
  url: string;
  stop(): Promise<void>;
}

/** An older checkout's server entry, relative to the checkout. */
const SERVER_ENTRY = path.join('mock-server', 'src', 'main.ts');
/** How long an older checkout's server may take to answer (ts-node without swc took ~8 s). */
const START_LIMIT_MS = 120_000;

export type BaselineSource =
  { kind: 'checkout'; checkout: string; dist: string } | { kind: 'build'; dist: string };

/**
 * `--baseline DIR`: a checkout with a build in dist/ (served by its own server, with its own seed)
 * or a build folder itself (served by this checkout's server, as helpers' builds of this code are).
 */
export function baselineSource(dir: string): BaselineSource {
  const folder = path.resolve(dir);
  const checkoutDist = path.join(folder, 'dist');
  const built = (candidate: string) => fs.existsSync(path.join(candidate, 'index.html'));
  if (built(checkoutDist) && fs.existsSync(path.join(folder, SERVER_ENTRY))) {
    return { kind: 'checkout', checkout: folder, dist: checkoutDist };
  }
  if (built(checkoutDist)) return { kind: 'build', dist: checkoutDist };
  if (built(folder)) return { kind: 'build', dist: folder };
  throw new Error(`--baseline ${dir}: neither a checkout with a build in dist/ nor a build folder`);
}

/** A label for the bench's output: what was measured and by which server. */
export function baselineLabel(source: BaselineSource): string {
  return source.kind === 'checkout'
    ? `baseline ${source.checkout} (its own server)`
    : `baseline ${source.dist} (this checkout's server)`;
}

/**
 * The bench's environment without what would make the baseline another kind of shop than this
 * bench's (a WordPress behind it, another public address, a folder of forms).
 */
function shopEnvironmentLeftOut(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const rest = { ...environment };
  for (const name of ['SITE_URL', 'WORDPRESS_URL', 'CONTACT_FORMS_DIR', 'NODE_ENV']) {
    delete rest[name];
  }
  return rest;
}

/**
 * An older checkout's own server, as its README starts it (`npm run serve`), on a free port and a
 * database of its own seeded by its own code, without the announcement popup that would cover
 * the page (as the tests' shops start). Gone, with its files, when stopped.
 */
export async function startCheckoutShop(checkout: string): Promise<BenchShop> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-baseline-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(folder, 'server.log'), 'w');
  const server = spawn(
    process.execPath,
    ['-r', require.resolve('ts-node/register/transpile-only'), SERVER_ENTRY],
    {
      cwd: checkout,
      env: {
        ...shopEnvironmentLeftOut(process.env),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE: path.join(folder, 'shop.sqlite'),
        UPLOADS_DIR: path.join(folder, 'uploads'),
        ANNOUNCEMENT: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', log, log],
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    fs.closeSync(log);
    fs.rmSync(folder, { recursive: true, force: true });
  };
  const started = await untilAnswered(
    `${url}/`,
    Date.now() + START_LIMIT_MS,
    () => server.exitCode !== null,
  );
  if (!started) {
    const output = fs.readFileSync(path.join(folder, 'server.log'), 'utf8').slice(-2000);
    await stop();
    throw new Error(`the baseline's server in ${checkout} did not start:\n${output}`);
  }
  return { url, stop };
}

/** The baseline's shop: its own server for a checkout, this checkout's for a build folder. */
export async function startBaselineShop(source: BaselineSource): Promise<BenchShop> {
  return source.kind === 'checkout'
    ? startCheckoutShop(source.checkout)
    : startShop({ dist: source.dist });
}

/** The shop's own marker of content that could not be loaded (`ui/LoadFailure` and the pages'). */
const LOAD_FAILURE = /class="load-failure"/;

/** Why a page's answer is not the page in full, or undefined when it is. */
export function pageProblem(status: number, html: string): string | undefined {
  if (status !== 200) return `HTTP ${status}`;
  if (LOAD_FAILURE.test(html)) return 'it draws a "could not load" box';
  return undefined;
}

/** The page at `pagePath` on `baseUrl`, as a first visit with `cookie` asks for it. */
export async function checkPage(
  baseUrl: string,
  pagePath: string,
  cookie = '',
): Promise<string | undefined> {
  const response = await fetch(baseUrl + pagePath, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  return pageProblem(response.status, await response.text());
}
