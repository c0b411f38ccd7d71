// Where Debian's Chromium lives, and the flags it needs on this closed network.
import fs from 'node:fs';

export const CHROMIUM_PACKAGE = 'chromium';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function hasChromium(): boolean {
  try {
    fs.accessSync(chromiumPath(), fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Without the background-networking flags Chromium keeps dialling hosts this machine cannot reach. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
