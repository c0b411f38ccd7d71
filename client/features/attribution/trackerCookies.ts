// The only code that touches the attribution cookies, through js-cookie. Only the saga calls it.
// Values go in and come out byte for byte (sourcebuster's own encoding is done by the
// classifier), so a WooCommerce page on the same site reads what this writes and vice versa.
import Cookies from 'js-cookie';
import type { CookieValues, CookieWrite } from './classify';
import { ALL_COOKIE_NAMES, type CookieName } from './cookieFormat';
import { withoutWww } from './urlParts';

const rawCookies = Cookies.withConverter<string>({
  read: (value) => value,
  write: (value) => value,
});

/** Remembers the visitor's banner choice (a functional cookie: it only records the answer). */
export const CONSENT_COOKIE = 'shop_tracking_consent';
export type ConsentChoice = 'yes' | 'no';
const CONSENT_DAYS = 365;

/** A cookie as written, for the store (dates as ISO strings). */
export interface WrittenCookie {
  name: string;
  value: string;
  /** null: browser-session cookie. A time in the past: a deletion. */
  expires: string | null;
  /** The Domain attribute used; null: host-only. */
  domain: string | null;
}

const IP_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[?[0-9a-f:]+\]?)$/i;

/**
 * The Domain attribute for sourcebuster's cookie domain (its host minus the first "www."), or
 * none where browsers refuse one: IP addresses and single-label hosts such as localhost.
 */
export function domainAttribute(domain: string | null): string | undefined {
  if (!domain || IP_ADDRESS.test(domain) || !domain.includes('.')) return undefined;
  return domain;
}

export interface TrackerCookies {
  /** The eight sourcebuster cookies this page can see, raw. */
  read(): CookieValues;
  write(writes: readonly CookieWrite[]): WrittenCookie[];
  /**
   * Deletes the eight cookies wherever sourcebuster could have put them: on the cookie domain
   * derived from `hostname` (so www hosts work, unlike WooCommerce) and host-only.
   */
  removeAll(hostname: string): WrittenCookie[];
  readConsent(): ConsentChoice | undefined;
  writeConsent(choice: ConsentChoice, hostname: string, now: Date): WrittenCookie;
}

function record(
  name: string,
  value: string,
  expires: Date | null,
  domain: string | undefined,
): WrittenCookie {
  return { name, value, expires: expires ? expires.toISOString() : null, domain: domain ?? null };
}

export const browserTrackerCookies: TrackerCookies = {
  read() {
    const all = rawCookies.get();
    const result: Record<string, string> = {};
    for (const name of ALL_COOKIE_NAMES) {
      const value = all[name];
      if (value !== undefined) result[name] = value;
    }
    return result;
  },

  write(writes) {
    return writes.map((write) => {
      const domain = domainAttribute(write.domain);
      rawCookies.set(write.name, write.value, { expires: write.expires ?? undefined, domain });
      return record(write.name, write.value, write.expires, domain);
    });
  },

  removeAll(hostname) {
    const domain = domainAttribute(withoutWww(hostname));
    // The epoch is in the past for every clock, real or faked.
    const past = new Date(0);
    const removed: WrittenCookie[] = [];
    for (const name of ALL_COOKIE_NAMES as readonly CookieName[]) {
      if (domain) {
        rawCookies.set(name, '', { expires: past, domain });
        removed.push(record(name, '', past, domain));
      }
      rawCookies.set(name, '', { expires: past });
      removed.push(record(name, '', past, undefined));
    }
    return removed;
  },

  readConsent() {
    const value = rawCookies.get(CONSENT_COOKIE);
    return value === 'yes' || value === 'no' ? value : undefined;
  },

  writeConsent(choice, hostname, now) {
    const domain = domainAttribute(withoutWww(hostname));
    const expires = new Date(now.getTime() + CONSENT_DAYS * 86_400_000);
    rawCookies.set(CONSENT_COOKIE, choice, { expires, domain, sameSite: 'Lax' });
    return record(CONSENT_COOKIE, choice, expires, domain);
  },
};
