import path from 'node:path';
import { readConfig } from './config';
import { DEFAULT_SITE } from './options';

describe('readConfig', () => {
  it('has working defaults for `npm start`', () => {
    const config = readConfig({}, '/srv/shop');
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      database: path.resolve('/srv/shop/data/shop.sqlite'),
      logLevel: 'info',
      uploadsDir: path.resolve('/srv/shop/data/uploads'),
      secret: undefined,
      nonceLifetimeSeconds: 43_200,
      site: DEFAULT_SITE,
      uploadQuotaMb: 256,
      paymentTestGateway: true,
      holdStockMinutes: 60,
      production: false,
      siteUrl: undefined,
      trustProxy: false,
    });
  });

  it('reads every documented variable', () => {
    const config = readConfig(
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
        UPLOAD_QUOTA_MB: '64',
        PAYMENT_TEST_GATEWAY: 'off',
        HOLD_STOCK_MINUTES: '15',
        NODE_ENV: 'production',
        SITE_URL: 'https://Shop.Example/',
        TRUST_PROXY: '10.0.0.1, 10.0.0.0/8',
      },
      '/srv/shop',
    );
    expect(config).toEqual({
      port: 0,
      host: '0.0.0.0',
      database: ':memory:',
      logLevel: 'warn',
      uploadsDir: '/tmp/up',
      secret: 's3cret',
      nonceLifetimeSeconds: 60,
      site: {
        name: 'کتاب‌فروشی',
        // An empty variable removes that button.
        contactButtons: { phone: '+989121234567', eitaa: 'books', bale: 'books_bale' },
      },
      uploadQuotaMb: 64,
      paymentTestGateway: false,
      holdStockMinutes: 15,
      production: true,
      siteUrl: 'https://shop.example',
      trustProxy: '10.0.0.1,10.0.0.0/8',
    });
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
  ])('refuses %p', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it('reads TRUST_PROXY as a switch, a hop count or named ranges', () => {
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('the test gateway follows NODE_ENV unless PAYMENT_TEST_GATEWAY says; the hold can be off', () => {
    expect(readConfig({ NODE_ENV: 'production' }).paymentTestGateway).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', PAYMENT_TEST_GATEWAY: 'on' })).toMatchObject({
      paymentTestGateway: true,
    });
    expect(readConfig({ NODE_ENV: 'development' }).paymentTestGateway).toBe(true);
    expect(readConfig({ HOLD_STOCK_MINUTES: '0' }).holdStockMinutes).toBeNull();
    expect(readConfig({ HOLD_STOCK_MINUTES: 'off' }).holdStockMinutes).toBeNull();
  });
});
