// The sweep that cancels unpaid orders gives the event loop back between small batches, still
// cancelling all, and stops between batches when the server closes.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { cancelUnpaidOrdersYielding, type SweepDeps } from './stockHolds';

const ORDERS = 1000;
/** What cancelling one order costs the thread here (reading it, three writes). */
const WORK_MS = 0.5;

function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

// Cancellations since the event loop last ran a timer, and the most seen in one such stretch.
let cancelledInTurn = 0;
let mostInOneTurn = 0;

/** A backlog of pending orders in memory, each cancellation costing WORK_MS of thread. */
function backlog(): SweepDeps & { left: () => number } {
  const pending = new Set(Array.from({ length: ORDERS }, (_, n) => n + 1));
  return {
    unpaid: {
      due: (_cutoff: string, limit: number) => [...pending].slice(0, limit),
      cancel: (id: number) => {
        busy(WORK_MS);
        cancelledInTurn += 1;
        mostInOneTurn = Math.max(mostInOneTurn, cancelledInTurn);
        return pending.delete(id);
      },
      restoreStock: () => {},
    } as unknown as SweepDeps['unpaid'],
    details: { find: () => ({ lines: [] }) } as unknown as SweepDeps['details'],
    attempts: { closeLive: () => 0 } as unknown as SweepDeps['attempts'],
    clock: () => new Date('2025-06-01T12:00:00Z'),
    atomically: (work) => work(),
    left: () => pending.size,
  };
}

/** The longest the event loop waited while `run` ran, in ms. */
async function longestStall(run: () => unknown): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  await new Promise((resolve) => setTimeout(resolve, 5));
  await run();
  await new Promise((resolve) => setTimeout(resolve, 5));
  delay.disable();
  return delay.max / 1e6;
}

describe('the unpaid order sweep and the event loop', () => {
  it('the yielding sweep gives the loop back between small batches and still cancels all', async () => {
    const deps = backlog();
    let ticks = 0;
    mostInOneTurn = 0;
    const timer = setInterval(() => {
      ticks += 1;
      cancelledInTurn = 0;
    }, 1);
    const stall = await longestStall(() => cancelUnpaidOrdersYielding(deps, 60));
    clearInterval(timer);
    expect(deps.left()).toBe(0);
    expect(ticks).toBeGreaterThan(5);
    // One batch is 20 orders between two turns of the loop, whatever the machine's load (a timer
    // may miss a turn or two); the whole backlog in one turn would be 1,000.
    expect(mostInOneTurn).toBeLessThanOrEqual(60);
    // The longest wait of the loop, in time: a batch is 10 ms here; only a very loaded machine
    // stretches it past a quarter of the backlog's 500 ms, and that is not what is asserted above.
    expect(stall).toBeLessThan(ORDERS * WORK_MS);
  });

  it('stops between batches when the server closes', async () => {
    const deps = backlog();
    await cancelUnpaidOrdersYielding(deps, 60, () => true);
    expect(deps.left()).toBe(ORDERS - 20);
  });
});
