// WooCommerce's "hold stock (minutes)" (wc_cancel_unpaid_orders): an order placed through the
// checkout that is still `pending` (a card order nobody paid) after the hold time is cancelled
// and its units go back on the shelf. The order rows are the state, so a restarted server finds
// what is due by status and date; nothing is kept in memory between sweeps.
// Node's own timers even inside a jsdom test realm, whose setInterval answers a bare number.
import { clearInterval, setImmediate, setInterval } from 'node:timers';
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
/** Unpaid orders one address (a billing or shipping postcode) may have at a time. */
export const DEFAULT_UNPAID_ORDERS_PER_ADDRESS = 3;
/**
 * Hours after which a cash on delivery order nobody confirmed gives its stock back; null (the
 * default): never, as WooCommerce, since the owner confirms such orders outside the shop.
 */
export const DEFAULT_COD_RELEASE_HOURS = null;
/** Unpaid orders older than this no longer count towards the cap (cash on delivery ones stay open until delivered). */
export const UNPAID_ORDER_WINDOW_HOURS = 24;
/** The sweep's batch: a backlog (a long downtime) is worked through in several transactions. */
const SWEEP_BATCH = 100;

export interface StockHoldSettings {
  /** Minutes an unpaid card order holds its stock; null never cancels (WooCommerce's empty field). */
  holdStockMinutes: number | null;
  /** Unpaid orders per session, per billing email and per mobile; null: no cap. */
  unpaidOrderLimit: number | null;
  /** Unpaid orders per billing or shipping address (postcode); null: no cap. */
  unpaidOrdersPerAddress: number | null;
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
  const range = sweepRange(deps.clock(), holdMinutes);
  let cancelled = 0;
  for (;;) {
    const batch = sweepBatch(deps, range, SWEEP_BATCH);
    cancelled += batch.cancelled;
    if (!batch.more) return cancelled;
  }
}

/**
 * Cancels every cash on delivery order still unconfirmed (processing, no paid date) placed more
 * than `releaseHours` ago, each in its own transaction, its units back on the shelf: stock a
 * stranger took with a made-up name at someone's door is not held for ever.
 */
export function releaseUnconfirmedCashOnDelivery(deps: SweepDeps, releaseHours: number): number {
  const cutoff = wpDateTime(new Date(deps.clock().getTime() - releaseHours * 3_600_000));
  let released = 0;
  for (;;) {
    const due = deps.unpaid.dueCashOnDelivery(cutoff, SWEEP_BATCH);
    for (const orderId of due) {
      const done = deps.atomically(() => {
        const details = deps.details.find(orderId);
        if (!details || !deps.unpaid.cancelCashOnDelivery(orderId)) return false;
        for (const line of details.lines) {
          deps.unpaid.restoreStock(line.variationId || line.productId, line.quantity);
        }
        return true;
      });
      if (done) released += 1;
    }
    if (due.length < SWEEP_BATCH) return released;
  }
}

/** The orders one breath of the yielding sweep cancels before other work gets the thread. */
export const YIELDING_SWEEP_BATCH = 20;

/**
 * cancelUnpaidOrders, giving the event loop back between small batches (a backlog after a long
 * downtime or a flood of unpaid orders would otherwise hold every request for its whole length).
 */
export async function cancelUnpaidOrdersYielding(
  deps: SweepDeps,
  holdMinutes: number,
  stopped: () => boolean = () => false,
  batchSize: number = YIELDING_SWEEP_BATCH,
): Promise<number> {
  const range = sweepRange(deps.clock(), holdMinutes);
  let cancelled = 0;
  for (;;) {
    const batch = sweepBatch(deps, range, batchSize);
    cancelled += batch.cancelled;
    if (!batch.more) return cancelled;
    await new Promise<void>((resolve) => setImmediate(resolve));
    // The server closing (its database with it) ends the sweep; the next start finishes it.
    if (stopped()) return cancelled;
  }
}

function sweepRange(now: Date, holdMinutes: number) {
  return {
    nowGmt: wpDateTime(now),
    cutoff: wpDateTime(new Date(now.getTime() - holdMinutes * 60_000)),
  };
}

function sweepBatch(
  deps: SweepDeps,
  range: { nowGmt: string; cutoff: string },
  size: number,
): { cancelled: number; more: boolean } {
  const due = deps.unpaid.due(range.cutoff, size);
  let cancelled = 0;
  for (const orderId of due) {
    const done = deps.atomically(() => {
      const details = deps.details.find(orderId);
      if (!details || !deps.unpaid.cancel(orderId)) return false;
      for (const line of details.lines) {
        deps.unpaid.restoreStock(line.variationId || line.productId, line.quantity);
      }
      deps.attempts.closeLive(orderId, 'cancelled', range.nowGmt);
      return true;
    });
    if (done) cancelled += 1;
  }
  // A cancelled order leaves `pending`, so the next batch starts where this one stopped.
  return { cancelled, more: due.length === size };
}

/** The moment from which unpaid orders count towards the cap. */
export function unpaidWindowStart(now: Date): string {
  return wpDateTime(new Date(now.getTime() - UNPAID_ORDER_WINDOW_HOURS * 3_600_000));
}

/**
 * The cap one more unpaid order would pass (by the shopper's session, email or mobile, or by the
 * address it goes to), or null when it passes none.
 */
export function unpaidLimitPassed(
  counts: UnpaidOrderCounts,
  limits: { perShopper: number | null; perAddress: number | null },
): number | null {
  const { perShopper, perAddress } = limits;
  if (
    perShopper !== null &&
    (counts.session >= perShopper || counts.email >= perShopper || counts.phone >= perShopper)
  ) {
    return perShopper;
  }
  if (perAddress !== null && counts.address >= perAddress) return perAddress;
  return null;
}

/**
 * Runs the sweep now and then every `intervalMs` on an unref'd timer (it never keeps the
 * process alive); stop() clears it. A failing sweep is reported and tried again next time.
 */
export function startUnpaidOrderSweep(
  sweep: (stopped: () => boolean) => number | Promise<number>,
  intervalMs: number,
  report: (error: unknown) => void,
): { stop(): Promise<void> } {
  // A sweep that yields may still be running when the timer fires again: one at a time.
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        await sweep(() => stopped);
      } catch (error) {
        report(error);
      } finally {
        running = undefined;
      }
    })();
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
