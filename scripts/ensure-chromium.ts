// `npm test` needs Debian's Chromium: install it when we may (root), otherwise say exactly what is missing.
import { execFileSync } from 'node:child_process';
import { CHROMIUM_PACKAGE, chromiumPath, hasChromium } from './chromium';

export interface ChromiumHost {
  present: () => boolean;
  isRoot: () => boolean;
  /** CHROMIUM_PATH when the user set one */
  overridePath: string | undefined;
  install: () => void;
}

function aptInstall(): void {
  console.log(`Installing Debian's '${CHROMIUM_PACKAGE}' package for the browser tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', CHROMIUM_PACKAGE], { stdio: 'inherit', env });
}

export const thisMachine: ChromiumHost = {
  present: hasChromium,
  isRoot: () => process.getuid?.() === 0,
  overridePath: process.env.CHROMIUM_PATH || undefined,
  install: aptInstall,
};

export function ensureChromium(host: ChromiumHost = thisMachine): void {
  if (host.present()) return;
  if (host.overridePath) {
    throw new Error(`CHROMIUM_PATH=${host.overridePath} is not an executable file.`);
  }
  if (!host.isRoot()) {
    throw new Error(
      `Chromium is missing: install Debian's package '${CHROMIUM_PACKAGE}' (sudo apt-get install -y ${CHROMIUM_PACKAGE}) or set CHROMIUM_PATH.`,
    );
  }
  host.install();
  if (!host.present()) {
    throw new Error(`apt-get installed '${CHROMIUM_PACKAGE}' but ${chromiumPath()} is missing.`);
  }
}

if (require.main === module) {
  try {
    ensureChromium();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
