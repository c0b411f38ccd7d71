// WooCommerce's "hold stock (minutes)" (wc_cancel_unpaid_orders): an order placed through the
// checkout that is still `pending` (a card order nobody paid) after the hold time is cancelled
// and its units go back on the shelf. The order rows are the state, so a restarted server finds
// what is due by status and date; nothing is kept in memory between sweeps.
// Node's own timers even inside a jsdom test realm, whose setInterval answers a bare number.
import { clearInterval, setInterval } from 'node:timers';
import type { OrderDetailsRepository } from '../../storage/orderDetailsRepository';
import type { PaymentAttemptsRepository } from '../../storage/paymentAttemptsRepository';
import { wpDateTime } from '../siteTime';
import type {
  UnpaidOrderCounts,
  UnpaidOrdersRepository,
} from '../../storage/unpaidOrdersRepository';

/** WooCommerce's default hold time. */
export const DEFAULT_HOLD_STOCK_MINUTES = 60;
/** Unpaid orders one session, one billing email or one mobile may have at a time. */
export const DEFAULT_UNPAID_ORDER_LIMIT = 3;
/** Unpaid orders older than this no longer count towards the cap (cash on delivery ones stay open until delivered). */
export const UNPAID_ORDER_WINDOW_HOURS = 24;
/** The sweep's batch: a backlog (a long downtime) is worked through in several transactions. */
const SWEEP_BATCH = 100;

export interface StockHoldSettings {
  /** Minutes an unpaid card order holds its stock; null never cancels (WooCommerce's empty field). */
  holdStockMinutes: number | null;
  /** Unpaid orders per session, per billing email and per mobile; null: no cap. */
  unpaidOrderLimit: number | null;
}

export interface SweepDeps {
  unpaid: UnpaidOrdersRepository;
  details: Pick<OrderDetailsRepository, 'find'>;
  attempts: Pick<PaymentAttemptsRepository, 'closeLive'>;
  clock: () => Date;
  /** Runs `work` in one immediate transaction. */
  atomically: <T>(work: () => T) => T;
}

/**
 * Cancels every pending order placed more than `holdMinutes` ago, each in its own transaction:
 * the status moves only if the order is still pending (a payment that landed first wins), its
 * lines' units return to managed stock, and its live payment attempt is spent, so the bank's page
 * no longer takes a payment for a cancelled order. Answers how many orders were cancelled.
 */
export function cancelUnpaidOrders(deps: SweepDeps, holdMinutes: number): number {
  const now = deps.clock();
  const nowGmt = wpDateTime(now);
  const cutoff = wpDateTime(new Date(now.getTime() - holdMinutes * 60_000));
  let cancelled = 0;
  for (;;) {
    const due = deps.unpaid.due(cutoff, SWEEP_BATCH);
    for (const orderId of due) {
      const done = deps.atomically(() => {
        const details = deps.details.find(orderId);
        if (!details || !deps.unpaid.cancel(orderId)) return false;
        for (const line of details.lines) {
          deps.unpaid.restoreStock(line.variationId || line.productId, line.quantity);
        }
        deps.attempts.closeLive(orderId, 'cancelled', nowGmt);
        return true;
      });
      if (done) cancelled += 1;
    }
    // A cancelled order leaves `pending`, so the next batch starts where this one stopped.
    if (due.length < SWEEP_BATCH) return cancelled;
  }
}

/** The moment from which unpaid orders count towards the cap. */
export function unpaidWindowStart(now: Date): string {
  return wpDateTime(new Date(now.getTime() - UNPAID_ORDER_WINDOW_HOURS * 3_600_000));
}

/** True when one more unpaid order would pass the cap by any of the shopper's identities. */
export function overUnpaidLimit(counts: UnpaidOrderCounts, limit: number | null): boolean {
  if (limit === null) return false;
  return counts.session >= limit || counts.email >= limit || counts.phone >= limit;
}

/**
 * Runs the sweep now and then every `intervalMs` on an unref'd timer (it never keeps the
 * process alive); stop() clears it. A failing sweep is reported and tried again next time.
 */
export function startUnpaidOrderSweep(
  sweep: () => number,
  intervalMs: number,
  report: (error: unknown) => void,
): { stop(): void } {
  const run = () => {
    try {
      sweep();
    } catch (error) {
      report(error);
    }
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
