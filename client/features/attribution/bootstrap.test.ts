// The order attribution settings read from the page: valid ones passed through, their absence
// allowed (tracking off), and months turned into minutes as sourcebuster does, never into 0.
import { readAttributionBootstrap } from './bootstrap';
import { attributionConfig, lifetimeMinutes } from './settings';
import { testAttribution } from './testSupport/attributionConfig';

describe('readAttributionBootstrap', () => {
  it('passes valid settings through and allows their absence', () => {
    expect(readAttributionBootstrap(testAttribution)).toEqual(testAttribution);
    expect(readAttributionBootstrap(undefined)).toBeUndefined();
  });

  it.each([
    [null, 'attribution must be an object'],
    [{ ...testAttribution, allowTracking: 'yes' }, 'attribution.allowTracking must be a boolean'],
    [
      { ...testAttribution, lifetimeMonths: 0 },
      'attribution.lifetimeMonths must be a number above 0',
    ],
    [
      { ...testAttribution, sessionMinutes: 2.5 },
      'attribution.sessionMinutes must be a whole number above 0',
    ],
    [
      { ...testAttribution, fields: {} },
      'attribution.fields must be an object of field names and paths',
    ],
    [
      { ...testAttribution, fields: { source_type: 3 } },
      'attribution.fields.source_type must be a path',
    ],
    [{ ...testAttribution, userIp: undefined }, 'attribution.userIp must be a string'],
  ])('explains what is wrong with %p', (value, problem) => {
    expect(readAttributionBootstrap(value)).toBe(problem);
  });
});

describe('tracker settings', () => {
  it('come from the page, with tracking off when the page says nothing', () => {
    expect(attributionConfig(testAttribution).tracker).toMatchObject({
      lifetimeMonths: 6,
      sessionMinutes: 30,
      timezoneOffsetHours: 0,
      userIp: '203.0.113.9',
    });
    expect(attributionConfig(undefined).allowTracking).toBe(false);
  });

  it('turn months into minutes as sourcebuster does, but never into 0', () => {
    expect(lifetimeMinutes(6)).toBe(259_200);
    expect(lifetimeMinutes(0.5)).toBe(21_600);
    // WooCommerce's default: parseInt(0.432) = 0, i.e. browser-session cookies.
    expect(lifetimeMinutes(0.00001)).toBe(1);
  });
});
