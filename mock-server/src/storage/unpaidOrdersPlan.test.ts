// Checkout's look-ups of one shopper's orders read that shopper's rows off the session index
// (and the address's off the postcode index), never every failed or unpaid order of the shop
// (80 ms a checkout at 1M orders, issue 28).
import { IN_MEMORY, openDatabase } from './database';
import { migrate } from './migrations';
import { AWAITING_PAYMENT_SQL, UNPAID_COUNTS_SQL } from './unpaidOrdersRepository';

describe("a shopper's unpaid orders", () => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  afterAll(() => db.close());

  const plan = (sql: string, ...args: unknown[]) =>
    db
      .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...args)
      .map((row) => row.detail);
  /** The unpaid counts' plan for a checkout that names only what `named` gives. */
  const countsPlan = (named: Record<string, string>) =>
    plan(UNPAID_COUNTS_SQL, {
      since: '2025-06-01T00:00:00',
      session: '',
      email: '',
      phone: '',
      postcodes: '[]',
      ...named,
    });
  const ordersSteps = (steps: string[]) =>
    steps.filter((step) => /^(SEARCH|SCAN) o(rders)? /.test(step));

  it('the order awaiting payment is found through the session', () => {
    expect(ordersSteps(plan(AWAITING_PAYMENT_SQL, 'session'))).toEqual([
      expect.stringMatching(/^SEARCH orders USING INDEX orders_by_session \(session_key=\?\)/),
    ]);
  });

  it("the session's unpaid count reads the session's orders only", () => {
    const steps = countsPlan({
      session: 'session',
      email: 'a@example.com',
      phone: '09120000000',
    });
    // The session's subquery comes first.
    expect(ordersSteps(steps)[0]).toMatch(
      /^SEARCH o USING INDEX orders_by_session \(session_key=\?/,
    );
  });

  it("the address's unpaid count reads the orders at the checkout's postcodes only", () => {
    const steps = countsPlan({ postcodes: JSON.stringify(['1234567890', '9876543210']) });
    const address = steps.slice(steps.indexOf('SCALAR SUBQUERY 5'));
    // The addresses at the postcodes first, then each one's order by its key: never the
    // unpaid orders of the whole shop by status and date.
    expect(address.filter((step) => /^(SEARCH|SCAN) (a|o) /.test(step))).toEqual([
      expect.stringMatching(
        /^SEARCH a USING (COVERING )?INDEX order_addresses_by_postcode \(postcode=\?\)/,
      ),
      expect.stringMatching(/^SEARCH o USING INTEGER PRIMARY KEY \(rowid=\?\)/),
    ]);
  });
});
