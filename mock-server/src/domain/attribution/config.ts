import { normalizePrefix } from '../../../../contracts/attribution';
import { adminTokenWeakness } from './adminToken';
import { DEFAULT_ATTRIBUTION_SETTINGS, type AttributionSettings } from './settings';

type Env = Record<string, string | undefined>;

export const ATTRIBUTION_ENVIRONMENT_VARIABLES = [
  'ATTRIBUTION_ALLOWED',
  'ATTRIBUTION_LIFETIME_MONTHS',
  'ATTRIBUTION_SESSION_MINUTES',
  'ATTRIBUTION_BASE64',
  'ATTRIBUTION_PREFIX',
  'SHOP_ADMIN_TOKEN',
] as const;

export interface AttributionConfig {
  attribution: AttributionSettings;
  /** Unset: the attribution report answers 403 to everyone. */
  adminToken?: string;
}

const MAX_LIFETIME_MONTHS = 120;
const MAX_SESSION_MINUTES = 24 * 60;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

// The spec's words for "true" (SPEC §9), and their opposites.
const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (TRUE_WORDS.includes(raw)) return true;
  if (FALSE_WORDS.includes(raw)) return false;
  throw new Error(
    `${name} must be one of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')}, got "${raw}"`,
  );
}

function positiveNumber(env: Env, name: string, fallback: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max) {
    throw new Error(`${name} must be a number above 0 and at most ${max}, got "${raw}"`);
  }
  return value;
}

function wholeNumber(env: Env, name: string, fallback: number, max: number): number {
  const value = positiveNumber(env, name, fallback, max);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, got "${value}"`);
  return value;
}

function prefix(env: Env): string {
  const raw = text(env, 'ATTRIBUTION_PREFIX');
  if (raw === undefined) return DEFAULT_ATTRIBUTION_SETTINGS.prefix;
  // It becomes part of form field names and meta keys: keep it to safe characters.
  if (!/^[A-Za-z0-9_]*[A-Za-z0-9][A-Za-z0-9_]*$/.test(raw) || raw.length > 64) {
    throw new Error(`ATTRIBUTION_PREFIX may hold only letters, digits and _, got "${raw}"`);
  }
  return normalizePrefix(raw);
}

function adminToken(env: Env): string | undefined {
  const raw = text(env, 'SHOP_ADMIN_TOKEN');
  const weakness = raw === undefined ? undefined : adminTokenWeakness(raw);
  if (weakness !== undefined) {
    throw new Error(
      `SHOP_ADMIN_TOKEN must be ${weakness} (make one with: openssl rand -base64 32)`,
    );
  }
  return raw;
}

/** Reads the attribution part of the environment; throws on bad values. */
export function readAttributionConfig(env: Env): AttributionConfig {
  const defaults = DEFAULT_ATTRIBUTION_SETTINGS;
  return {
    attribution: {
      allowTracking: flag(env, 'ATTRIBUTION_ALLOWED', defaults.allowTracking),
      lifetimeMonths: positiveNumber(
        env,
        'ATTRIBUTION_LIFETIME_MONTHS',
        defaults.lifetimeMonths,
        MAX_LIFETIME_MONTHS,
      ),
      sessionMinutes: wholeNumber(
        env,
        'ATTRIBUTION_SESSION_MINUTES',
        defaults.sessionMinutes,
        MAX_SESSION_MINUTES,
      ),
      base64: flag(env, 'ATTRIBUTION_BASE64', defaults.base64),
      prefix: prefix(env),
      fields: defaults.fields,
    },
    adminToken: adminToken(env),
  };
}
