// Completing a payment: a pending order is marked paid only when the verdict fits the token and
// the total, a token is spent once, and the local test gateway verifies its own signatures.
import type { OrderDetailsRepository } from '../../storage/orderDetailsRepository';
import type { OrderRecord, OrderStatus } from '../../storage/ordersRepository';
import type { PaymentGateway, PaymentVerdict } from './gateway';
import type {
  PaymentAttempt,
  PaymentAttemptsRepository,
} from '../../storage/paymentAttemptsRepository';
import { completePayment, type PaymentDeps } from './paymentService';
import { LocalTestGateway } from './testGateway';

const TOKEN = 'a'.repeat(32);
const now = new Date('2025-06-01T12:00:00Z');

/** An order of 500,000 Toman waiting for payment, and its attempt, in memory. */
function arrange(verdict: PaymentVerdict) {
  const order: OrderRecord = {
    id: 7,
    status: 'pending',
    currency: 'IRT',
    total: 500_000,
    customerIp: '',
    customerUserAgent: '',
    createdGmt: '2025-06-01T11:00:00',
    meta: {},
  };
  const attempt: PaymentAttempt = {
    token: TOKEN,
    orderId: 7,
    amount: 500_000,
    createdGmt: '2025-06-01T11:00:00',
    usedGmt: null,
    outcome: null,
  };
  const gateway: PaymentGateway = {
    id: 'fake',
    start: async () => ({ token: TOKEN, redirectUrl: 'http://bank.test' }),
    pageUrl: () => 'http://bank.test',
    verify: async () => verdict,
  };
  const attempts: PaymentAttemptsRepository = {
    insert: () => undefined,
    find: (token) => (token === attempt.token ? attempt : undefined),
    findLive: () => undefined,
    closeLive: () => undefined,
    use(token, outcome, nowGmt) {
      if (token !== attempt.token || attempt.usedGmt !== null) return false;
      attempt.usedGmt = nowGmt;
      attempt.outcome = outcome;
      return true;
    },
  };
  const details: Pick<OrderDetailsRepository, 'changeStatus'> = {
    changeStatus(orderId: number, from: readonly OrderStatus[], to: OrderStatus) {
      if (orderId !== order.id || !from.includes(order.status)) return false;
      order.status = to;
      return true;
    },
  };
  const deps: PaymentDeps = {
    gateway,
    attempts,
    orders: { findById: (id) => (id === order.id ? order : undefined) },
    details,
    clock: () => now,
    atomically: (work) => work(),
  };
  return { order, attempt, deps };
}

const paid = (amount = 500_000, orderId = 7): PaymentVerdict => ({
  status: 'paid',
  token: TOKEN,
  orderId,
  amount,
  reference: 'r',
});

describe('completePayment', () => {
  it('marks a pending order paid once the verdict fits the issued token and the total', async () => {
    const { order, attempt, deps } = arrange(paid());
    expect(await completePayment(deps, {})).toEqual({ result: 'paid', orderId: 7, endedNow: true });
    expect(order.status).toBe('processing');
    expect(attempt).toMatchObject({ usedGmt: '2025-06-01T12:00:00', outcome: 'paid' });
  });

  it('refuses a verdict whose amount is not the order total, even correctly signed', async () => {
    const { order, attempt, deps } = arrange(paid(1_000));
    expect(await completePayment(deps, {})).toEqual({ result: 'rejected', reason: 'amount' });
    expect(order.status).toBe('pending');
    expect(attempt.usedGmt).toBeNull();
  });

  it('refuses a token issued for another order', async () => {
    const { order, deps } = arrange(paid(500_000, 8));
    expect((await completePayment(deps, {})).result).toBe('rejected');
    expect(order.status).toBe('pending');
  });

  it('spends a token once: a replay reports the first outcome and changes nothing', async () => {
    const { order, deps } = arrange(paid());
    await completePayment(deps, {});
    order.status = 'completed';
    expect(await completePayment(deps, {})).toEqual({
      result: 'paid',
      orderId: 7,
      endedNow: false,
    });
    expect(order.status).toBe('completed');
  });

  it('a cancelled payment spends the token and leaves the order pending', async () => {
    const { order, attempt, deps } = arrange({ status: 'cancelled', token: TOKEN, orderId: 7 });
    expect(await completePayment(deps, {})).toEqual({
      result: 'unpaid',
      orderId: 7,
      endedNow: true,
    });
    expect(order.status).toBe('pending');
    expect(attempt.outcome).toBe('cancelled');
  });
});

const idleAttempts: PaymentAttemptsRepository = {
  insert: () => undefined,
  find: () => undefined,
  findLive: () => undefined,
  closeLive: () => undefined,
  use: () => false,
};

describe('LocalTestGateway.verify', () => {
  const gateway = new LocalTestGateway({
    secret: 'site-secret',
    clock: () => now,
    attempts: idleAttempts,
  });
  const query = (status: 'OK' | 'NOK', sig?: string) => ({
    token: TOKEN,
    order: '7',
    amount: '500000',
    status,
    sig: sig ?? gateway.sign(TOKEN, 7, 500_000, status),
  });

  it('accepts its own signature and reports what was signed', async () => {
    expect(await gateway.verify(query('OK'))).toMatchObject({
      status: 'paid',
      orderId: 7,
      amount: 500_000,
    });
    expect(await gateway.verify(query('NOK'))).toMatchObject({ status: 'cancelled' });
  });

  it('refuses another key, a status it did not sign, and malformed callbacks', async () => {
    const other = new LocalTestGateway({
      secret: 'another-secret',
      clock: () => now,
      attempts: idleAttempts,
    });
    expect(await gateway.verify(query('OK', other.sign(TOKEN, 7, 500_000, 'OK')))).toMatchObject({
      status: 'invalid',
      reason: 'signature',
    });
    expect(await gateway.verify(query('OK', gateway.sign(TOKEN, 7, 500_000, 'NOK')))).toMatchObject(
      {
        status: 'invalid',
      },
    );
    expect((await gateway.verify({ ...query('OK'), token: 'x' })).status).toBe('invalid');
    expect((await gateway.verify({ ...query('OK'), status: 'MAYBE' })).status).toBe('invalid');
  });
});
