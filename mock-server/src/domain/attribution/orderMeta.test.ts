// Order attribution stored on an order as WooCommerce does (reference vector 25): (none) and
// tracking off store nothing, values sanitised, the client's 16 fields validated, device type.
import Ajv from 'ajv';
import { ATTRIBUTION_FIELDS, attributionExtensionSchema } from '../../../../contracts/attribution';
import { deviceType } from './deviceType';
import {
  AttributionInvalid,
  attributionMeta,
  readClassicForm,
  readExtensionData,
  type SubmittedAttribution,
} from './orderMeta';

const PREFIX = 'wc_order_attribution_';
const FIELDS = ATTRIBUTION_FIELDS;
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)';

/** Reference vector 7 as the hidden inputs carry it. */
const vector7: Record<string, string> = {
  source_type: 'utm',
  referrer: 'https://l.instagram.com/',
  utm_campaign: 'yalda sale',
  utm_source: 'instagram',
  utm_medium: 'social',
  utm_content: 'story',
  utm_id: '42',
  utm_term: 'running+shoes',
  utm_source_platform: '(none)',
  utm_creative_format: '(none)',
  utm_marketing_tactic: '(none)',
  session_entry:
    'https://shop.example/?utm_source=instagram&utm_medium=social&utm_campaign=yalda sale&utm_content=story&utm_term=running+shoes&utm_id=42',
  session_start_time: '2025-03-01 08:40:15',
  session_pages: '1',
  session_count: '1',
  user_agent: DESKTOP_UA,
};

function problemsOf(run: () => unknown): Record<string, string> | 'accepted' {
  try {
    run();
  } catch (error) {
    if (error instanceof AttributionInvalid) return error.params;
    throw error;
  }
  return 'accepted';
}

describe('attribution meta (reference vector 25)', () => {
  it('stores a classic POST of vector 7 as WooCommerce does', () => {
    const form = Object.fromEntries(
      Object.entries(vector7).map(([field, value]) => [`${PREFIX}${field}`, value]),
    );
    const meta = attributionMeta(readClassicForm(form, PREFIX, FIELDS), PREFIX, FIELDS);
    expect(Object.fromEntries(meta.map((entry) => [entry.key, entry.value]))).toEqual({
      _wc_order_attribution_source_type: 'utm',
      _wc_order_attribution_referrer: 'https://l.instagram.com/',
      _wc_order_attribution_utm_campaign: 'yalda sale',
      _wc_order_attribution_utm_source: 'instagram',
      _wc_order_attribution_utm_medium: 'social',
      _wc_order_attribution_utm_content: 'story',
      _wc_order_attribution_utm_id: '42',
      _wc_order_attribution_utm_term: 'running+shoes',
      _wc_order_attribution_session_entry: vector7.session_entry,
      _wc_order_attribution_session_start_time: '2025-03-01 08:40:15',
      _wc_order_attribution_session_pages: '1',
      _wc_order_attribution_session_count: '1',
      _wc_order_attribution_user_agent: DESKTOP_UA,
      _wc_order_attribution_device_type: 'Desktop',
    });
  });

  it('treats an absent classic input as (none), so it is not stored', () => {
    const values = readClassicForm(
      { [`${PREFIX}source_type`]: 'typein', [`${PREFIX}utm_source`]: '(direct)', other: 'x' },
      PREFIX,
      FIELDS,
    );
    expect(values.utm_medium).toBe('(none)');
    expect(attributionMeta(values, PREFIX, FIELDS)).toEqual([
      { key: '_wc_order_attribution_source_type', value: 'typein' },
      { key: '_wc_order_attribution_utm_source', value: '(direct)' },
    ]);
  });

  it('stores nothing at all when tracking was off (every value null)', () => {
    const off: SubmittedAttribution = Object.fromEntries(FIELDS.map((field) => [field, null]));
    expect(attributionMeta(readExtensionData(off, FIELDS), PREFIX, FIELDS)).toEqual([]);
    expect(attributionMeta(readExtensionData(undefined, FIELDS), PREFIX, FIELDS)).toEqual([]);
  });

  it('sanitises before storing and uses the configured prefix', () => {
    const meta = attributionMeta(
      {
        utm_source: ' <b>insta</b>\ngram ',
        user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)',
      },
      'shop_',
      FIELDS,
    );
    expect(meta).toEqual([
      { key: '_shop_utm_source', value: 'insta gram' },
      { key: '_shop_user_agent', value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' },
      { key: '_shop_device_type', value: 'Mobile' },
    ]);
  });
});

describe('validation of what the client sends', () => {
  it('accepts the 16 fields as strings or nulls', () => {
    expect(readExtensionData({ ...vector7, utm_id: null }, FIELDS)).toEqual({
      ...vector7,
      utm_id: null,
    });
  });

  it('refuses unknown names, so no client can write an IP or device type', () => {
    expect(
      problemsOf(() =>
        readExtensionData(
          { utm_source: 'x', customer_ip: '1.2.3.4', device_type: 'Tablet' },
          FIELDS,
        ),
      ),
    ).toEqual({
      customer_ip: 'customer_ip یکی از فیلدهای منبع سفارش نیست.',
      device_type: 'device_type یکی از فیلدهای منبع سفارش نیست.',
    });
  });

  it('refuses values that are not text, and text over the bound', () => {
    expect(
      problemsOf(() =>
        readExtensionData(
          {
            session_pages: 3,
            utm_source: ['a'],
            referrer: `https://x.example/${'a'.repeat(2048)}`,
          },
          FIELDS,
        ),
      ),
    ).toEqual({
      session_pages: 'session_pages باید متن یا null باشد.',
      utm_source: 'utm_source باید متن یا null باشد.',
      referrer: 'referrer نباید بیش از 2048 نویسه باشد.',
    });
    expect(problemsOf(() => readExtensionData('utm', FIELDS))).toEqual({
      attribution: 'اطلاعات منبع سفارش باید یک شیء باشد.',
    });
    expect(
      problemsOf(() =>
        readClassicForm({ [`${PREFIX}source_type`]: 'x'.repeat(33) }, PREFIX, FIELDS),
      ),
    ).toEqual({ [`${PREFIX}source_type`]: `${PREFIX}source_type نباید بیش از 32 نویسه باشد.` });
  });
});

describe('deviceType (MobileDetect, isMobile first)', () => {
  it.each([
    [DESKTOP_UA, 'Desktop'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15',
      'Desktop',
    ],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 Mobile Safari/537.36', 'Mobile'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'Mobile'],
    // A tablet is "mobile" to MobileDetect too, and isMobile() is asked first.
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'Mobile'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Safari/537.36', 'Mobile'],
  ])('%s -> %s', (userAgent, expected) => {
    expect(deviceType(userAgent)).toBe(expected);
  });
});

describe('the JSON Schema in contracts/attribution.ts', () => {
  const validate = new Ajv({ allErrors: true }).compile(attributionExtensionSchema());

  it.each([
    [{ ...vector7 }, true],
    [{ utm_source: null, user_agent: 'UA' }, true],
    [{}, true],
    [{ customer_ip: '1.2.3.4' }, false],
    [{ session_pages: 3 }, false],
    [{ referrer: 'x'.repeat(2049) }, false],
    [{ source_type: 'x'.repeat(33) }, false],
  ])('agrees with the domain check on %#', (data, accepted) => {
    expect(validate(data)).toBe(accepted);
    expect(problemsOf(() => readExtensionData(data, FIELDS)) === 'accepted').toBe(accepted);
  });
});
