// The attribution report route: sales by type, source and medium over Persian days in Tehran time,
// guarded by the admin token, WordPress-shaped 400s for bad dates, and the settings in the page.
import type { AttributionReport } from '../../../contracts/attribution';
import type { BootstrapConfig } from '../../../contracts/bootstrap';
import { buildTestApp, type TestApp } from '../../test/server';
import { DEFAULT_ATTRIBUTION_SETTINGS } from '../domain/attribution/settings';
import { createOrder } from '../domain/orders/createOrder';
import type { OrderStatus } from '../storage/ordersRepository';
import { createSqliteOrdersRepository } from '../storage/ordersRepository';

const TOKEN = 'owner-token-for-tests-0123';
const PATH = '/wp-json/shop/v1/reports/attribution';
let site: TestApp;

function placeOrder(
  at: string,
  total: number,
  extension: Record<string, string | null> | undefined,
  status: OrderStatus = 'processing',
) {
  createOrder(
    {
      orders: createSqliteOrdersRepository(site.db),
      clock: () => new Date(at),
      attribution: DEFAULT_ATTRIBUTION_SETTINGS,
    },
    {
      total,
      status,
      customerIp: '127.0.0.1',
      attribution: extension && { via: 'store-api', extension },
    },
  );
}

const instagram = { source_type: 'utm', utm_source: 'instagram', utm_medium: 'social' };
const google = { source_type: 'organic', utm_source: 'google', utm_medium: 'organic' };
const direct = { source_type: 'typein', utm_source: '(direct)', utm_medium: '(none)' };

beforeAll(async () => {
  site = await buildTestApp({ seed: false, adminToken: TOKEN });
  // 1 Farvardin 1404 starts at 2025-03-20T20:30Z (Tehran midnight).
  placeOrder('2025-03-20T20:29:59Z', 999, instagram); // 30 Esfand 1403: outside
  placeOrder('2025-03-20T20:30:00Z', 500_000, instagram);
  placeOrder('2025-03-25T10:00:00Z', 700_000, instagram);
  placeOrder('2025-03-26T10:00:00Z', 2_000_000, google);
  placeOrder('2025-03-27T10:00:00Z', 300_000, direct);
  placeOrder('2025-03-28T10:00:00Z', 100_000, undefined);
  placeOrder('2025-03-28T11:00:00Z', 5_000_000, google, 'failed'); // not a sale
  placeOrder('2025-03-28T12:00:00Z', 5_000_000, google, 'pending'); // not a sale
  placeOrder('2025-04-20T20:29:59Z', 1, direct); // last second of 31 Farvardin
  placeOrder('2025-04-20T20:30:00Z', 888, direct); // 1 Ordibehesht: outside
});
afterAll(() => site.close());

const report = (
  query: string,
  headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` },
) => site.app.inject({ method: 'GET', url: `${PATH}?${query}`, headers });

describe('GET shop/v1/reports/attribution', () => {
  it('sums sales by type, source and medium over Persian days in Tehran time', async () => {
    const response = await report('from=1404-01-01&to=1404-01-31');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store, private');
    expect(response.json<AttributionReport>()).toEqual({
      from: '1404-01-01',
      to: '1404-01-31',
      from_gmt: '2025-03-20T20:30:00',
      to_gmt: '2025-04-20T20:30:00',
      currency: 'IRT',
      totals: { orders: 6, revenue: 3_600_001 },
      rows: [
        {
          source_type: 'organic',
          source: 'google',
          medium: 'organic',
          orders: 1,
          revenue: 2_000_000,
        },
        {
          source_type: 'utm',
          source: 'instagram',
          medium: 'social',
          orders: 2,
          revenue: 1_200_000,
        },
        // (none) is never stored, so a direct visit has no medium.
        { source_type: 'typein', source: '(direct)', medium: '', orders: 2, revenue: 300_001 },
        { source_type: '', source: '', medium: '', orders: 1, revenue: 100_000 },
      ],
    });
  });

  it('takes the dates in Persian digits and with slashes', async () => {
    const response = await report(
      `from=${encodeURIComponent('۱۴۰۳/۱۲/۳۰')}&to=${encodeURIComponent('۱۴۰۳/۱۲/۳۰')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<AttributionReport>()).toMatchObject({
      from: '1403-12-30',
      totals: { orders: 1, revenue: 999 },
    });
  });

  it('answers 401 without the token or with a wrong one, before looking at the query', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-token-at-all' },
    ];
    for (const headers of attempts) {
      const response = await report('from=garbage', headers);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="shop-admin"');
      expect(response.json()).toEqual({
        code: 'shop_admin_unauthorized',
        message: 'کلید دسترسی مدیر فرستاده نشده یا نادرست است.',
        data: { status: 401 },
      });
    }
  });

  it('answers 400 in WordPress shape for missing, malformed or impossible dates', async () => {
    const missing = await report('from=1404-01-01');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'rest_missing_callback_param',
      data: { params: ['to'] },
    });

    const malformed = await report('from=1404-1-1x&to=1404-01-02');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { from: expect.any(String) } },
    });

    const impossible = await report('from=1404-12-30&to=1405-01-02');
    expect(impossible.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { from: expect.stringContaining('تقویم خورشیدی') } },
    });

    const reversed = await report('from=1404-02-01&to=1404-01-01');
    expect(reversed.json()).toMatchObject({
      data: { status: 400, params: { to: 'پایان بازه نباید پیش از آغاز آن باشد.' } },
    });
  });

  it('is switched off (403) when no token is configured', async () => {
    const closed = await buildTestApp({ seed: false });
    const response = await closed.app.inject({
      method: 'GET',
      url: `${PATH}?from=1404-01-01&to=1404-01-02`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'shop_report_disabled', data: { status: 403 } });
    await closed.close();
  });
});

describe('attribution settings in the page', () => {
  const bootstrapOf = (html: string): BootstrapConfig => {
    const match = /<script id="shop-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(
      html,
    );
    return JSON.parse(match?.[1] ?? 'null') as BootstrapConfig;
  };

  it('carries the configured settings and the address the server saw, never a forwarded one', async () => {
    const configured = await buildTestApp({
      seed: false,
      attribution: {
        ...DEFAULT_ATTRIBUTION_SETTINGS,
        allowTracking: false,
        prefix: 'shop_',
        lifetimeMonths: 3,
      },
    });
    const response = await configured.app.inject({
      method: 'GET',
      url: '/checkout',
      headers: { accept: 'text/html', 'x-forwarded-for': '6.6.6.6' },
      remoteAddress: '203.0.113.9',
    });
    expect(bootstrapOf(response.body).attribution).toEqual({
      allowTracking: false,
      lifetimeMonths: 3,
      sessionMinutes: 30,
      base64: false,
      prefix: 'shop_',
      fields: DEFAULT_ATTRIBUTION_SETTINGS.fields,
      userIp: '203.0.113.9',
    });
    await configured.close();
  });

  it('serves the report page as part of the app', async () => {
    const response = await site.app.inject({
      method: 'GET',
      url: '/shop-admin/attribution',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(bootstrapOf(response.body).attribution?.allowTracking).toBe(true);
  });
});
