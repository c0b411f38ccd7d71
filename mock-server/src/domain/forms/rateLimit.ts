// A per-address limit on accepted submissions: fixed windows counted in memory with the injected
// clock. One process serves the shop, so memory is the right place; a restart forgets counts.

export interface RateLimitSettings {
  /** Submissions allowed per address per window. */
  max: number;
  windowSeconds: number;
}

/**
 * A "COUNT/SECONDS" setting (e.g. 5/600), or "off" (null). `what` names the counted thing in
 * the error, which names the variable.
 */
export function parseRateLimit(
  variable: string,
  what: string,
  raw: string,
): RateLimitSettings | null {
  if (raw === 'off') return null;
  const match = /^(\d{1,6})\/(\d{1,7})$/.exec(raw);
  const max = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (match === null || max < 1 || windowSeconds < 1) {
    throw new Error(`${variable} must be "${what}/SECONDS" (e.g. 5/600) or "off", got "${raw}"`);
  }
  return { max, windowSeconds };
}

export interface RateLimiter {
  /** Counts one attempt; false when the address is over its limit (the attempt is not counted). */
  take(address: string, now: Date): boolean;
  /** Seconds until the address may send again (0 if it may now). */
  retryAfter(address: string, now: Date): number;
  /** Whether the address has used up its window (asks without counting). */
  isOver(address: string, now: Date): boolean;
}

export function createRateLimiter(settings: () => RateLimitSettings | undefined): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;

  const sweep = (now: number, windowMs: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [address, window] of windows)
      if (now - window.start >= windowMs) windows.delete(address);
  };

  return {
    take(address, now) {
      const limit = settings();
      if (limit === undefined) return true;
      const windowMs = limit.windowSeconds * 1000;
      const time = now.getTime();
      sweep(time, windowMs);
      const window = windows.get(address);
      if (window === undefined || time - window.start >= windowMs) {
        windows.set(address, { start: time, count: 1 });
        return limit.max >= 1;
      }
      if (window.count >= limit.max) return false;
      window.count += 1;
      return true;
    },
    isOver(address, now) {
      const limit = settings();
      const window = windows.get(address);
      if (limit === undefined || window === undefined) return false;
      return now.getTime() - window.start < limit.windowSeconds * 1000 && window.count >= limit.max;
    },
    retryAfter(address, now) {
      const limit = settings();
      const window = windows.get(address);
      if (limit === undefined || window === undefined) return 0;
      const left = window.start + limit.windowSeconds * 1000 - now.getTime();
      return left > 0 ? Math.ceil(left / 1000) : 0;
    },
  };
}
