// Group commit: submissions that arrive in the same turn of the event loop are written in one
// SQLite transaction (a savepoint each), so ten concurrent visitors pay for one commit, not ten.
// Every submission is still fully stored before its own answer is sent.

export type BatchWriter<T, R> = (items: readonly T[]) => Array<R | Error>;

export interface GroupCommitter<T, R> {
  write(item: T): Promise<R>;
}

export function createGroupCommitter<T, R>(
  writeBatch: BatchWriter<T, R>,
  schedule: (flush: () => void) => void = setImmediate,
): GroupCommitter<T, R> {
  let queue: Array<{ item: T; resolve: (value: R) => void; reject: (error: Error) => void }> = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    let results: Array<R | Error>;
    try {
      results = writeBatch(batch.map((entry) => entry.item));
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      for (const entry of batch) entry.reject(failure);
      return;
    }
    batch.forEach((entry, index) => {
      const result = results[index];
      if (result instanceof Error) entry.reject(result);
      else if (result === undefined) entry.reject(new Error('the batch writer skipped an item'));
      else entry.resolve(result);
    });
  };
  return {
    write(item) {
      return new Promise<R>((resolve, reject) => {
        if (queue.length === 0) schedule(flush);
        queue.push({ item, resolve, reject });
      });
    },
  };
}
