// A small semaphore with a bounded waiting line, for work that holds a lot of memory or CPU
// while it runs (image decoding, password hashing). A burst then runs `concurrency` at a time
// instead of all at once, and beyond `maxWaiting` it is refused at once rather than queued for
// ever, so the caller can answer "busy, try again" while the rest of the server stays fast.
// (p-limit, the usual choice, is ESM-only in its maintained versions and has no waiting bound.)

export interface BoundedQueueLimits {
  /** Tasks running at the same time. */
  concurrency: number;
  /** Tasks waiting for a turn; one more is refused with QueueFullError. */
  maxWaiting: number;
}

export interface BoundedQueueStats {
  running: number;
  waiting: number;
  /** The most tasks that ever ran at once: tests assert the bound held. */
  maxRunning: number;
}

export interface BoundedQueue {
  /** Runs `task` when a slot is free; rejects with QueueFullError when the line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): BoundedQueueStats;
}

export class QueueFullError extends Error {
  constructor() {
    super('too many tasks waiting');
    this.name = 'QueueFullError';
  }
}

export function createBoundedQueue(limits: BoundedQueueLimits): BoundedQueue {
  const concurrency = Math.max(1, Math.floor(limits.concurrency));
  const maxWaiting = Math.max(0, Math.floor(limits.maxWaiting));
  const waiting: (() => void)[] = [];
  let running = 0;
  let maxRunning = 0;

  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next in line, so no newcomer can slip past the line.
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new QueueFullError();
        // release() hands over its slot: `running` already counts this task when it resumes.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      maxRunning = Math.max(maxRunning, running);
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length, maxRunning }),
  };
}
