// Every feature saga runs under its own supervisor, so an uncaught error in one feature (a bug in
// a reducer it puts to, a throw in a handler) is logged and that feature starts again, while the
// carousel, the cart and the rest keep running. Without it, one error ends the root saga and with
// it every feature's effects.
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';

/** Restarts allowed within one window before the supervisor gives the feature up. */
export const MAX_RESTARTS = 5;
export const RESTART_WINDOW_MS = 60_000;

export interface SupervisorOptions {
  maxRestarts?: number;
  windowMs?: number;
  now?: () => number;
  log?: (...args: unknown[]) => void;
}

/**
 * Runs `saga` and starts it again after an uncaught error. A feature that keeps failing (more than
 * `maxRestarts` times within `windowMs`) is given up rather than restarted in a tight loop that
 * would flood the console and starve the other features.
 */
export function* supervise(
  feature: string,
  saga: () => SagaIterator,
  {
    maxRestarts = MAX_RESTARTS,
    windowMs = RESTART_WINDOW_MS,
    now = Date.now,
    log = (...args) => console.error(...args),
  }: SupervisorOptions = {},
): SagaIterator {
  let failures: number[] = [];
  for (;;) {
    try {
      yield call(saga);
      return;
    } catch (error) {
      const at = now();
      failures = [...failures.filter((time) => at - time < windowMs), at];
      if (failures.length > maxRestarts) {
        log(
          `Saga "${feature}" failed ${failures.length} times within ${windowMs} ms; stopped.`,
          error,
        );
        return;
      }
      log(`Saga "${feature}" failed; restarting it.`, error);
    }
  }
}
