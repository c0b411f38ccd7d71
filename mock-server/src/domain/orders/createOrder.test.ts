// createOrder stores an order with its attribution meta atomically: a classic form read under the
// configured prefix, nothing written when refused or on failure, and only whole totals taken.
import type Database from 'better-sqlite3';
import { ATTRIBUTION_FIELDS, ORDER_ATTRIBUTION_NAMESPACE } from '../../../../contracts/attribution';
import { openDatabase, IN_MEMORY } from '../../storage/database';
import { migrate } from '../../storage/migrations';
import { AttributionInvalid } from '../attribution/orderMeta';
import { DEFAULT_ATTRIBUTION_SETTINGS } from '../attribution/settings';
import { createOrder, type OrderDeps } from './createOrder';
import { createSqliteOrdersRepository } from '../../storage/ordersRepository';

let db: Database.Database;
let deps: OrderDeps;
const now = new Date('2025-03-01T08:45:00.000Z');

beforeEach(() => {
  db = openDatabase(IN_MEMORY);
  migrate(db);
  deps = {
    orders: createSqliteOrdersRepository(db),
    clock: () => now,
    attribution: DEFAULT_ATTRIBUTION_SETTINGS,
  };
});
afterEach(() => db.close());

const count = (table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('createOrder', () => {
  it('stores the order with its attribution meta and the address the server saw', () => {
    const order = createOrder(deps, {
      total: 1_250_000,
      customerIp: '203.0.113.7',
      customerUserAgent: 'UA',
      attribution: {
        via: 'store-api',
        extension: {
          source_type: 'organic',
          utm_source: 'google',
          utm_medium: 'organic',
          utm_campaign: '(none)',
        },
      },
    });
    expect(order).toEqual({
      id: expect.any(Number),
      status: 'processing',
      currency: 'IRT',
      total: 1_250_000,
      customerIp: '203.0.113.7',
      customerUserAgent: 'UA',
      createdGmt: '2025-03-01T08:45:00',
      meta: {
        _wc_order_attribution_source_type: 'organic',
        _wc_order_attribution_utm_source: 'google',
        _wc_order_attribution_utm_medium: 'organic',
      },
    });
    expect(deps.orders.findById(order.id)).toEqual(order);
  });

  it('reads a classic form under the configured prefix', () => {
    const order = createOrder(
      { ...deps, attribution: { ...DEFAULT_ATTRIBUTION_SETTINGS, prefix: 'shop_' } },
      {
        total: 10,
        customerIp: '127.0.0.1',
        attribution: {
          via: 'classic-form',
          form: { shop_source_type: 'typein', shop_utm_source: '(direct)' },
        },
      },
    );
    expect(order.meta).toEqual({ _shop_source_type: 'typein', _shop_utm_source: '(direct)' });
  });

  it('writes nothing when the attribution is refused', () => {
    expect(() =>
      createOrder(deps, {
        total: 10,
        customerIp: '127.0.0.1',
        attribution: { via: 'store-api', extension: { utm_source: 'x', user_ip: '6.6.6.6' } },
      }),
    ).toThrow(AttributionInvalid);
    expect(count('orders')).toBe(0);
    expect(count('order_meta')).toBe(0);
  });

  it('is atomic: a failure while writing the meta leaves no order behind', () => {
    db.exec(`CREATE TRIGGER refuse_term BEFORE INSERT ON order_meta
             WHEN NEW.meta_key = '_wc_order_attribution_utm_term'
             BEGIN SELECT RAISE(ABORT, 'disk full'); END;`);
    expect(() =>
      createOrder(deps, {
        total: 10,
        customerIp: '127.0.0.1',
        attribution: { via: 'store-api', extension: { utm_source: 'x', utm_term: 'y' } },
      }),
    ).toThrow('disk full');
    expect(count('orders')).toBe(0);
    expect(count('order_meta')).toBe(0);
  });

  it('refuses a total that is not a whole non-negative amount', () => {
    for (const total of [-1, 1.5, Number.NaN]) {
      expect(() => createOrder(deps, { total, customerIp: '127.0.0.1' })).toThrow(RangeError);
    }
    expect(count('orders')).toBe(0);
  });

  it('knows every WooCommerce field and the Store API namespace', () => {
    expect(Object.keys(DEFAULT_ATTRIBUTION_SETTINGS.fields)).toEqual([...ATTRIBUTION_FIELDS]);
    expect(ORDER_ATTRIBUTION_NAMESPACE).toBe('woocommerce/order-attribution');
  });
});
