// Failed sign-ins are counted per client address and per account over a sliding window; at the
// limit, further attempts are refused (429) until the oldest failure leaves the window. Counting
// lives in memory with the injected clock: one process serves the shop, and a restart forgiving
// old failures is acceptable. A success clears the account's count, not the address's, so a
// valid account cannot be used to wash away guesses at others.

export interface SignInLimits {
  maxFailures: number;
  windowSeconds: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { maxFailures: 5, windowSeconds: 15 * 60 };

export interface SignInLimiter {
  /** Seconds until one of these keys may try again; 0 when all may try now. */
  retryAfter(keys: readonly string[], now: Date): number;
  recordFailure(keys: readonly string[], now: Date): void;
  clear(key: string): void;
}

export function createSignInLimiter(limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS): SignInLimiter {
  const failures = new Map<string, number[]>();
  const windowMs = limits.windowSeconds * 1000;
  let lastSweep = 0;

  const recent = (key: string, now: number): number[] => {
    const kept = (failures.get(key) ?? []).filter((at) => now - at < windowMs);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };

  // Forget keys whose failures have all aged out, so memory stays bounded by recent attackers.
  const sweep = (now: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const key of [...failures.keys()]) recent(key, now);
  };

  return {
    retryAfter(keys, now) {
      const time = now.getTime();
      let wait = 0;
      for (const key of keys) {
        const times = recent(key, time);
        if (times.length < limits.maxFailures) continue;
        // The window frees up when the failure that put the key at its limit ages out.
        const freeing = times[times.length - limits.maxFailures] ?? time;
        wait = Math.max(wait, Math.ceil((freeing + windowMs - time) / 1000));
      }
      return wait;
    },
    recordFailure(keys, now) {
      const time = now.getTime();
      sweep(time);
      for (const key of keys) failures.set(key, [...recent(key, time), time]);
    },
    clear(key) {
      failures.delete(key);
    },
  };
}
