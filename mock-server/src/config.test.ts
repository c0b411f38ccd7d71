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
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ NONCE_LIFETIME_SECONDS: '0' }, /NONCE_LIFETIME_SECONDS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('refuses %p', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
