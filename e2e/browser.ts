// One Chromium per test file; each scenario gets its own context (axe needs one) and records
// everything that went wrong on the page, so a test can assert a clean console.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { BOOTSTRAP_ELEMENT_ID } from '../contracts/bootstrap';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium';

export const ARTIFACTS = path.join(__dirname, 'artifacts');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  tablet: { width: 820, height: 1180 },
  mobile: { width: 390, height: 844 },
} as const;

/** `hosts`: names Chromium resolves to this machine (a shop served as shop.example). */
export function launchChromium(hosts: readonly string[] = []): Promise<Browser> {
  const resolving = hosts.map((host) => `MAP ${host} 127.0.0.1`).join(', ');
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args:
      resolving === '' ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, `--host-resolver-rules=${resolving}`],
  });
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** console errors, uncaught page errors and failed requests, in order */
  problems: string[];
}

export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  options: { reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport,
    locale: 'fa-IR',
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  const page = await context.newPage();
  startedAfterEachVisit(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`http ${response.status()}: ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // Cancelled by the browser (a page left while its pictures or API answers were still on the
    // way) or by the app itself (a search superseded): never an answer the shop failed to give.
    if (error === 'net::ERR_ABORTED') return;
    problems.push(`requestfailed: ${request.url()} ${error}`);
  });
  return { context, page, problems };
}

/** axe violations as short readable lines, so a failing assertion says what is wrong and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation: Result) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

// The journeys run again in front of WordPress (e2e/shop.ts): their pictures are kept apart.
const SCREENSHOT_PREFIX = process.env.E2E_IN_FRONT_OF_WORDPRESS === '1' ? 'wordpress-' : '';

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${SCREENSHOT_PREFIX}${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * A swatch click draws its choice at once and what the other swatches can do a frame later; the
 * form is aria-busy in between. Wait for that before reading the other swatches or the button.
 */
export async function swatchesSettled(page: Page): Promise<void> {
  await page.locator('form.variations_form[aria-busy="false"]').waitFor();
}

/**
 * The server's HTML is on screen before the app starts: a click before then posts the plain form
 * (or does nothing), and what is typed is lost to hydration. Wait for the app (app/start.tsx).
 */
export async function appStarted(page: Page): Promise<void> {
  await page.locator('html[data-app="started"]').waitFor({ state: 'attached' });
}

/**
 * `page.goto` returns once the shop's page has started its app, as a shopper's next tap would
 * find it on any phone but a very slow one; pages that are not the app's (WordPress's own, the
 * plain posts' error pages) return at once. `openPage` does this; a test of what happens before the
 * app starts opens its page with `context.newPage()` alone.
 */
export function startedAfterEachVisit(page: Page): void {
  const visit = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await visit(url, options);
    if ((await page.locator(`script#${BOOTSTRAP_ELEMENT_ID}`).count()) > 0) await appStarted(page);
    return response;
  };
}
