// Completing an online card payment from the gateway's callback: every check on the server, then
// the order paid in one transaction. A reloaded or replayed callback changes nothing.
import type { OrderDetailsRepository } from '../../storage/orderDetailsRepository';
import type { OrdersRepository } from '../../storage/ordersRepository';
import { wpDateTime } from '../siteTime';
import type { PaymentGateway } from './gateway';
import type { PaymentAttemptsRepository } from '../../storage/paymentAttemptsRepository';

export interface PaymentDeps {
  gateway: PaymentGateway;
  attempts: PaymentAttemptsRepository;
  orders: Pick<OrdersRepository, 'findById'>;
  details: Pick<OrderDetailsRepository, 'changeStatus'>;
  clock: () => Date;
  /** Runs `work` in one immediate transaction. */
  atomically: <T>(work: () => T) => T;
}

export type CallbackOutcome =
  /**
   * The order is paid now (or already was, by this very token: a reloaded callback);
   * `endedNow` the first time, when the cart that made the order is emptied.
   */
  | { result: 'paid'; orderId: number; endedNow: boolean }
  /** Not paid; `endedNow` the first time the attempt ends (not a reloaded callback). */
  | { result: 'unpaid'; orderId: number; endedNow: boolean }
  /** Nothing changed: the callback could not be trusted or does not fit the order. */
  | { result: 'rejected'; reason: string };

/**
 * Completes an online payment from the gateway's callback, all checks on the server: the
 * gateway's verdict (signature), then against the shop's own record: the token is one the shop
 * issued for this order and this amount, it is unused, and the amount is the order's total.
 * Only then, in one transaction, is the token spent and the order moved pending -> processing.
 */
export async function completePayment(
  deps: PaymentDeps,
  query: Readonly<Record<string, string | undefined>>,
): Promise<CallbackOutcome> {
  const verdict = await deps.gateway.verify(query);
  if (verdict.status === 'invalid') return { result: 'rejected', reason: verdict.reason };
  return deps.atomically((): CallbackOutcome => {
    const attempt = deps.attempts.find(verdict.token);
    if (!attempt || attempt.orderId !== verdict.orderId) {
      return { result: 'rejected', reason: 'unknown token' };
    }
    const order = deps.orders.findById(attempt.orderId);
    if (!order) return { result: 'rejected', reason: 'no order' };
    const nowGmt = wpDateTime(deps.clock());
    if (attempt.usedGmt !== null) {
      // A reloaded or replayed callback: it changes nothing and reports what happened first.
      return attempt.outcome === 'paid'
        ? { result: 'paid', orderId: order.id, endedNow: false }
        : { result: 'unpaid', orderId: order.id, endedNow: false };
    }
    if (verdict.status !== 'paid') {
      deps.attempts.use(attempt.token, verdict.status, nowGmt);
      return { result: 'unpaid', orderId: order.id, endedNow: true };
    }
    if (verdict.amount !== attempt.amount || verdict.amount !== order.total) {
      return { result: 'rejected', reason: 'amount' };
    }
    if (!deps.attempts.use(attempt.token, 'paid', nowGmt)) {
      return { result: 'rejected', reason: 'token used' };
    }
    if (!deps.details.changeStatus(order.id, ['pending', 'failed'], 'processing', nowGmt)) {
      // Paid twice (an earlier attempt already went through): the order stays as it is.
      return { result: 'rejected', reason: 'not awaiting payment' };
    }
    return { result: 'paid', orderId: order.id, endedNow: true };
  });
}
