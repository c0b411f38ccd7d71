// The rules a JSON Schema cannot say, run on values the schema already let through. Each is small
// and named after what it reads; each throws one line that starts with the variable's name.
import fs from 'node:fs';
import path from 'node:path';
import type { Announcement } from '../../../contracts/announcement';
import type { TrustBadge } from '../../../contracts/bootstrap';
import { normalizePrefix } from '../../../contracts/attribution';
import { parseSynonymGroups } from '../../../contracts/searchTerms';
import { checkAnnouncement } from '../domain/announcement/announcement';
import { adminTokenWeakness } from '../domain/attribution/adminToken';
import { parseRateLimit, type RateLimitSettings } from '../domain/forms/rateLimit';

export type TrustProxy = boolean | number | string;

/** The schema's SWITCH words that mean "on"; the rest of its enum means "off". */
export function switchIsOn(value: string): boolean {
  return ['1', 'true', 'yes', 'on'].includes(value);
}

/** Paths are taken from the folder the server was started in, as a shell user expects. */
export function resolvePath(cwd: string, value: string): string {
  return path.resolve(cwd, value);
}

/** DATABASE: a file path, or SQLite's `:memory:` as it is. */
export function databasePath(cwd: string, value: string): string {
  return value === ':memory:' ? value : resolvePath(cwd, value);
}

function parseUrl(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

/** An http(s) origin with nothing after it but an optional "/"; undefined otherwise. */
function bareOrigin(raw: string): string | undefined {
  const url = parseUrl(raw);
  const bare =
    url !== undefined &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === '';
  return bare ? url.origin : undefined;
}

/** SITE_URL: the shop's origin, returned without a trailing "/". */
export function siteOrigin(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const origin = bareOrigin(raw);
  if (origin === undefined) {
    throw new Error(
      `SITE_URL must be the shop's origin, such as https://shop.example, got "${raw}"`,
    );
  }
  return origin;
}

/**
 * WORDPRESS_URL: the WordPress site's origin. Its paths are the storefront's paths (forwarded
 * one to one), so a WordPress in a sub-folder is not supported.
 */
export function wordpressUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  const origin = bareOrigin(raw);
  if (origin === undefined) {
    throw new Error(
      `WORDPRESS_URL must be the WordPress site's origin, such as http://wp.internal:8080, got "${raw}"`,
    );
  }
  return origin;
}

const PROXY_ENTRY = /^[0-9A-Fa-f:.]+(?:\/\d{1,3})?$/;
// proxy-addr's names for address ranges.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: "true"/"false", a hop count, or a comma-separated list of addresses or CIDRs. */
export function trustProxy(raw: string): TrustProxy {
  if (raw === 'false') return false;
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

/** PAYMENT_TEST_GATEWAY: unset is on except under NODE_ENV=production (it lets anyone "pay"). */
export function paymentTestGateway(raw: string | undefined, production: boolean): boolean {
  return raw === undefined ? !production : raw === 'on';
}

/** HOLD_STOCK_MINUTES: 0 and "off" both switch the sweep off (null). */
export function holdStockMinutes(value: number | 'off'): number | null {
  return value === 'off' || value === 0 ? null : value;
}

/** UNPAID_ORDERS_PER_ADDRESS and COD_RELEASE_HOURS: "off" is null (no cap, never released). */
export function offMeansNull(value: number | 'off'): number | null {
  return value === 'off' ? null : value;
}

/** ATTRIBUTION_PREFIX: it becomes part of form field names and meta keys, so safe characters only. */
export function attributionPrefix(raw: string): string {
  if (!/^[A-Za-z0-9_]*[A-Za-z0-9][A-Za-z0-9_]*$/.test(raw) || raw.length > 64) {
    throw new Error(`ATTRIBUTION_PREFIX may hold only letters, digits and _, got "${raw}"`);
  }
  return normalizePrefix(raw);
}

/** SHOP_ADMIN_TOKEN: refused when guessable; unset switches the owner's report off. */
export function adminToken(raw: string | undefined): string | undefined {
  const weakness = raw === undefined ? undefined : adminTokenWeakness(raw);
  if (weakness !== undefined) {
    throw new Error(
      `SHOP_ADMIN_TOKEN must be ${weakness} (make one with: openssl rand -base64 32)`,
    );
  }
  return raw;
}

/** CONTACT_RATE_LIMIT: "MESSAGES/SECONDS"; "off" is no limit (undefined, as ContactFormsOptions). */
export function contactRateLimit(raw: string): RateLimitSettings | undefined {
  return parseRateLimit('CONTACT_RATE_LIMIT', 'MESSAGES', raw) ?? undefined;
}

/** REGISTRATION_RATE_LIMIT: "REGISTRATIONS/SECONDS", or "off" (null). */
export function registrationRateLimit(raw: string): RateLimitSettings | null {
  return parseRateLimit('REGISTRATION_RATE_LIMIT', 'REGISTRATIONS', raw);
}

/** SMTP_URL: an smtp:// or smtps:// URL, kept as written (nodemailer reads it). */
export function smtpUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const url = parseUrl(raw);
  if (url === undefined) {
    throw new Error(
      `SMTP_URL must be a URL such as smtp://user:pass@mail.example:587, got "${raw}"`,
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${raw}"`);
  }
  return raw;
}

/**
 * ANNOUNCEMENT: unset keeps the one stored in the database (undefined), "off" or JSON null shows
 * none, and a JSON object replaces the stored one. A bad value stops the start-up rather than
 * leaving a shop silently without (or with a broken) popup.
 */
export function announcement(raw: string | undefined): Announcement | null | undefined {
  if (raw === undefined) return undefined;
  if (raw.toLowerCase() === 'off') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('ANNOUNCEMENT must be "off" or a JSON object (see the README)');
  }
  if (parsed === null) return null;
  const check = checkAnnouncement(parsed);
  if (!check.ok) {
    throw new Error(`ANNOUNCEMENT is not a valid announcement: ${check.problems.join('; ')}`);
  }
  return check.announcement;
}

/** SHOP_PHONE: digits as shoppers dial them, with spaces, hyphens or brackets between. */
export function shopPhone(raw: string): string | undefined {
  if (raw === '') return undefined;
  if (!/^\+?[0-9][0-9 ()-]*[0-9]$/.test(raw.trim())) {
    throw new Error(`SHOP_PHONE must be a phone number such as 021-91001234, got "${raw}"`);
  }
  return raw.trim();
}

/** A badge's link or image: an https URL as the issuer gives it, or a path on the shop itself. */
function badgeAddress(name: string, raw: string): string {
  const url = raw.startsWith('/') ? undefined : parseUrl(raw);
  if (!raw.startsWith('/') && url?.protocol !== 'https:') {
    throw new Error(`${name} must be an https:// URL or a path starting with /, got "${raw}"`);
  }
  return raw;
}

/**
 * ENAMAD_* and SAMANDEHI_*: a badge is its issuer's link and image together; one without the
 * other is a mistake worth stopping for, not a badge quietly left out.
 */
export function trustBadge(
  issuer: TrustBadge['issuer'],
  href: string | undefined,
  image: string | undefined,
): TrustBadge | undefined {
  const prefix = issuer.toUpperCase();
  if (href === undefined && image === undefined) return undefined;
  if (href === undefined || image === undefined) {
    throw new Error(`${prefix}_URL and ${prefix}_IMAGE must be set together`);
  }
  return {
    issuer,
    href: badgeAddress(`${prefix}_URL`, href),
    image: badgeAddress(`${prefix}_IMAGE`, image),
  };
}

/**
 * SEARCH_SYNONYMS_FILE: the owner's synonym groups (contracts/searchTerms.ts parseSynonymGroups),
 * read once at start-up; a file that cannot be read stops the start.
 */
export function searchSynonymsFile(cwd: string, raw: string | undefined): string[][] | undefined {
  if (raw === undefined) return undefined;
  const file = resolvePath(cwd, raw);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`SEARCH_SYNONYMS_FILE cannot be read: ${file} (${(error as Error).message})`, {
      cause: error,
    });
  }
  return parseSynonymGroups(text);
}
