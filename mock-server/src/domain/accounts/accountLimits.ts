// How much account work one address, and the whole server, may ask for: registrations per
// address, and how many scrypt hashes run at once. Each hash takes 32 MiB and tens of ms on one
// of libuv's four threads, the same threads that read static files and run sharp: 40 parallel
// registrations once held a CSS file back for 2.1 s.
import os from 'node:os';
import type { BoundedQueueLimits } from '../boundedQueue';
import type { RateLimitSettings } from '../forms/rateLimit';

/** Five registrations per address per hour (REGISTRATION_RATE_LIMIT's default, settings/schema.ts). */
export const DEFAULT_REGISTRATION_LIMIT: RateLimitSettings = { max: 5, windowSeconds: 3600 };

/**
 * One hash per two cores (one on this 2-core machine), leaving libuv's other threads to file
 * reads; 20 waiting is about two seconds of work at the default cost. Beyond that the answer is
 * an immediate "busy" refusal, never a queue that grows for ever.
 */
export const DEFAULT_HASHING_LIMITS: BoundedQueueLimits = {
  concurrency: Math.max(1, Math.floor(os.availableParallelism() / 2)),
  maxWaiting: 20,
};

/** Seconds a visitor refused by a full hashing queue is told to wait. */
export const HASHING_BUSY_RETRY_SECONDS = 5;
