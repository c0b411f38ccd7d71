// What each variable accepts and refuses, moved here from the per-area readers it replaced
// (config.ts, attribution/config.ts, contactFormsConfig.ts, announcement/config.ts,
// accountLimits.ts): the same values, now read through the one settings schema.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Announcement } from '../../../contracts/announcement';
import { DEFAULT_FIELD_PATHS } from '../../../contracts/attribution';
import { DEFAULT_REGISTRATION_LIMIT } from '../domain/accounts/accountLimits';
import { DEFAULT_SITE } from '../options';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_MAIL_FROM } from '../routes/contactFormsOptions';
import { readSettings } from './readSettings';

type Env = Record<string, string>;
const MIB = 1024 * 1024;

describe('server', () => {
  it('has working defaults for `npm start`', () => {
    const settings = readSettings({}, '/srv/shop');
    expect(settings).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      database: path.resolve('/srv/shop/data/shop.sqlite'),
      logLevel: 'info',
      secret: undefined,
      production: false,
      // A stalled WordPress costs a page 8 s and a forwarded request 30 s; 16 MiB read at most.
      upstream: { forwardTimeoutMs: 30_000, pageWaitMs: 8_000, answerMaxBytes: 16 * MIB },
    });
    expect(settings.app).toMatchObject({
      uploadsDir: path.resolve('/srv/shop/data/uploads'),
      nonceLifetimeSeconds: 43_200,
      site: DEFAULT_SITE,
      uploadQuotaBytes: 256 * MIB,
      checkout: { testGateway: true, holdStockMinutes: 60 },
      siteUrl: undefined,
      trustProxy: false,
    });
  });

  it('reads every documented variable', () => {
    const settings = readSettings(
      {
        PORT: '0',
        HOST: '0.0.0.0',
        DATABASE: ':memory:',
        LOG_LEVEL: 'warn',
        UPLOADS_DIR: '/tmp/up',
        SHOP_SECRET: 's3cret',
        NONCE_LIFETIME_SECONDS: '60',
        SITE_NAME: 'کتاب‌فروشی',
        CONTACT_PHONE: '+989121234567',
        CONTACT_WHATSAPP: '',
        CONTACT_EITAA: 'books',
        CONTACT_BALE: 'books_bale',
        SHOP_ADDRESS: ' اصفهان، خیابان چهارباغ ',
        SHOP_PHONE: '031-32000000',
        SHOP_HOURS: '',
        ENAMAD_URL: 'https://trustseal.enamad.ir/?id=1&Code=abc',
        ENAMAD_IMAGE: 'https://trustseal.enamad.ir/logo.aspx?id=1&Code=abc',
        SAMANDEHI_URL: 'https://logo.samandehi.ir/Verify.aspx?id=2&p=x',
        SAMANDEHI_IMAGE: '/badges/samandehi.png',
        UPLOAD_QUOTA_MB: '64',
        PAYMENT_TEST_GATEWAY: 'off',
        HOLD_STOCK_MINUTES: '15',
        NODE_ENV: 'production',
        SITE_URL: 'https://Shop.Example/',
        TRUST_PROXY: '10.0.0.1, 10.0.0.0/8',
        WORDPRESS_URL: 'http://WP.internal:8080/',
        WORDPRESS_TIMEOUT_SECONDS: '12',
        WORDPRESS_PAGE_WAIT_SECONDS: '2.5',
        WORDPRESS_ANSWER_LIMIT_MB: '4',
      },
      '/srv/shop',
    );
    expect(settings).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      database: ':memory:',
      logLevel: 'warn',
      secret: 's3cret',
      production: true,
      wordpressUrl: 'http://wp.internal:8080',
      upstream: { forwardTimeoutMs: 12_000, pageWaitMs: 2_500, answerMaxBytes: 4 * MIB },
    });
    expect(settings.app).toMatchObject({
      uploadsDir: '/tmp/up',
      nonceLifetimeSeconds: 60,
      site: {
        name: 'کتاب‌فروشی',
        // An empty variable removes that button.
        contactButtons: { phone: '+989121234567', eitaa: 'books', bale: 'books_bale' },
        // An empty SHOP_* variable leaves its line out of the footer.
        details: {
          address: 'اصفهان، خیابان چهارباغ',
          phone: '031-32000000',
          badges: [
            {
              issuer: 'enamad',
              href: 'https://trustseal.enamad.ir/?id=1&Code=abc',
              image: 'https://trustseal.enamad.ir/logo.aspx?id=1&Code=abc',
            },
            {
              issuer: 'samandehi',
              href: 'https://logo.samandehi.ir/Verify.aspx?id=2&p=x',
              image: '/badges/samandehi.png',
            },
          ],
        },
      },
      uploadQuotaBytes: 64 * MIB,
      checkout: { testGateway: false, holdStockMinutes: 15 },
      siteUrl: 'https://shop.example',
      trustProxy: '10.0.0.1,10.0.0.0/8',
    });
    expect(settings.app.site.contactButtons).not.toHaveProperty('whatsapp');
    expect(settings.app.site.details).not.toHaveProperty('hours');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ NONCE_LIFETIME_SECONDS: '0' }, /NONCE_LIFETIME_SECONDS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ UPLOAD_QUOTA_MB: '0' }, /UPLOAD_QUOTA_MB/],
    [{ PAYMENT_TEST_GATEWAY: 'yes' }, /PAYMENT_TEST_GATEWAY/],
    [{ HOLD_STOCK_MINUTES: '-5' }, /HOLD_STOCK_MINUTES/],
    [{ SITE_URL: 'shop.example' }, /SITE_URL/],
    [{ SITE_URL: 'https://shop.example/fa/' }, /SITE_URL/],
    [{ SITE_URL: 'ftp://shop.example' }, /SITE_URL/],
    [{ TRUST_PROXY: 'my proxy' }, /TRUST_PROXY/],
    [{ WORDPRESS_URL: 'wp.internal' }, /WORDPRESS_URL/],
    [{ WORDPRESS_URL: 'http://wp.internal/blog/' }, /WORDPRESS_URL/],
    [{ WORDPRESS_TIMEOUT_SECONDS: '0' }, /WORDPRESS_TIMEOUT_SECONDS/],
    [{ WORDPRESS_PAGE_WAIT_SECONDS: 'soon' }, /WORDPRESS_PAGE_WAIT_SECONDS/],
    [{ WORDPRESS_ANSWER_LIMIT_MB: '-1' }, /WORDPRESS_ANSWER_LIMIT_MB/],
    [{ SHOP_PHONE: 'call us' }, /SHOP_PHONE/],
    [{ ENAMAD_URL: 'https://trustseal.enamad.ir/?id=1' }, /ENAMAD_URL and ENAMAD_IMAGE/],
    [{ SAMANDEHI_IMAGE: '/s.png' }, /SAMANDEHI_URL and SAMANDEHI_IMAGE/],
    [{ ENAMAD_URL: 'http://trustseal.enamad.ir/', ENAMAD_IMAGE: '/e.png' }, /ENAMAD_URL/],
    [{ ENAMAD_URL: '/e', ENAMAD_IMAGE: 'javascript:alert(1)' }, /ENAMAD_IMAGE/],
  ])('refuses %p', (env: Env, message) => {
    expect(() => readSettings(env)).toThrow(message);
  });

  it('reads TRUST_PROXY as a switch, a hop count or named ranges', () => {
    expect(readSettings({ TRUST_PROXY: 'true' }).app.trustProxy).toBe(true);
    expect(readSettings({ TRUST_PROXY: '2' }).app.trustProxy).toBe(2);
    expect(readSettings({ TRUST_PROXY: 'loopback' }).app.trustProxy).toBe('loopback');
  });

  it('reads the cap per address (default 3) and the cash on delivery release (default never)', () => {
    const checkout = (env: Env) => readSettings(env).app.checkout;
    expect(checkout({})).toMatchObject({ unpaidOrdersPerAddress: 3, codReleaseHours: null });
    expect(checkout({ UNPAID_ORDERS_PER_ADDRESS: 'off', COD_RELEASE_HOURS: '48' })).toMatchObject({
      unpaidOrdersPerAddress: null,
      codReleaseHours: 48,
    });
    expect(() => readSettings({ UNPAID_ORDERS_PER_ADDRESS: '0' })).toThrow(
      /UNPAID_ORDERS_PER_ADDRESS/,
    );
    expect(() => readSettings({ COD_RELEASE_HOURS: 'soon' })).toThrow(/COD_RELEASE_HOURS/);
  });

  it('the test gateway follows NODE_ENV unless PAYMENT_TEST_GATEWAY says; the hold can be off', () => {
    const checkout = (env: Env) => readSettings(env).app.checkout;
    expect(checkout({ NODE_ENV: 'production' }).testGateway).toBe(false);
    expect(checkout({ NODE_ENV: 'production', PAYMENT_TEST_GATEWAY: 'on' }).testGateway).toBe(true);
    expect(checkout({ NODE_ENV: 'development' }).testGateway).toBe(true);
    expect(checkout({ HOLD_STOCK_MINUTES: '0' }).holdStockMinutes).toBeNull();
    expect(checkout({ HOLD_STOCK_MINUTES: 'off' }).holdStockMinutes).toBeNull();
  });
});

describe('attribution', () => {
  it('defaults to the spec: allowed, 6 months, 30 minutes, WooCommerce prefix, no report', () => {
    const { app } = readSettings({});
    expect(app.attribution).toEqual({
      allowTracking: true,
      lifetimeMonths: 6,
      sessionMinutes: 30,
      base64: false,
      prefix: 'wc_order_attribution_',
      fields: DEFAULT_FIELD_PATHS,
    });
    expect(app.adminToken).toBeUndefined();
  });

  it('reads every variable, normalising the prefix as WooCommerce does', () => {
    const { app } = readSettings({
      ATTRIBUTION_ALLOWED: 'no',
      ATTRIBUTION_LIFETIME_MONTHS: '0.5',
      ATTRIBUTION_SESSION_MINUTES: '45',
      ATTRIBUTION_BASE64: 'on',
      ATTRIBUTION_PREFIX: '__shop_attr__',
      SHOP_ADMIN_TOKEN: 'An-owner-token-long-and-varied-enough-0123',
    });
    expect(app.attribution).toMatchObject({
      allowTracking: false,
      lifetimeMonths: 0.5,
      sessionMinutes: 45,
      base64: true,
      prefix: 'shop_attr_',
    });
    expect(app.adminToken).toBe('An-owner-token-long-and-varied-enough-0123');
  });

  it.each([
    [{ ATTRIBUTION_ALLOWED: 'maybe' }, /ATTRIBUTION_ALLOWED/],
    [{ ATTRIBUTION_LIFETIME_MONTHS: '0' }, /ATTRIBUTION_LIFETIME_MONTHS/],
    [{ ATTRIBUTION_LIFETIME_MONTHS: '-1' }, /ATTRIBUTION_LIFETIME_MONTHS/],
    [{ ATTRIBUTION_SESSION_MINUTES: '2.5' }, /ATTRIBUTION_SESSION_MINUTES/],
    [{ ATTRIBUTION_SESSION_MINUTES: '0' }, /ATTRIBUTION_SESSION_MINUTES/],
    [{ ATTRIBUTION_PREFIX: 'bad prefix<' }, /ATTRIBUTION_PREFIX/],
    [{ ATTRIBUTION_PREFIX: '___' }, /ATTRIBUTION_PREFIX/],
    [{ SHOP_ADMIN_TOKEN: 'short' }, /SHOP_ADMIN_TOKEN/],
    [{ SHOP_ADMIN_TOKEN: 'a'.repeat(40) }, /different characters/],
  ])('refuses %p', (env: Env, message) => {
    expect(() => readSettings(env)).toThrow(message);
  });
});

describe('contact forms', () => {
  it('has safe defaults', () => {
    expect(readSettings({}).app.contactForms).toEqual({
      formsDir: undefined,
      smtpUrl: undefined,
      adminEmail: DEFAULT_ADMIN_EMAIL,
      mailFrom: DEFAULT_MAIL_FROM,
      disallowedWords: [],
      rateLimit: { max: 5, windowSeconds: 600 },
      captchaTestAnswer: undefined,
    });
  });

  it('reads every variable', () => {
    expect(
      readSettings(
        {
          CONTACT_FORMS_DIR: 'forms',
          SMTP_URL: 'smtp://u:p@mail.example:587',
          CONTACT_MAIL_TO: 'sales@shop.example',
          CONTACT_MAIL_FROM: 'shop@shop.example',
          CONTACT_DISALLOWED_WORDS: 'بیمه, casino\nقرعه‌کشی',
          CONTACT_RATE_LIMIT: '3/60',
          CAPTCHA_TEST_ANSWER: '1234',
        },
        '/srv/shop',
      ).app.contactForms,
    ).toEqual({
      formsDir: '/srv/shop/forms',
      smtpUrl: 'smtp://u:p@mail.example:587',
      adminEmail: 'sales@shop.example',
      mailFrom: 'shop@shop.example',
      disallowedWords: ['بیمه', 'casino', 'قرعه‌کشی'],
      rateLimit: { max: 3, windowSeconds: 60 },
      captchaTestAnswer: '1234',
    });
    expect(readSettings({ CONTACT_RATE_LIMIT: 'off' }).app.contactForms.rateLimit).toBeUndefined();
  });

  it('refuses bad values with the variable named', () => {
    expect(() => readSettings({ CONTACT_RATE_LIMIT: '5 per minute' })).toThrow(
      'CONTACT_RATE_LIMIT must be "MESSAGES/SECONDS"',
    );
    expect(() => readSettings({ CONTACT_RATE_LIMIT: '0/60' })).toThrow('CONTACT_RATE_LIMIT');
    expect(() => readSettings({ SMTP_URL: 'mail.example' })).toThrow('SMTP_URL must be a URL');
    expect(() => readSettings({ SMTP_URL: 'http://mail.example' })).toThrow(
      'SMTP_URL must start with smtp://',
    );
  });
});

describe('ANNOUNCEMENT', () => {
  const sale: Announcement = {
    id: 'yalda-1404',
    title: 'حراج شب یلدا',
    message: 'تا ۳۰٪ تخفیف',
    code: 'YALDA30',
    starts_at: '2025-12-20T20:30:00Z',
    ends_at: '2025-12-22T20:30:00Z',
  };
  const announcement = (raw?: string) =>
    readSettings(raw === undefined ? {} : { ANNOUNCEMENT: raw }).app.announcement;

  it('keeps the stored announcement when unset or empty', () => {
    expect(announcement()).toBeUndefined();
    expect(announcement('  ')).toBeUndefined();
  });

  it('switches the popup off with "off" or null', () => {
    expect(announcement('OFF')).toBeNull();
    expect(announcement('null')).toBeNull();
  });

  it('takes a JSON announcement', () => {
    expect(announcement(JSON.stringify(sale))).toEqual(sale);
  });

  it('stops with the reason on a bad value', () => {
    expect(() => announcement('{"id":')).toThrow('ANNOUNCEMENT must be "off" or a JSON object');
    expect(() => announcement(JSON.stringify({ ...sale, code: 'a b' }))).toThrow(
      /ANNOUNCEMENT is not a valid announcement: \/code/,
    );
  });
});

describe('REGISTRATION_RATE_LIMIT', () => {
  const registrationLimit = (env: Env) => readSettings(env).app.accounts.registrationLimit;

  it('defaults to 5 an hour, reads COUNT/SECONDS, and "off" switches it off', () => {
    expect(registrationLimit({})).toEqual(DEFAULT_REGISTRATION_LIMIT);
    expect(DEFAULT_REGISTRATION_LIMIT).toEqual({ max: 5, windowSeconds: 3600 });
    expect(registrationLimit({ REGISTRATION_RATE_LIMIT: '20/600' })).toEqual({
      max: 20,
      windowSeconds: 600,
    });
    expect(registrationLimit({ REGISTRATION_RATE_LIMIT: 'off' })).toBeNull();
  });

  it.each(['5', '0/60', '5/0', 'five/3600', '-1/60'])('refuses "%s"', (raw) => {
    expect(() => registrationLimit({ REGISTRATION_RATE_LIMIT: raw })).toThrow(
      /REGISTRATION_RATE_LIMIT/,
    );
  });
});

describe('SEARCH_SYNONYMS_FILE', () => {
  it('reads the owner’s groups into the store options, and refuses a file it cannot read', () => {
    expect(readSettings({}, '/srv/shop').app.store).toBeUndefined();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'synonyms-'));
    try {
      fs.writeFileSync(path.join(dir, 'synonyms.txt'), '# ours\nکاپشن، jacket\n');
      const settings = readSettings({ SEARCH_SYNONYMS_FILE: 'synonyms.txt' }, dir);
      expect(settings.app.store).toEqual({ searchSynonyms: [['کاپشن', 'jacket']] });
      expect(() => readSettings({ SEARCH_SYNONYMS_FILE: 'missing.txt' }, dir)).toThrow(
        /^SEARCH_SYNONYMS_FILE cannot be read: /,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the error line', () => {
  it('is one line naming each wrong variable and what it was given', () => {
    expect(() => readSettings({ PORT: 'eighty', ATTRIBUTION_ALLOWED: 'maybe' })).toThrow(
      /^PORT must be integer, got "eighty"; ATTRIBUTION_ALLOWED must be 1, true, .* or off, got "maybe"$/,
    );
  });

  it('reads switches without regard to case', () => {
    expect(readSettings({ ATTRIBUTION_BASE64: 'YES' }).app.attribution.base64).toBe(true);
  });
});
