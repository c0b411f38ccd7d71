// Everything `npm start` (and `npm run user:create`) reads from the environment, in one object:
// the schema's values (validate.ts), then the named checks (checks.ts), shaped as what main.ts
// needs to listen and as the AppOptions buildApp takes.
import type { ContactButtons, ShopDetails, TrustBadge } from '../../../contracts/bootstrap';
import { DEFAULT_ATTRIBUTION_SETTINGS } from '../domain/attribution/settings';
import type { AppOptions } from '../options';
import type { FilledSettings } from './defaults';
import {
  adminToken,
  announcement,
  attributionPrefix,
  contactRateLimit,
  databasePath,
  holdStockMinutes,
  offMeansNull,
  paymentTestGateway,
  registrationRateLimit,
  resolvePath,
  searchSynonymsFile,
  shopPhone,
  siteOrigin,
  smtpUrl,
  switchIsOn,
  trustBadge,
  trustProxy,
  wordpressUrl,
} from './checks';
import { parseDisallowedWords } from '../domain/forms/spam';
import { EMPTY_MEANS_NONE, type SchemaValues, type SettingName } from './schema';
import { MIB, type UpstreamLimits } from '../storefront/upstreamLimits';
import { validateEnvironment, type Environment } from './validate';

/** The AppOptions the environment decides; main.ts adds the database, secret and logger. */
export type EnvironmentAppOptions = Required<
  Pick<
    AppOptions,
    | 'nonceLifetimeSeconds'
    | 'uploadsDir'
    | 'uploadQuotaBytes'
    | 'site'
    | 'attribution'
    | 'trustProxy'
    | 'pageCacheSeconds'
  >
> &
  Pick<FilledSettings, 'contactForms' | 'accounts' | 'checkout'> &
  Pick<AppOptions, 'siteUrl' | 'adminToken' | 'announcement' | 'store'>;

export interface Settings {
  port: number;
  host: string;
  /** An absolute path, or `:memory:`. */
  database: string;
  logLevel: string;
  /** Unset: main.ts keeps a generated secret in the database. */
  secret?: string;
  /** NODE_ENV=production: development tools off, unsafe settings refused or reported. */
  production: boolean;
  /** The shop's contact details left unset, so the demo's stand in (EMPTY_MEANS_NONE names them). */
  demoDetails: SettingName[];
  /** WORDPRESS_URL: the storefront stands in front of this site and keeps no data itself. */
  wordpressUrl?: string;
  /** WORDPRESS_TIMEOUT_SECONDS, WORDPRESS_PAGE_WAIT_SECONDS, WORDPRESS_ANSWER_LIMIT_MB. */
  upstream: UpstreamLimits;
  app: EnvironmentAppOptions;
}

/** An empty CONTACT_* variable removes that button; an unset one keeps the demo value. */
function contactButtons(values: SchemaValues): ContactButtons {
  const buttons: ContactButtons = {
    phone: values.CONTACT_PHONE,
    whatsapp: values.CONTACT_WHATSAPP,
    eitaa: values.CONTACT_EITAA,
    bale: values.CONTACT_BALE,
  };
  return Object.fromEntries(Object.entries(buttons).filter(([, value]) => value !== ''));
}

/**
 * The footer's details: an empty SHOP_* variable leaves that line out. Keys in the demo's order
 * (address, phone, hours, badges), so the shop reads the same whether filled here or by default.
 */
function shopDetails(values: SchemaValues): ShopDetails {
  const badges = [
    trustBadge('enamad', values.ENAMAD_URL, values.ENAMAD_IMAGE),
    trustBadge('samandehi', values.SAMANDEHI_URL, values.SAMANDEHI_IMAGE),
  ].filter((badge): badge is TrustBadge => badge !== undefined);
  const phone = shopPhone(values.SHOP_PHONE);
  const address = values.SHOP_ADDRESS.trim();
  const hours = values.SHOP_HOURS.trim();
  return {
    ...(address !== '' && { address }),
    ...(phone !== undefined && { phone }),
    ...(hours !== '' && { hours }),
    badges,
  };
}

/** Reads and checks the environment; relative paths are taken from `cwd`. Throws one line. */
export function readSettings(env: Environment, cwd: string = process.cwd()): Settings {
  const values = validateEnvironment(env);
  const production = values.NODE_ENV === 'production';
  return {
    port: values.PORT,
    host: values.HOST,
    database: databasePath(cwd, values.DATABASE),
    logLevel: values.LOG_LEVEL,
    secret: values.SHOP_SECRET,
    production,
    demoDetails: EMPTY_MEANS_NONE.filter((name) => env[name] === undefined),
    wordpressUrl: wordpressUrl(values.WORDPRESS_URL),
    upstream: {
      forwardTimeoutMs: Math.round(values.WORDPRESS_TIMEOUT_SECONDS * 1000),
      pageWaitMs: Math.round(values.WORDPRESS_PAGE_WAIT_SECONDS * 1000),
      answerMaxBytes: Math.round(values.WORDPRESS_ANSWER_LIMIT_MB * MIB),
    },
    app: {
      nonceLifetimeSeconds: values.NONCE_LIFETIME_SECONDS,
      uploadsDir: resolvePath(cwd, values.UPLOADS_DIR),
      uploadQuotaBytes: values.UPLOAD_QUOTA_MB * MIB,
      site: {
        name: values.SITE_NAME,
        contactButtons: contactButtons(values),
        details: shopDetails(values),
      },
      siteUrl: siteOrigin(values.SITE_URL),
      trustProxy: trustProxy(values.TRUST_PROXY),
      attribution: {
        allowTracking: switchIsOn(values.ATTRIBUTION_ALLOWED),
        lifetimeMonths: values.ATTRIBUTION_LIFETIME_MONTHS,
        sessionMinutes: values.ATTRIBUTION_SESSION_MINUTES,
        base64: switchIsOn(values.ATTRIBUTION_BASE64),
        prefix: attributionPrefix(values.ATTRIBUTION_PREFIX),
        fields: DEFAULT_ATTRIBUTION_SETTINGS.fields,
      },
      adminToken: adminToken(values.SHOP_ADMIN_TOKEN),
      pageCacheSeconds: values.PAGE_CACHE_SECONDS,
      contactForms: {
        formsDir:
          values.CONTACT_FORMS_DIR === undefined
            ? undefined
            : resolvePath(cwd, values.CONTACT_FORMS_DIR),
        smtpUrl: smtpUrl(values.SMTP_URL),
        adminEmail: values.CONTACT_MAIL_TO,
        mailFrom: values.CONTACT_MAIL_FROM,
        disallowedWords: parseDisallowedWords(values.CONTACT_DISALLOWED_WORDS),
        rateLimit: contactRateLimit(values.CONTACT_RATE_LIMIT),
        captchaTestAnswer: values.CAPTCHA_TEST_ANSWER,
      },
      accounts: { registrationLimit: registrationRateLimit(values.REGISTRATION_RATE_LIMIT) },
      announcement: announcement(values.ANNOUNCEMENT),
      ...searchOptions(searchSynonymsFile(cwd, values.SEARCH_SYNONYMS_FILE)),
      checkout: {
        testGateway: paymentTestGateway(values.PAYMENT_TEST_GATEWAY, production),
        holdStockMinutes: holdStockMinutes(values.HOLD_STOCK_MINUTES),
        unpaidOrdersPerAddress: offMeansNull(values.UNPAID_ORDERS_PER_ADDRESS),
        codReleaseHours: offMeansNull(values.COD_RELEASE_HOURS),
        emailOptional: switchIsOn(values.CHECKOUT_EMAIL_OPTIONAL),
      },
    },
  };
}

/** The store options the environment sets: only the owner's search synonyms, when given. */
function searchOptions(groups: string[][] | undefined): Pick<AppOptions, 'store'> {
  return groups === undefined ? {} : { store: { searchSynonyms: groups } };
}
