// Everything buildApp may be given (database, clock, secret, folders, limits, the shop's
// identity, services) and the defaults the shop runs with; settings/ fills it from the environment.
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { Announcement } from '../../contracts/announcement';
import type { RenderPage } from '../../contracts/serverRender';
import type { ContactButtons, ShopDetails } from '../../contracts/bootstrap';
import type { StoreOptions } from './routes/storeRoutes';
import type { CheckoutOptions } from './routes/checkoutRoutes';
import type { ContactFormsOptions } from './routes/contactFormsOptions';
import type { AttributionSettings } from './domain/attribution/settings';
import type { ScryptCost } from './domain/accounts/passwordHash';
import type { SignInLimits } from './domain/accounts/signInLimiter';
import type { BoundedQueueLimits } from './domain/boundedQueue';
import type { RateLimitSettings } from './domain/forms/rateLimit';
import type { AppServices } from './wiring/services';

export interface SiteIdentity {
  name: string;
  contactButtons: ContactButtons;
  /** The footer's address, phone, hours and trust badges; absent: none shown. */
  details?: ShopDetails;
}

export interface AppOptions {
  /** An open better-sqlite3 connection; buildApp runs the migrations on it. */
  database: Database.Database;
  /** Nonce expiry, post dates and upload folders all read this clock. */
  clock?: () => Date;
  /** HMAC secret for nonces. */
  secret: string;
  /** Default 12 hours, as WordPress. */
  nonceLifetimeSeconds?: number;
  /** Media files live here and are served under /wp-content/uploads/. */
  uploadsDir: string;
  /** The built client (index.html + assets/ + server/renderPage.js); default <repo>/dist. */
  clientDist?: string;
  /** Pages are rendered on the server when the build has the renderer; false sends them for the
   * browser alone to draw (tests of the shell itself). */
  renderPages?: boolean;
  /** Seconds a rendered page is served again to other visitors (PAGE_CACHE_SECONDS); 0: never. */
  pageCacheSeconds?: number;
  /** A renderer other than the build's (tests render the client's source directly). */
  pageRenderer?: (app: FastifyInstance) => RenderPage;
  /** Fastify's own pino logger; tests pass false. */
  logger?: boolean | { level: string };
  /** Deterministic failure switches; nothing fails unless asked to. */
  faults?: { subsizeFailures?: number };
  site?: SiteIdentity;
  /** Order attribution: tracking settings for pages and the stored field list (default: WooCommerce's). */
  attribution?: AttributionSettings;
  /** Bearer token for the shop owner's reports; unset switches them off. */
  adminToken?: string;
  /** Catalogue and cart settings: swatch options, hiding out-of-stock items. */
  store?: StoreOptions;
  /** Payments and stock holds: the test gateway (default on), HOLD_STOCK_MINUTES, unpaid-order cap. */
  checkout?: CheckoutOptions;
  /** Default 10 MiB. */
  maxUploadBytes?: number;
  /** Bytes of media originals each non-administrator may own (UPLOAD_QUOTA_MB); default 256 MiB. */
  uploadQuotaBytes?: number;
  /** Contact forms: mail transport, spam rules, rate limit, extra form files, fault switches. */
  contactForms?: ContactFormsOptions;
  /**
   * The announcement popup: unset reads the one stored in the database, null shows none (the
   * browser tests' default), an announcement replaces the stored one.
   */
  announcement?: Announcement | null;
  /**
   * Customer accounts: password hashing cost (tests lower it), the sign-in rate limit, the
   * registrations per address (REGISTRATION_RATE_LIMIT; null: off) and concurrent hashing.
   */
  accounts?: {
    scryptCost?: ScryptCost;
    signInLimits?: SignInLimits;
    registrationLimit?: RateLimitSettings | null;
    hashingLimits?: BoundedQueueLimits;
  };
  /** The canonical origin of every absolute URL (SITE_URL); unset: the listening address. */
  siteUrl?: string;
  /** Fastify's trustProxy (TRUST_PROXY): request.ip and request.protocol honour these proxies. */
  trustProxy?: boolean | number | string;
  /**
   * Extra routes registered after the app's own, given the app's services: the test server's
   * endpoints and run-time switches (mock-server/test/testSwitches.ts) hang here.
   */
  extraRoutes?: (app: FastifyInstance, services: AppServices) => void;
}

export const DEFAULT_NONCE_LIFETIME_SECONDS = 12 * 60 * 60;
export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const DEFAULT_UPLOAD_QUOTA_MB = 256;

/** The demo shop's own details; a shop without eNamad or Samandehi shows no badge, so none here. */
export const DEMO_SHOP_DETAILS: Required<ShopDetails> = {
  address: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، کوچهٔ نیلوفر، پلاک ۱۲',
  phone: '021-00000000',
  hours: 'شنبه تا چهارشنبه ۹ تا ۱۷، پنجشنبه ۹ تا ۱۳',
  badges: [],
};

export const DEFAULT_SITE: SiteIdentity = {
  name: 'فروشگاه آوند',
  contactButtons: {
    phone: '+982100000000',
    whatsapp: '989000000000',
    eitaa: 'shop_demo',
    bale: 'shop_demo',
  },
  details: DEMO_SHOP_DETAILS,
};
