// `npm test` needs Debian's Chromium: install it when we may (root), otherwise say exactly what is missing.
import { execFileSync } from 'node:child_process';
import { CHROMIUM_PACKAGE, chromiumPath, hasChromium } from './chromium';

export function ensureChromium(): void {
  if (hasChromium()) return;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.`);
  }
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing: install Debian's package '${CHROMIUM_PACKAGE}' (sudo apt-get install -y ${CHROMIUM_PACKAGE}) or set CHROMIUM_PATH.`,
    );
  }
  console.log(`Installing Debian's '${CHROMIUM_PACKAGE}' package for the browser tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', CHROMIUM_PACKAGE], { stdio: 'inherit', env });
  if (!hasChromium())
    throw new Error(`apt-get installed '${CHROMIUM_PACKAGE}' but ${chromiumPath()} is missing.`);
}

if (require.main === module) {
  try {
    ensureChromium();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
