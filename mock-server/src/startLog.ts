// How `npm start` talks to the person who started it: readable lines in a terminal (pino-pretty),
// JSON lines for a log collector otherwise, and one banner saying where the shop is and how to
// try it (the demo coupon, the test gateway, where mail goes, how to make a staff account).
import { SEEDED_COUPONS } from './seed/coupons';

/** Fastify's logger options as the shop passes them (a pino transport is one of pino's own). */
export interface LoggerOptions {
  level: string;
  transport?: { target: string; options: Record<string, unknown> };
}

/** pino-pretty when stdout is a terminal; plain JSON (one object a line) otherwise. */
export function loggerOptions(level: string, stdout: { isTTY?: boolean }): LoggerOptions {
  if (stdout.isTTY !== true) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}

export interface BannerFacts {
  /** Where a browser reaches the shop (SITE_URL, else the address it listens on). */
  address: string;
  testGateway: boolean;
  /** SMTP_URL as given (its password is not shown); undefined: the outbox table. */
  smtpUrl: string | undefined;
  database: string;
  mailTo: string;
}

/** SMTP_URL without its password. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'SMTP_URL';
  }
}

/** The start banner's lines (English, as the rest of the log). */
export function startBanner(facts: BannerFacts): string[] {
  const coupon = SEEDED_COUPONS[0]?.code ?? '';
  return [
    `The shop is open: ${facts.address}`,
    `  demo coupon:  ${coupon} (10% off; more in the README)`,
    facts.testGateway
      ? `  card payment: the local test gateway (${facts.address}/test-gateway/…): press «پرداخت» to pay, «انصراف» to cancel; no money moves`
      : '  card payment: off (PAYMENT_TEST_GATEWAY=off): cash on delivery and card-to-card only',
    facts.smtpUrl === undefined
      ? `  mail:         contact form mail to ${facts.mailTo} is kept in the outbox table of ${facts.database} (set SMTP_URL to send it)`
      : `  mail:         contact form mail to ${facts.mailTo} goes through ${withoutPassword(facts.smtpUrl)}`,
    '  staff:        npm run user:create -- --role administrator --login NAME --email YOU@EXAMPLE (then sign in at /my-account)',
  ];
}
