// How sourcebuster stores its data in cookies (reference §5), so the shop reads and writes
// exactly what a WooCommerce page would: `key=value` pairs joined by `|||`, URI-encoded with
// ! ~ * ' ( ) escaped too, optionally base64 on top. Reading decodes the whole cookie and then
// each value once more, which is why a stored `%20` comes back as a space.

export const DELIMITER = '|||';

/** The eight cookies, by sourcebuster's container names. */
export const COOKIE_NAMES = {
  current: 'sbjs_current',
  current_add: 'sbjs_current_add',
  first: 'sbjs_first',
  first_add: 'sbjs_first_add',
  session: 'sbjs_session',
  udata: 'sbjs_udata',
  promo: 'sbjs_promo',
  migrations: 'sbjs_migrations',
} as const;

export type CookieKey = keyof typeof COOKIE_NAMES;
export type CookieName = (typeof COOKIE_NAMES)[CookieKey];

/** Every cookie consent-off must delete, in WooCommerce's order. */
export const ALL_COOKIE_NAMES: readonly CookieName[] = [
  COOKIE_NAMES.current,
  COOKIE_NAMES.current_add,
  COOKIE_NAMES.first,
  COOKIE_NAMES.first_add,
  COOKIE_NAMES.session,
  COOKIE_NAMES.udata,
  COOKIE_NAMES.migrations,
  COOKIE_NAMES.promo,
];

/** The containers sourcebuster hands back as data (`sbjs.get`), in its order. */
export const DATA_CONTAINERS = [
  'current',
  'current_add',
  'first',
  'first_add',
  'session',
  'udata',
  'promo',
] as const;

export type DataContainer = (typeof DATA_CONTAINERS)[number];

/** What sourcebuster's `get` holds: container -> key -> value. */
export type TrackerData = Record<DataContainer, Record<string, string>>;

const EXTRA_ESCAPES: Record<string, string> = {
  '!': '%21',
  '~': '%7E',
  '*': '%2A',
  "'": '%27',
  '(': '%28',
  ')': '%29',
};

/** A lone surrogate would make encodeURIComponent throw; the browser never sends one anyway. */
function wellFormed(value: string): string {
  return value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}

export function encodeData(value: string): string {
  return encodeURIComponent(wellFormed(value)).replace(
    /[!~*'()]/g,
    (char) => EXTRA_ESCAPES[char] ?? char,
  );
}

/** The old `unescape()`: %uXXXX and %XX as code units, anything else left alone. */
function legacyUnescape(value: string): string {
  return value.replace(
    /%u([0-9a-fA-F]{4})|%([0-9a-fA-F]{2})/g,
    (_match, wide?: string, narrow?: string) =>
      String.fromCharCode(parseInt(wide ?? narrow ?? '', 16)),
  );
}

/** decodeURIComponent, then the extra escapes (upper-case only, as sourcebuster writes them). */
export function decodeData(value: string): string {
  try {
    return decodeURIComponent(value)
      .replace(/%21/g, '!')
      .replace(/%7E/g, '~')
      .replace(/%2A/g, '*')
      .replace(/%27/g, "'")
      .replace(/%28/g, '(')
      .replace(/%29/g, ')');
  } catch {
    // A malformed escape (a hand-edited cookie): fall back the way sourcebuster does.
    return legacyUnescape(value);
  }
}

const BASE64 = /^[A-Za-z0-9+/]+$/;

function fromBase64(value: string): string {
  if (!BASE64.test(value)) return value;
  const padded = value + '='.repeat((4 - (value.length % 4)) % 4);
  try {
    return atob(padded);
  } catch {
    return value;
  }
}

/** The raw cookie value for a packed string. */
export function encodeCookieValue(packed: string, base64: boolean): string {
  const encoded = encodeData(packed);
  return base64 ? btoa(encoded).replace(/=+$/, '') : encoded;
}

/** The packed string in a raw cookie value, base64 or not (both are read whatever the setting). */
export function decodeCookieValue(raw: string): string {
  return decodeData(fromBase64(raw));
}

/** `a=1|||b=2` from ordered pairs (values as they are: the cookie encoding happens once, outside). */
export function pack(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs.map(([key, value]) => `${key}=${value}`).join(DELIMITER);
}

/** A packed string back into its pairs; each value decoded once more. */
export function unpack(packed: string): Record<string, string> {
  const result: Record<string, string> = {};
  if (!packed) return result;
  for (const piece of packed.split(DELIMITER)) {
    const equals = piece.indexOf('=');
    const key = equals < 0 ? piece : piece.slice(0, equals);
    const value = equals < 0 ? '' : piece.slice(equals + 1);
    result[key] = decodeData(value);
  }
  return result;
}

export function emptyTrackerData(): TrackerData {
  return {
    current: {},
    current_add: {},
    first: {},
    first_add: {},
    session: {},
    udata: {},
    promo: {},
  };
}
