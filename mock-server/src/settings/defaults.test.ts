// The defaults buildApp and buildStorefront fill in come from the settings schema, and are the
// values the shop ran with when each part kept its own fallback: same values, same key order.
import { DEFAULT_ATTRIBUTION_SETTINGS } from '../domain/attribution/settings';
import { DEFAULT_REGISTRATION_LIMIT } from '../domain/accounts/accountLimits';
import {
  DEFAULT_HOLD_STOCK_MINUTES,
  DEFAULT_UNPAID_ORDERS_PER_ADDRESS,
} from '../domain/orders/stockHolds';
import { DEFAULT_NONCE_LIFETIME_SECONDS, DEFAULT_SITE, DEFAULT_UPLOAD_QUOTA_MB } from '../options';
import { DEFAULT_PAGE_CACHE_SECONDS } from '../routes/pageCache';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_MAIL_FROM } from '../routes/contactFormsOptions';
import { DEFAULT_UPSTREAM_LIMITS } from '../storefront/upstreamLimits';
import { SETTING_DEFAULTS, withSettingDefaults, withStorefrontDefaults } from './defaults';

describe('setting defaults', () => {
  it('are the schema defaults the shop always ran with', () => {
    expect(JSON.stringify(SETTING_DEFAULTS)).toBe(
      JSON.stringify({
        site: DEFAULT_SITE,
        nonceLifetimeSeconds: DEFAULT_NONCE_LIFETIME_SECONDS,
        uploadQuotaBytes: DEFAULT_UPLOAD_QUOTA_MB * 1024 * 1024,
        attribution: DEFAULT_ATTRIBUTION_SETTINGS,
        pageCacheSeconds: DEFAULT_PAGE_CACHE_SECONDS,
        checkout: {
          testGateway: true,
          holdStockMinutes: DEFAULT_HOLD_STOCK_MINUTES,
          unpaidOrdersPerAddress: DEFAULT_UNPAID_ORDERS_PER_ADDRESS,
          codReleaseHours: null,
          emailOptional: true,
        },
        contactForms: { adminEmail: DEFAULT_ADMIN_EMAIL, mailFrom: DEFAULT_MAIL_FROM },
        accounts: { registrationLimit: DEFAULT_REGISTRATION_LIMIT },
        upstream: DEFAULT_UPSTREAM_LIMITS,
      }),
    );
  });

  it('fill only what the caller leaves out: null still switches a limit off', () => {
    const options = withSettingDefaults({
      database: undefined as never,
      secret: 's',
      uploadsDir: '/tmp/u',
      checkout: { holdStockMinutes: null, emailOptional: undefined, sweepIntervalMs: 5 },
      accounts: { registrationLimit: null },
      contactForms: { mailFrom: 'shop@example.test' },
    });
    expect(options.checkout).toEqual({
      ...SETTING_DEFAULTS.checkout,
      holdStockMinutes: null,
      sweepIntervalMs: 5,
    });
    expect(options.accounts.registrationLimit).toBeNull();
    expect(options.contactForms).toEqual({
      adminEmail: DEFAULT_ADMIN_EMAIL,
      mailFrom: 'shop@example.test',
    });
    expect(options.site).toBe(SETTING_DEFAULTS.site);
  });

  it('fill the storefront mode the same way', () => {
    const options = withStorefrontDefaults({ pageCacheSeconds: 0 });
    expect(options).toEqual({
      attribution: SETTING_DEFAULTS.attribution,
      pageCacheSeconds: 0,
      upstream: DEFAULT_UPSTREAM_LIMITS,
    });
  });
});
