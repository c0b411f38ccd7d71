// The storefront as production runs it (`npm run serve` with NODE_ENV=production, WORDPRESS_URL,
// SITE_URL, SHOP_SECRET, TRUST_PROXY) in front of the real WordPress that `npm test` sets up
// (scripts/realWordpress.ts), and what the test reads back from that site: orders and mail.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { STOREFRONT_SITE, type FrontedSite } from '../../scripts/realWordpress';
import { launchChromium } from '../browser';
import { untilAnswered } from '../untilAnswered';

const root = path.resolve(__dirname, '..', '..');

export interface RunningStorefront {
  url: string;
  /** Every line the process wrote (its JSON log), for the start-up warnings. */
  log: string[];
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/health`);
    return true;
  } catch {
    return false;
  }
}

export async function startStorefront(
  env: Record<string, string> = {},
  site: FrontedSite = STOREFRONT_SITE,
): Promise<RunningStorefront> {
  // WordPress's home is this one address: a server left on it would be tested instead.
  if (await answers(site.siteUrl)) {
    throw new Error(`something already answers on ${site.siteUrl}: stop it first`);
  }
  const child: ChildProcess = spawn(
    path.join(root, 'node_modules', '.bin', 'ts-node'),
    ['--transpile-only', 'mock-server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WORDPRESS_URL: site.wordpressUrl,
        SITE_URL: site.siteUrl,
        SHOP_SECRET: 'real-wordpress-e2e-secret-0123456789abcdef',
        TRUST_PROXY: 'loopback',
        HOST: '127.0.0.1',
        PORT: String(site.storefrontPort),
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log: string[] = [];
  const keep = (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (!(await untilAnswered(`${site.siteUrl}/health`, Date.now() + 60_000))) {
    child.kill('SIGKILL');
    throw new Error(`the storefront did not answer ${site.siteUrl}/health\n${log.join('\n')}`);
  }
  return {
    url: site.siteUrl,
    log,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface StoredOrder {
  status: string;
  payment_method: string;
  total: string;
  discount: string;
  coupons: string[];
  billing: Record<string, string>;
  shipping: Record<string, string>;
  customer_id: number;
  lines: { name: string; quantity: number; total: string }[];
  attribution: Record<string, string>;
}

/** The order as WooCommerce stored it (e2e/realWordpress/order.php, through php-cli). */
export function storedOrder(id: number): StoredOrder {
  const result = spawnSync(
    'php',
    [path.join(__dirname, 'order.php'), STOREFRONT_SITE.webRoot, String(id)],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`order.php: ${result.stderr}`);
  return JSON.parse(result.stdout) as StoredOrder;
}

/** Makes `word` the answer of the captcha challenge `prefix` (e2e/realWordpress/captcha.php). */
export function answerCaptcha(prefix: string, word: string): void {
  const result = spawnSync(
    'php',
    [path.join(__dirname, 'captcha.php'), STOREFRONT_SITE.webRoot, prefix, word],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`captcha.php: ${result.stderr}`);
}

/** Mail WordPress sent since `since` (the site's sendmail stub keeps each as a .eml file). */
export function mailSince(since: number): string[] {
  const spool = path.join(STOREFRONT_SITE.state, 'mail');
  return fs
    .readdirSync(spool)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(spool, name))
    .filter((file) => fs.statSync(file).mtimeMs >= since)
    .map((file) => fs.readFileSync(file, 'utf8'));
}

/**
 * A journey file's set-up: the storefront and one Chromium, started before its tests and closed
 * after them (the browser first); `started` receives both once they run.
 */
export function withStorefrontAndChromium(
  started: (running: { storefront: RunningStorefront; browser: Browser }) => void,
): void {
  let storefront: RunningStorefront | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    storefront = await startStorefront();
    browser = await launchChromium();
    started({ storefront, browser });
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await storefront?.stop();
  });
}

/**
 * The message form (name, email, message, privacy) sent with a bad email and no name or message:
 * CF7 refuses it, and the storefront must say so in Persian. Answers the form, for more checks.
 */
export async function sendRefusedMessage(page: Page): Promise<Locator> {
  const form = page.locator('form').filter({ has: page.getByLabel('پیام') });
  await form.getByLabel('ایمیل').fill('maryam@');
  await form.getByRole('checkbox', { name: /قوانین حریم خصوصی/ }).check();
  await form.getByRole('button', { name: 'ارسال' }).click();
  await form
    .locator('.wpcf7-not-valid-tip', { hasText: 'لطفاً این فیلد را پر کنید.' })
    .first()
    .waitFor();
  return form;
}
