// The set-up most browser test files share: one shop and one Chromium for the file's tests,
// started before them and closed after (the browser first, then the shop), even when a test
// failed in between.
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { startShop, type RunningShop, type StartShopOptions } from './shop';

export interface ShopAndBrowser {
  shop: RunningShop;
  browser: Browser;
}

/**
 * Registers the file's beforeAll and afterAll; `started` receives the shop and the browser once
 * both run (register it before any beforeAll that uses them). `launch` starts a Chromium of
 * another kind (one that resolves the shop's host name).
 */
export function withShopAndChromium(
  started: (running: ShopAndBrowser) => void,
  options: StartShopOptions = {},
  launch: () => Promise<Browser> = () => launchChromium(),
): void {
  let shop: RunningShop | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    shop = await startShop(options);
    browser = await launch();
    started({ shop, browser });
    // Starting a shop and Chromium takes over a minute on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });
}
