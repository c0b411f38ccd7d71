// placeOrder writes an order, its lines and addresses in one transaction: a line whose stock is
// gone undoes it all, the database itself refuses overselling, and the answer matches a read-back.
import type Database from 'better-sqlite3';
import { catalogFixture, setStock } from '../../../test/catalogStates';
import { seedIfEmpty } from '../../seed';
import { createSqliteCartRepository } from '../../storage/cartRepository';
import { createSqliteCatalogRepository } from '../../storage/catalogRepository';
import { IN_MEMORY, openDatabase } from '../../storage/database';
import { migrate } from '../../storage/migrations';
import { DEFAULT_ATTRIBUTION_SETTINGS } from '../attribution/settings';
import { CartService } from '../cart/cartService';
import { createSqliteCouponsRepository } from '../../storage/couponsRepository';
import { createSqliteOrdersRepository } from '../../storage/ordersRepository';
import { findProvince } from '../../../../contracts/iranRegions';
import { readCheckoutRequest } from './checkoutRequest';
import { createSqliteOrderDetailsRepository } from '../../storage/orderDetailsRepository';
import { placeOrder, type CheckoutDeps } from './placeOrder';
import { checkoutBody } from '../../../test/checkoutKit';

const now = new Date('2025-06-01T12:00:00Z');
const CUSTOMER = 't_0123456789abcdef0123456789abcd';

describe('placeOrder', () => {
  let db: Database.Database;
  let deps: CheckoutDeps;
  let ids: ReturnType<typeof catalogFixture>;

  beforeEach(() => {
    db = openDatabase(IN_MEMORY);
    migrate(db);
    seedIfEmpty(db, now);
    ids = catalogFixture(db);
    const cartLines = createSqliteCartRepository(db);
    const coupons = createSqliteCouponsRepository(db);
    const clock = () => now;
    deps = {
      carts: new CartService(cartLines, createSqliteCatalogRepository(db), clock, coupons),
      cartLines,
      coupons,
      orders: {
        orders: createSqliteOrdersRepository(db),
        clock,
        attribution: DEFAULT_ATTRIBUTION_SETTINGS,
      },
      details: createSqliteOrderDetailsRepository(db),
      clock,
    };
  });
  afterEach(() => db.close());

  const count = (table: string) =>
    (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  const stock = (id: number) =>
    (db.prepare('SELECT stock_quantity AS n FROM products WHERE id = ?').get(id) as { n: number })
      .n;
  function input() {
    const reading = readCheckoutRequest(checkoutBody(), findProvince);
    if (!reading.ok) throw new Error('the kit body must be valid');
    return reading.input;
  }
  const place = () =>
    placeOrder(deps, {
      cartCustomerId: CUSTOMER,
      shopCustomerId: 0,
      input: input(),
      customerIp: '127.0.0.1',
      customerUserAgent: 'jest',
    });

  it('undoes every write when a later line finds its stock gone (the conditional UPDATE)', () => {
    deps.carts.addItem(CUSTOMER, { id: ids.simpleInStock.id, quantity: 2 }, 'http://shop.test');
    deps.carts.addItem(
      CUSTOMER,
      { id: ids.vectorProduct.greenLarge, quantity: 1 },
      'http://shop.test',
    );
    const before = { orders: count('orders'), powerBanks: stock(ids.simpleInStock.id) };
    // Another buyer takes the last green/L between the cart check and this line's decrement.
    const real = deps.details.takeStock;
    deps.details = {
      ...deps.details,
      takeStock: (productId, quantity) =>
        productId === ids.vectorProduct.greenLarge ? false : real(productId, quantity),
    };
    const outcome = place();
    expect(outcome).toMatchObject({
      ok: false,
      failure: { code: 'woocommerce_rest_product_out_of_stock', kind: 'conflict' },
    });
    expect(count('orders')).toBe(before.orders);
    expect(count('order_lines')).toBe(0);
    expect(stock(ids.simpleInStock.id)).toBe(before.powerBanks);
    expect(deps.cartLines.lines(CUSTOMER)).toHaveLength(2);
  });

  it('the database itself refuses to take more than is left', () => {
    setStock(db, ids.simpleInStock.id, 1);
    expect(deps.details.takeStock(ids.simpleInStock.id, 2)).toBe(false);
    expect(stock(ids.simpleInStock.id)).toBe(1);
    expect(deps.details.takeStock(ids.simpleInStock.id, 1)).toBe(true);
    expect(stock(ids.simpleInStock.id)).toBe(0);
    expect(deps.details.takeStock(ids.simpleInStock.id, 1)).toBe(false);
  });

  it('leaves no order behind when writing the details fails', () => {
    deps.carts.addItem(CUSTOMER, { id: ids.simpleInStock.id, quantity: 1 }, 'http://shop.test');
    db.exec(`CREATE TRIGGER refuse_line BEFORE INSERT ON order_lines
             BEGIN SELECT RAISE(ABORT, 'disk full'); END;`);
    const before = stock(ids.simpleInStock.id);
    expect(() => place()).toThrow('disk full');
    expect(count('orders')).toBe(0);
    expect(count('order_meta')).toBe(0);
    expect(stock(ids.simpleInStock.id)).toBe(before);
    expect(deps.cartLines.lines(CUSTOMER)).toHaveLength(1);
  });

  it('writes the order, its lines, addresses and variation labels in one go', () => {
    deps.carts.addItem(
      CUSTOMER,
      { id: ids.vectorProduct.greenLarge, quantity: 2 },
      'http://shop.test',
    );
    const outcome = place();
    expect(outcome.ok).toBe(true);
    const orderId = outcome.ok ? outcome.orderId : 0;
    const details = deps.details.find(orderId);
    expect(details?.lines).toEqual([
      expect.objectContaining({
        quantity: 2,
        variationId: ids.vectorProduct.greenLarge,
        variation: [
          { attribute: expect.any(String), value: expect.any(String) },
          { attribute: expect.any(String), value: expect.any(String) },
        ],
      }),
    ]);
    expect(details?.billing).toMatchObject({ postcode: '1434863111', phone: '09123456789' });
    expect(details?.shipping).toMatchObject({ postcode: '1434863111', city: 'تهران' });
    expect(deps.cartLines.lines(CUSTOMER)).toEqual([]);
  });

  it('answers the placed order exactly as reading it back would, key order included', () => {
    deps.carts.addItem(
      CUSTOMER,
      { id: ids.vectorProduct.greenLarge, quantity: 2 },
      'http://shop.test',
    );
    deps.carts.addItem(CUSTOMER, { id: ids.simpleInStock.id, quantity: 1 }, 'http://shop.test');
    const outcome = place();
    if (!outcome.ok) throw new Error('the order must be placed');
    const order = deps.orders.orders.findById(outcome.orderId);
    const details = deps.details.find(outcome.orderId);
    expect(JSON.stringify(outcome.placed)).toBe(JSON.stringify({ order, details }));
  });
});
