import { DEFAULT_FIELD_PATHS } from '../../../../contracts/attribution';
import { readAttributionConfig } from './config';

describe('readAttributionConfig', () => {
  it('defaults to the spec: allowed, 6 months, 30 minutes, WooCommerce prefix, no report', () => {
    expect(readAttributionConfig({})).toEqual({
      attribution: {
        allowTracking: true,
        lifetimeMonths: 6,
        sessionMinutes: 30,
        base64: false,
        prefix: 'wc_order_attribution_',
        fields: DEFAULT_FIELD_PATHS,
      },
      adminToken: undefined,
    });
  });

  it('reads every variable, normalising the prefix as WooCommerce does', () => {
    const config = readAttributionConfig({
      ATTRIBUTION_ALLOWED: 'no',
      ATTRIBUTION_LIFETIME_MONTHS: '0.5',
      ATTRIBUTION_SESSION_MINUTES: '45',
      ATTRIBUTION_BASE64: 'on',
      ATTRIBUTION_PREFIX: '__shop_attr__',
      SHOP_ADMIN_TOKEN: 'An-owner-token-long-and-varied-enough-0123',
    });
    expect(config.attribution).toMatchObject({
      allowTracking: false,
      lifetimeMonths: 0.5,
      sessionMinutes: 45,
      base64: true,
      prefix: 'shop_attr_',
    });
    expect(config.adminToken).toBe('An-owner-token-long-and-varied-enough-0123');
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
  ])('refuses %p', (env, message) => {
    expect(() => readAttributionConfig(env)).toThrow(message);
  });
});
