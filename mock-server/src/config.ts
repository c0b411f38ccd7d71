import path from 'node:path';
import type { ContactButtons } from '../../contracts/bootstrap';
import { ANNOUNCEMENT_ENVIRONMENT_VARIABLES } from './domain/announcement/config';
import { ATTRIBUTION_ENVIRONMENT_VARIABLES } from './domain/attribution/config';
import { DEFAULT_NONCE_LIFETIME_SECONDS, DEFAULT_SITE, type SiteIdentity } from './options';

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
}

export const ENVIRONMENT_VARIABLES = [
  'PORT',
  'HOST',
  'DATABASE',
  'LOG_LEVEL',
  'UPLOADS_DIR',
  'SHOP_SECRET',
  'NONCE_LIFETIME_SECONDS',
  'SITE_NAME',
  'CONTACT_PHONE',
  'CONTACT_WHATSAPP',
  'CONTACT_EITAA',
  'CONTACT_BALE',
  ...ATTRIBUTION_ENVIRONMENT_VARIABLES,
  ...ANNOUNCEMENT_ENVIRONMENT_VARIABLES,
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
  };
}
