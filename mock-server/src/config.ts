import path from 'node:path';
import type { ContactButtons } from '../../contracts/bootstrap';
import { ACCOUNT_ENVIRONMENT_VARIABLES } from './domain/accounts/accountLimits';
import { ANNOUNCEMENT_ENVIRONMENT_VARIABLES } from './domain/announcement/config';
import { ATTRIBUTION_ENVIRONMENT_VARIABLES } from './domain/attribution/config';
import {
  DEFAULT_NONCE_LIFETIME_SECONDS,
  DEFAULT_SITE,
  DEFAULT_UPLOAD_QUOTA_MB,
  type SiteIdentity,
} from './options';

/** What `npm start` reads from the environment (documented in the README). */
export interface ServerConfig {
  port: number;
  host: string;
  database: string;
  logLevel: string;
  uploadsDir: string;
  /** Unset: main.ts keeps a generated secret in the database. */
  secret?: string;
  nonceLifetimeSeconds: number;
  site: SiteIdentity;
  /** Per-user upload quota in MiB (administrators have none). */
  uploadQuotaMb: number;
  /** NODE_ENV=production: development tools off, unsafe settings refused or reported. */
  production: boolean;
  /** The canonical origin; unset: the address the server listens on. */
  siteUrl?: string;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For/-Proto/-Host headers are believed. */
  trustProxy: TrustProxy;
  /** The local test gateway (PAYMENT_TEST_GATEWAY; unset: on unless production). */
  paymentTestGateway: boolean;
  /** HOLD_STOCK_MINUTES: unpaid card orders are cancelled after this; null: never. */
  holdStockMinutes: number | null;
}

export type TrustProxy = boolean | number | string;

export const ENVIRONMENT_VARIABLES = [
  'PORT',
  'HOST',
  'DATABASE',
  'LOG_LEVEL',
  'UPLOADS_DIR',
  'SHOP_SECRET',
  'NONCE_LIFETIME_SECONDS',
  'UPLOAD_QUOTA_MB',
  'SITE_NAME',
  'CONTACT_PHONE',
  'CONTACT_WHATSAPP',
  'CONTACT_EITAA',
  'CONTACT_BALE',
  'NODE_ENV',
  'SITE_URL',
  'TRUST_PROXY',
  'PAYMENT_TEST_GATEWAY',
  'HOLD_STOCK_MINUTES',
  ...ATTRIBUTION_ENVIRONMENT_VARIABLES,
  ...ANNOUNCEMENT_ENVIRONMENT_VARIABLES,
  ...ACCOUNT_ENVIRONMENT_VARIABLES,
] as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function contactButtons(env: Env): ContactButtons {
  const defaults = DEFAULT_SITE.contactButtons;
  // An empty variable removes that button; an unset one keeps the demo value.
  const pickButton = (name: string, fallback: string | undefined) =>
    env[name] === undefined ? fallback : text(env, name);
  const buttons: ContactButtons = {
    phone: pickButton('CONTACT_PHONE', defaults.phone),
    whatsapp: pickButton('CONTACT_WHATSAPP', defaults.whatsapp),
    eitaa: pickButton('CONTACT_EITAA', defaults.eitaa),
    bale: pickButton('CONTACT_BALE', defaults.bale),
  };
  return Object.fromEntries(Object.entries(buttons).filter(([, value]) => value !== undefined));
}

function parseUrl(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

/** An http(s) origin with nothing after it but an optional "/"; returned without the slash. */
function siteUrl(env: Env): string | undefined {
  const raw = text(env, 'SITE_URL');
  if (raw === undefined) return undefined;
  const url = parseUrl(raw);
  const bare =
    url !== undefined &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === '';
  if (!bare) {
    throw new Error(
      `SITE_URL must be the shop's origin, such as https://shop.example, got "${raw}"`,
    );
  }
  return url.origin;
}

/** "on" or "off"; unset: on except under NODE_ENV=production (it lets anyone "pay"). */
function paymentTestGateway(env: Env, production: boolean): boolean {
  const raw = text(env, 'PAYMENT_TEST_GATEWAY');
  if (raw === undefined) return !production;
  if (raw !== 'on' && raw !== 'off') {
    throw new Error(`PAYMENT_TEST_GATEWAY must be on or off, got "${raw}"`);
  }
  return raw === 'on';
}

/** Minutes, as WooCommerce's "hold stock" field; 0 or "off" switches the sweep off. */
function holdStockMinutes(env: Env): number | null {
  if (text(env, 'HOLD_STOCK_MINUTES') === 'off') return null;
  const minutes = integer(env, 'HOLD_STOCK_MINUTES', 60, 0, 525_600);
  return minutes === 0 ? null : minutes;
}

const PROXY_ENTRY = /^[0-9A-Fa-f:.]+(?:\/\d{1,3})?$/;
// proxy-addr's names for address ranges.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** "true"/"false", a hop count, or a comma-separated list of proxy addresses or CIDR ranges. */
function trustProxy(env: Env): TrustProxy {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => PROXY_ENTRY.test(entry) || PROXY_RANGE_NAMES.includes(entry))) {
    return entries.join(',');
  }
  throw new Error(
    `TRUST_PROXY must be true, false, a number of proxies or a list of proxy addresses, got "${raw}"`,
  );
}

/** Reads and checks the environment; relative paths are taken from `cwd`. Throws on bad values. */
export function readConfig(env: Env, cwd: string = process.cwd()): ServerConfig {
  const logLevel = text(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const database = text(env, 'DATABASE') ?? 'data/shop.sqlite';
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: text(env, 'HOST') ?? '127.0.0.1',
    database: database === ':memory:' ? database : path.resolve(cwd, database),
    logLevel,
    uploadsDir: path.resolve(cwd, text(env, 'UPLOADS_DIR') ?? 'data/uploads'),
    secret: text(env, 'SHOP_SECRET'),
    nonceLifetimeSeconds: integer(
      env,
      'NONCE_LIFETIME_SECONDS',
      DEFAULT_NONCE_LIFETIME_SECONDS,
      1,
      31_536_000,
    ),
    site: {
      name: text(env, 'SITE_NAME') ?? DEFAULT_SITE.name,
      contactButtons: contactButtons(env),
    },
    uploadQuotaMb: integer(env, 'UPLOAD_QUOTA_MB', DEFAULT_UPLOAD_QUOTA_MB, 1, 1_048_576),
    production: text(env, 'NODE_ENV') === 'production',
    siteUrl: siteUrl(env),
    trustProxy: trustProxy(env),
    paymentTestGateway: paymentTestGateway(env, text(env, 'NODE_ENV') === 'production'),
    holdStockMinutes: holdStockMinutes(env),
  };
}
