// The settings buildApp and buildStorefront fill in where their caller (a test, a bench, a Pact
// provider state) leaves one out: SETTINGS_SCHEMA's defaults, shaped once as `npm start` shapes an
// empty environment, so each default has one source and the code past the two builders reads
// filled values instead of falling back again.
import type { AppOptions, SiteIdentity } from '../options';
import type { CheckoutOptions } from '../routes/checkoutRoutes';
import type { ContactFormsOptions } from '../routes/contactFormsOptions';
import type { AttributionSettings } from '../domain/attribution/settings';
import type { RateLimitSettings } from '../domain/forms/rateLimit';
import type { UpstreamLimits } from '../storefront/upstreamLimits';
import { readSettings } from './readSettings';

/** The checkout settings an environment variable decides, always there once filled. */
export type FilledCheckoutOptions = CheckoutOptions &
  Required<
    Pick<
      CheckoutOptions,
      | 'testGateway'
      | 'holdStockMinutes'
      | 'unpaidOrdersPerAddress'
      | 'codReleaseHours'
      | 'emailOptional'
    >
  >;

export type FilledContactFormsOptions = ContactFormsOptions &
  Required<Pick<ContactFormsOptions, 'adminEmail' | 'mailFrom'>>;

export type FilledAccountsOptions = NonNullable<AppOptions['accounts']> & {
  registrationLimit: RateLimitSettings | null;
};

/** What AppOptions holds of the settings, each one filled. */
export interface FilledSettings {
  site: SiteIdentity;
  nonceLifetimeSeconds: number;
  uploadQuotaBytes: number;
  attribution: AttributionSettings;
  pageCacheSeconds: number;
  checkout: FilledCheckoutOptions;
  contactForms: FilledContactFormsOptions;
  accounts: FilledAccountsOptions;
}

export type FilledAppOptions = Omit<AppOptions, keyof FilledSettings> & FilledSettings;

const EMPTY_ENVIRONMENT = readSettings({}, '/');
const { app } = EMPTY_ENVIRONMENT;

export const SETTING_DEFAULTS: FilledSettings & { upstream: UpstreamLimits } = {
  site: app.site,
  nonceLifetimeSeconds: app.nonceLifetimeSeconds,
  uploadQuotaBytes: app.uploadQuotaBytes,
  attribution: app.attribution,
  pageCacheSeconds: app.pageCacheSeconds,
  checkout: app.checkout,
  // Only the mail addresses: a caller without a rate limit or spam words means none.
  contactForms: { adminEmail: app.contactForms.adminEmail, mailFrom: app.contactForms.mailFrom },
  accounts: app.accounts,
  upstream: EMPTY_ENVIRONMENT.upstream,
};

/** `given` over `defaults`, key by key; a key given as undefined keeps its default. */
function filled<T extends object>(defaults: T, given: Partial<T> | undefined): T {
  const result = { ...defaults };
  for (const [key, value] of Object.entries(given ?? {})) {
    if (value !== undefined) (result as Record<string, unknown>)[key] = value;
  }
  return result;
}

/** The options with every setting filled from the schema's defaults where the caller gave none. */
export function withSettingDefaults(options: AppOptions): FilledAppOptions {
  return {
    ...options,
    site: options.site ?? SETTING_DEFAULTS.site,
    nonceLifetimeSeconds: options.nonceLifetimeSeconds ?? SETTING_DEFAULTS.nonceLifetimeSeconds,
    uploadQuotaBytes: options.uploadQuotaBytes ?? SETTING_DEFAULTS.uploadQuotaBytes,
    attribution: options.attribution ?? SETTING_DEFAULTS.attribution,
    pageCacheSeconds: options.pageCacheSeconds ?? SETTING_DEFAULTS.pageCacheSeconds,
    checkout: filled(SETTING_DEFAULTS.checkout, options.checkout),
    contactForms: filled(SETTING_DEFAULTS.contactForms, options.contactForms),
    accounts: filled(SETTING_DEFAULTS.accounts, options.accounts),
  };
}

interface StorefrontSettings {
  attribution?: AttributionSettings;
  pageCacheSeconds?: number;
  upstream?: UpstreamLimits;
}

/** The storefront's own options with its settings filled from the schema's defaults likewise. */
export function withStorefrontDefaults<Options extends StorefrontSettings>(
  options: Options,
): Options & Required<StorefrontSettings> {
  return {
    ...options,
    attribution: options.attribution ?? SETTING_DEFAULTS.attribution,
    pageCacheSeconds: options.pageCacheSeconds ?? SETTING_DEFAULTS.pageCacheSeconds,
    upstream: options.upstream ?? SETTING_DEFAULTS.upstream,
  };
}
