// What `npm start` refuses or reports about its settings before it serves anyone. Kept apart
// from main.ts so each rule is tested without starting a process.

export interface StartupSettings {
  production: boolean;
  /**
   * SHOP_SECRET was given (else a generated one lives in the database); undefined where no
   * secret is used (in front of WordPress, which mints its own nonces).
   */
  secretConfigured?: boolean;
  /** Contact and footer settings left unset, so shoppers see the demo's phone and address. */
  demoDetails?: readonly string[];
  siteUrl?: string;
  captchaTestAnswer?: string;
}

export interface StartupFinding {
  level: 'error' | 'warn';
  message: string;
}

/** Throws (the server must not start) or returns the lines to log at start. */
export function checkStartupSettings(settings: StartupSettings): StartupFinding[] {
  const findings: StartupFinding[] = [];
  if (settings.captchaTestAnswer !== undefined) {
    if (settings.production) {
      throw new Error(
        'CAPTCHA_TEST_ANSWER is set with NODE_ENV=production: every captcha would accept a fixed ' +
          'answer. Unset it; it exists for automated tests only.',
      );
    }
    findings.push({
      level: 'error',
      message:
        'CAPTCHA_TEST_ANSWER is set: every captcha accepts a fixed answer. This is for automated ' +
        'tests only; never set it in production.',
    });
  }
  if (settings.production && settings.secretConfigured === false) {
    findings.push({
      level: 'warn',
      message:
        'SHOP_SECRET is not set: the generated secret is kept in the database, so anyone with a ' +
        'copy of the database can forge nonces, cart tokens and payment signatures. Set ' +
        'SHOP_SECRET (openssl rand -base64 48) and keep it out of backups.',
    });
  }
  if (settings.production && settings.siteUrl === undefined) {
    findings.push({
      level: 'warn',
      message:
        'SITE_URL is not set: links, redirects and cookies use the address the server listens ' +
        'on. Set SITE_URL to the public origin, such as https://shop.example.',
    });
  }
  if (settings.production && settings.demoDetails && settings.demoDetails.length > 0) {
    findings.push({
      level: 'warn',
      message:
        `${settings.demoDetails.join(', ')} not set: shoppers see the demo shop's phone, ` +
        'address and messenger ids, which are not yours. Set each to your own, or to an empty ' +
        'value to hide it.',
    });
  }
  return findings;
}
