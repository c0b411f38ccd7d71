import { DEFAULT_REGISTRATION_LIMIT, readAccountLimitsConfig } from './accountLimits';

describe('REGISTRATION_RATE_LIMIT', () => {
  it('defaults to 5 an hour, reads COUNT/SECONDS, and "off" switches it off', () => {
    expect(readAccountLimitsConfig({})).toEqual({ registrationLimit: DEFAULT_REGISTRATION_LIMIT });
    expect(DEFAULT_REGISTRATION_LIMIT).toEqual({ max: 5, windowSeconds: 3600 });
    expect(readAccountLimitsConfig({ REGISTRATION_RATE_LIMIT: '20/600' })).toEqual({
      registrationLimit: { max: 20, windowSeconds: 600 },
    });
    expect(readAccountLimitsConfig({ REGISTRATION_RATE_LIMIT: 'off' })).toEqual({
      registrationLimit: null,
    });
  });

  it.each(['5', '0/60', '5/0', 'five/3600', '-1/60'])('refuses "%s"', (raw) => {
    expect(() => readAccountLimitsConfig({ REGISTRATION_RATE_LIMIT: raw })).toThrow(
      /REGISTRATION_RATE_LIMIT/,
    );
  });
});
