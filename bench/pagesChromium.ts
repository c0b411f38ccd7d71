// A headless Chromium with a new empty profile for one Lighthouse run, started here rather than by
// Lighthouse so the shopper's cookies can go into its cookie jar first. (Lighthouse's
// --extra-headers Cookie does not hold: once the page writes a cookie of its own, Chromium sends
// its jar instead and the cart's session cookie is gone from every later request.)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium';

export interface DebuggableChromium {
  /** The DevTools port, for Lighthouse's --port. */
  port: number;
  close(): Promise<void>;
}

const LISTENING = /DevTools listening on (ws:\/\/\S+)/;

/** `cookie`: a Cookie header ("a=1; b=2") set for `baseUrl` before anything is loaded. */
export async function startChromium(baseUrl: string, cookie = ''): Promise<DebuggableChromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pages-profile-'));
  const child = spawn(
    chromiumPath(),
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    // Chromium's helper processes may still be writing its cache for a moment after it exits.
    // A profile that outlasts the retries stays in the temporary folder: the run's figures are
    // in by then, and a clean-up must not throw them away (it did, ENOTEMPTY, with retries).
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (error) {
      console.error(`Chromium's profile ${profile} is left in place: ${String(error)}`);
    }
  };
  try {
    const endpoint = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium did not start: ${output}`)),
        30_000,
      );
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = LISTENING.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
    });
    if (cookie) {
      const browser = await chromium.connectOverCDP(endpoint);
      const pairs = cookie.split(';').map((pair) => pair.trim().split(/=(.*)/s, 2));
      await browser
        .contexts()[0]!
        .addCookies(
          pairs.map(([name, value]) => ({ name: name!, value: value ?? '', url: baseUrl })),
        );
      await browser.close();
    }
    return { port: Number(new URL(endpoint).port), close };
  } catch (error) {
    await close();
    throw error;
  }
}
