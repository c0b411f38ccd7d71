// Every environment variable the server reads, declared once: its type, its default and what it
// means. env-schema (ajv) checks and coerces them; rules a schema cannot say (an origin, a rate
// "N/SECONDS", a token's strength…) are the named checks in checks.ts. The README's table lists the
// same names, and settingsReadme.test.ts fails when the two differ.
import { DEFAULT_ATTRIBUTION_SETTINGS } from '../domain/attribution/settings';
import { DEFAULT_REGISTRATION_LIMIT } from '../domain/accounts/accountLimits';
import {
  DEFAULT_NONCE_LIFETIME_SECONDS,
  DEFAULT_SITE,
  DEFAULT_UPLOAD_QUOTA_MB,
  DEMO_SHOP_DETAILS,
} from '../options';
import {
  DEFAULT_HOLD_STOCK_MINUTES,
  DEFAULT_UNPAID_ORDERS_PER_ADDRESS,
} from '../domain/orders/stockHolds';
import { DEFAULT_PAGE_CACHE_SECONDS } from '../routes/pageCache';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_MAIL_FROM } from '../routes/contactFormsOptions';
import { DEFAULT_UPSTREAM_LIMITS, MIB } from '../storefront/upstreamLimits';

/** SPEC §9's words for a switch, read without regard to case. */
const SWITCH = {
  type: 'string',
  transform: ['toLowerCase'],
  enum: ['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off'],
} as const;

const buttons = DEFAULT_SITE.contactButtons;
const details = DEMO_SHOP_DETAILS;

export const SETTINGS_SCHEMA = {
  type: 'object',
  properties: {
    PORT: {
      type: 'integer',
      minimum: 0,
      maximum: 65535,
      default: 3000,
      description: 'port the server listens on',
    },
    HOST: { type: 'string', default: '127.0.0.1', description: 'address the server listens on' },
    DATABASE: {
      type: 'string',
      default: 'data/shop.sqlite',
      description: 'SQLite file, relative to the working folder; :memory: for a throw-away shop',
    },
    UPLOADS_DIR: {
      type: 'string',
      default: 'data/uploads',
      description: 'where uploaded media and their sub-sizes are stored',
    },
    LOG_LEVEL: {
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
      description: 'pino log level',
    },
    SHOP_SECRET: {
      type: 'string',
      description: 'HMAC secret for nonces, cart tokens, payment signatures; unset: generated once',
    },
    NODE_ENV: {
      type: 'string',
      description:
        'production: test gateway off, CAPTCHA_TEST_ANSWER refused, missing settings warned',
    },
    SITE_URL: {
      type: 'string',
      description: "the shop's public origin; unset: the address the server listens on",
    },
    WORDPRESS_URL: {
      type: 'string',
      description:
        'a WordPress + WooCommerce site to stand in front of (docs/deploy.md); unset: the built-in shop',
    },
    WORDPRESS_TIMEOUT_SECONDS: {
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 600,
      default: DEFAULT_UPSTREAM_LIMITS.forwardTimeoutMs / 1000,
      description:
        'WORDPRESS_URL: seconds WordPress has to start an answer the storefront passes on, and between its parts',
    },
    WORDPRESS_PAGE_WAIT_SECONDS: {
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 120,
      default: DEFAULT_UPSTREAM_LIMITS.pageWaitMs / 1000,
      description:
        'WORDPRESS_URL: seconds a page waits for WordPress\'s data in all before the "try again" page',
    },
    WORDPRESS_ANSWER_LIMIT_MB: {
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 1024,
      default: DEFAULT_UPSTREAM_LIMITS.answerMaxBytes / MIB,
      description:
        'WORDPRESS_URL: MiB of one WordPress answer the storefront reads itself (index, page data)',
    },
    TRUST_PROXY: {
      type: 'string',
      default: 'false',
      description:
        'proxies whose X-Forwarded-* headers count: true, a hop count, or addresses/CIDRs',
    },
    NONCE_LIFETIME_SECONDS: {
      type: 'integer',
      minimum: 1,
      maximum: 31_536_000,
      default: DEFAULT_NONCE_LIFETIME_SECONDS,
      description: 'how long a REST nonce stays valid',
    },
    UPLOAD_QUOTA_MB: {
      type: 'integer',
      minimum: 1,
      maximum: 1_048_576,
      default: DEFAULT_UPLOAD_QUOTA_MB,
      description: 'MiB of uploaded originals each author/editor may own',
    },
    SITE_NAME: {
      type: 'string',
      default: DEFAULT_SITE.name,
      description: "the shop's name in the header and titles",
    },
    CONTACT_PHONE: {
      type: 'string',
      default: buttons.phone,
      description: 'floating "call" button (tel:); empty hides it',
    },
    CONTACT_WHATSAPP: {
      type: 'string',
      default: buttons.whatsapp,
      description: 'floating WhatsApp button (wa.me/<number>); empty hides it',
    },
    CONTACT_EITAA: {
      type: 'string',
      default: buttons.eitaa,
      description: 'floating Eitaa button; empty hides it',
    },
    CONTACT_BALE: {
      type: 'string',
      default: buttons.bale,
      description: 'floating Bale button; empty hides it',
    },
    SHOP_ADDRESS: {
      type: 'string',
      default: details.address,
      description: "the shop's postal address in the footer; empty hides it",
    },
    SHOP_PHONE: {
      type: 'string',
      default: details.phone,
      description: "the shop's phone in the footer, as shoppers dial it (021-…); empty hides it",
    },
    SHOP_HOURS: {
      type: 'string',
      default: details.hours,
      description: 'opening hours in the footer; empty hides them',
    },
    ENAMAD_URL: {
      type: 'string',
      description: "eNamad's page about the shop (the badge's link); unset: no eNamad badge",
    },
    ENAMAD_IMAGE: {
      type: 'string',
      description: "the eNamad badge's image URL, as eNamad gives it; set with ENAMAD_URL",
    },
    SAMANDEHI_URL: {
      type: 'string',
      description: "Samandehi's page about the shop (the badge's link); unset: no badge",
    },
    SAMANDEHI_IMAGE: {
      type: 'string',
      description: "the Samandehi badge's image URL; set with SAMANDEHI_URL",
    },
    ATTRIBUTION_ALLOWED: {
      ...SWITCH,
      default: String(DEFAULT_ATTRIBUTION_SETTINGS.allowTracking),
      description: 'order tracking before the visitor answers the consent banner',
    },
    ATTRIBUTION_LIFETIME_MONTHS: {
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 120,
      default: DEFAULT_ATTRIBUTION_SETTINGS.lifetimeMonths,
      description: 'attribution cookie lifetime in months (fractions allowed)',
    },
    ATTRIBUTION_SESSION_MINUTES: {
      type: 'integer',
      exclusiveMinimum: 0,
      maximum: 24 * 60,
      default: DEFAULT_ATTRIBUTION_SETTINGS.sessionMinutes,
      description: 'a visit ends after this many minutes without a page view',
    },
    ATTRIBUTION_BASE64: {
      ...SWITCH,
      default: String(DEFAULT_ATTRIBUTION_SETTINGS.base64),
      description: "base64-encode the attribution cookies (WooCommerce's anti-firewall option)",
    },
    ATTRIBUTION_PREFIX: {
      type: 'string',
      default: DEFAULT_ATTRIBUTION_SETTINGS.prefix,
      description: 'prefix of the hidden checkout inputs and of the order meta keys',
    },
    SHOP_ADMIN_TOKEN: {
      type: 'string',
      description: "owner's report token (32+ characters, 12+ different); unset: report off",
    },
    CONTACT_FORMS_DIR: {
      type: 'string',
      description: 'folder of *.cf7 contact form files read at start-up',
    },
    SMTP_URL: {
      type: 'string',
      description: 'smtp:// or smtps:// URL for contact form mail; unset: kept in the outbox table',
    },
    CONTACT_MAIL_TO: {
      type: 'string',
      default: DEFAULT_ADMIN_EMAIL,
      description: 'where contact form mail goes (the [_site_admin_email] mail-tag)',
    },
    CONTACT_MAIL_FROM: {
      type: 'string',
      default: DEFAULT_MAIL_FROM,
      description: 'sender of contact form mail (the [_site_mail_from] mail-tag)',
    },
    CONTACT_DISALLOWED_WORDS: {
      type: 'string',
      default: '',
      description: 'words (comma or newline separated) that make a contact message spam',
    },
    CONTACT_RATE_LIMIT: {
      type: 'string',
      default: '5/600',
      description: 'accepted contact messages per address per seconds ("N/SECONDS"), or off',
    },
    REGISTRATION_RATE_LIMIT: {
      type: 'string',
      default: `${DEFAULT_REGISTRATION_LIMIT.max}/${DEFAULT_REGISTRATION_LIMIT.windowSeconds}`,
      description: 'account registrations per address per seconds ("N/SECONDS"), or off',
    },
    CAPTCHA_TEST_ANSWER: {
      type: 'string',
      description: 'automated tests only: every captcha accepts it; never set in production',
    },
    SEARCH_SYNONYMS_FILE: {
      type: 'string',
      description: 'search synonym groups (a UTF-8 file, a group a line, commas between words)',
    },
    ANNOUNCEMENT: {
      type: 'string',
      description: 'off hides the popup; a JSON announcement replaces the stored one',
    },
    PAYMENT_TEST_GATEWAY: {
      type: 'string',
      enum: ['on', 'off'],
      description: 'the local test gateway; unset: on, off when NODE_ENV=production',
    },
    CHECKOUT_EMAIL_OPTIONAL: {
      ...SWITCH,
      default: 'true',
      description: 'checkout takes a mobile without an email (Iranian shops know buyers by mobile)',
    },
    HOLD_STOCK_MINUTES: {
      anyOf: [
        { type: 'integer', minimum: 0, maximum: 525_600 },
        { type: 'string', const: 'off' },
      ],
      default: DEFAULT_HOLD_STOCK_MINUTES,
      description: 'minutes an unpaid card order holds its stock; 0 or off: for ever',
    },
    UNPAID_ORDERS_PER_ADDRESS: {
      anyOf: [
        { type: 'integer', minimum: 1, maximum: 1000 },
        { type: 'string', const: 'off' },
      ],
      default: DEFAULT_UNPAID_ORDERS_PER_ADDRESS,
      description: 'unpaid orders one address (billing or shipping postcode) may hold; off: no cap',
    },
    COD_RELEASE_HOURS: {
      anyOf: [
        { type: 'integer', minimum: 1, maximum: 8760 },
        { type: 'string', const: 'off' },
      ],
      default: 'off',
      description:
        'hours after which an unconfirmed cash on delivery order gives its stock back; off: never',
    },
    PAGE_CACHE_SECONDS: {
      type: 'integer',
      minimum: 0,
      maximum: 86_400,
      default: DEFAULT_PAGE_CACHE_SECONDS,
      description: 'seconds a server-rendered page is reused for other visitors; 0: render each',
    },
  },
} as const;

type Properties = typeof SETTINGS_SCHEMA.properties;
export type SettingName = keyof Properties;

/** Where an empty value means "none" (hide the button) rather than "unset, take the default". */
export const EMPTY_MEANS_NONE: readonly SettingName[] = [
  'CONTACT_PHONE',
  'CONTACT_WHATSAPP',
  'CONTACT_EITAA',
  'CONTACT_BALE',
  'SHOP_ADDRESS',
  'SHOP_PHONE',
  'SHOP_HOURS',
];

type ValueOf<S> = S extends { type: 'integer' | 'number' }
  ? number
  : S extends { anyOf: readonly unknown[] }
    ? number | 'off'
    : string;

/** What the schema lets through: every variable with a default is always there. */
export type SchemaValues = {
  [K in SettingName]: Properties[K] extends { default: unknown }
    ? ValueOf<Properties[K]>
    : ValueOf<Properties[K]> | undefined;
};
