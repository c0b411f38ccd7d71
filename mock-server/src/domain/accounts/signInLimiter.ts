// Failed sign-ins are counted over a sliding window per client address, and per account *from
// that address*; at either limit, further attempts from that address are refused (too many) until the
// oldest failure leaves the window. Counting per account alone let anyone lock an owner out:
// five wrong passwords from five addresses refused the right one from a sixth. Now guessing at one
// account from one address stops after `maxFailures`, guessing at many accounts from one address
// after `maxAddressFailures`, and the owner elsewhere still gets in. An attacker with many
// addresses is slowed by each address's own limit and by scrypt, not stopped: that is the price
// of never locking the owner out (docs/decisions.md).
// Counting lives in memory with the injected clock: one process serves the shop, and a restart
// forgiving old failures is acceptable.

export interface SignInLimits {
  /** Failures for one account from one address. */
  maxFailures: number;
  windowSeconds: number;
  /**
   * Failures from one address, whatever the accounts. Higher than `maxFailures`: many shoppers
   * share one address behind a mobile carrier's NAT. Default: four times `maxFailures`.
   */
  maxAddressFailures?: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  maxFailures: 5,
  windowSeconds: 15 * 60,
  maxAddressFailures: 20,
};

/** Who tries to sign in from where: `account` is the normalised login ("email:…"). */
export interface SignInAttempt {
  account: string;
  address: string;
}

export interface SignInLimiter {
  /** Seconds until this address may try this account again; 0 when it may try now. */
  retryAfter(attempt: SignInAttempt, now: Date): number;
  recordFailure(attempt: SignInAttempt, now: Date): void;
  /**
   * Clears the account's count at this address, not the address's own, so a valid account
   * cannot be used to wash away guesses at others.
   */
  recordSuccess(attempt: SignInAttempt): void;
}

const addressKey = (attempt: SignInAttempt) => `address:${attempt.address}`;
// An address never holds a space, so the first space ends it whatever the login holds.
const accountKey = (attempt: SignInAttempt) => `at:${attempt.address} ${attempt.account}`;

export function createSignInLimiter(limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS): SignInLimiter {
  const failures = new Map<string, number[]>();
  const windowMs = limits.windowSeconds * 1000;
  const maxAddressFailures = limits.maxAddressFailures ?? limits.maxFailures * 4;
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

  /** Seconds until `key` is under `max` again. */
  const wait = (key: string, max: number, now: number): number => {
    const times = recent(key, now);
    if (times.length < max) return 0;
    // The window frees up when the failure that put the key at its limit ages out.
    const freeing = times[times.length - max] ?? now;
    return Math.ceil((freeing + windowMs - now) / 1000);
  };

  return {
    retryAfter(attempt, now) {
      const time = now.getTime();
      return Math.max(
        wait(addressKey(attempt), maxAddressFailures, time),
        wait(accountKey(attempt), limits.maxFailures, time),
      );
    },
    recordFailure(attempt, now) {
      const time = now.getTime();
      sweep(time);
      for (const key of [addressKey(attempt), accountKey(attempt)]) {
        failures.set(key, [...recent(key, time), time]);
      }
    },
    recordSuccess(attempt) {
      failures.delete(accountKey(attempt));
    },
  };
}
