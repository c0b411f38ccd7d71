// Checks the parsed JSON field by field, so a broken server page says exactly what is wrong.
import {
  BOOTSTRAP_ELEMENT_ID,
  type BootstrapConfig,
  type ContactButtons,
  type PreloadedResponses,
  type ShopDetails,
  type SiteExtras,
} from '../../contracts/bootstrap';
import { readAttributionBootstrap } from '../features/attribution';

export type ConfigResult = { ok: true; config: BootstrapConfig } | { ok: false; problem: string };

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

const CONTACT_KEYS = ['phone', 'whatsapp', 'eitaa', 'bale'] as const;

function readContactButtons(value: unknown): ContactButtons | string {
  if (value === undefined) return {};
  if (!isObject(value)) return 'contactButtons must be an object';
  const buttons: ContactButtons = {};
  for (const key of CONTACT_KEYS) {
    const target = value[key];
    if (target === undefined || target === null || target === '') continue;
    if (typeof target !== 'string') return `contactButtons.${key} must be a string`;
    buttons[key] = target.trim();
  }
  return buttons;
}

const isText = (value: unknown) => value === undefined || typeof value === 'string';

/** The footer's details, drawn as sent: only their shape is checked. */
function readShopDetails(value: unknown): ShopDetails | undefined | string {
  if (value === undefined) return undefined;
  const ok =
    isObject(value) &&
    isText(value.address) &&
    isText(value.phone) &&
    isText(value.hours) &&
    Array.isArray(value.badges) &&
    value.badges.every(
      (badge) =>
        isObject(badge) &&
        (badge.issuer === 'enamad' || badge.issuer === 'samandehi') &&
        isNonEmptyString(badge.href) &&
        isNonEmptyString(badge.image),
    );
  return ok
    ? (value as unknown as ShopDetails)
    : 'shopDetails is not {address, phone, hours, badges}';
}

const EXTRA_KEYS = ['announcement', 'accounts', 'orders', 'regions', 'paymentMethods'] as const;

/** The site's extras: absent means the shop's own server, which has them all. */
function readExtras(value: unknown): SiteExtras | undefined | string {
  if (value === undefined) return undefined;
  if (!isObject(value)) return 'extras must be an object';
  const extras = {} as SiteExtras;
  for (const key of EXTRA_KEYS) {
    if (typeof value[key] !== 'boolean') return `extras.${key} must be true or false`;
    extras[key] = value[key];
  }
  return extras;
}

/**
 * Preloaded API answers: entries that are not `{body, headers}` with string headers are dropped,
 * so a bad one costs a request, never the start-up.
 */
function readPreload(value: unknown): PreloadedResponses | undefined {
  if (!isObject(value)) return undefined;
  const preload: PreloadedResponses = {};
  for (const [path, entry] of Object.entries(value)) {
    if (!isObject(entry) || !('body' in entry) || !isObject(entry.headers)) continue;
    const headers = Object.entries(entry.headers).filter(
      (header): header is [string, string] => typeof header[1] === 'string',
    );
    preload[path] = { body: entry.body, headers: Object.fromEntries(headers) };
  }
  return Object.keys(preload).length > 0 ? preload : undefined;
}

/** Checks the parsed JSON field by field, so a broken server page says exactly what is wrong. */
export function validateConfig(value: unknown): ConfigResult {
  if (!isObject(value)) return { ok: false, problem: 'the bootstrap JSON is not an object' };
  for (const key of ['siteName', 'apiRoot', 'nonceEndpoint'] as const) {
    if (!isNonEmptyString(value[key])) {
      return { ok: false, problem: `${key} must be a non-empty string` };
    }
  }
  // An empty nonce is legitimate (no session yet); the nonce middleware refreshes it on demand.
  if (typeof value.nonce !== 'string') return { ok: false, problem: 'nonce must be a string' };
  if (value.locale !== 'fa') return { ok: false, problem: 'locale must be "fa"' };
  const contactButtons = readContactButtons(value.contactButtons);
  if (typeof contactButtons === 'string') return { ok: false, problem: contactButtons };
  const attribution = readAttributionBootstrap(value.attribution);
  if (typeof attribution === 'string') return { ok: false, problem: attribution };
  const extras = readExtras(value.extras);
  if (typeof extras === 'string') return { ok: false, problem: extras };
  const shopDetails = readShopDetails(value.shopDetails);
  if (typeof shopDetails === 'string') return { ok: false, problem: shopDetails };
  const preload = readPreload(value.preload);
  // Anything but 'optional' keeps stock WooCommerce's rule: the email is required.
  const checkoutEmail = value.checkoutEmail === 'optional' ? 'optional' : undefined;
  return {
    ok: true,
    config: {
      siteName: String(value.siteName).trim(),
      apiRoot: String(value.apiRoot),
      nonceEndpoint: String(value.nonceEndpoint),
      nonce: value.nonce,
      locale: 'fa',
      contactButtons,
      attribution,
      ...(extras ? { extras } : {}),
      ...(checkoutEmail ? { checkoutEmail } : {}),
      ...(shopDetails ? { shopDetails } : {}),
      ...(preload ? { preload } : {}),
    },
  };
}

/** Reads the `<script id="shop-bootstrap" type="application/json">` the server puts in the page. */
export function readBootstrapConfig(doc: Document): ConfigResult {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element) {
    return { ok: false, problem: `no <script id="${BOOTSTRAP_ELEMENT_ID}"> element in the page` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent ?? '');
  } catch (error) {
    return {
      ok: false,
      problem: `the bootstrap JSON does not parse (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  return validateConfig(parsed);
}
