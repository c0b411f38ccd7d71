// The bounded queue: at most `concurrency` tasks at once in arrival order, an immediate refusal
// when the waiting line is full, and a failed task still freeing its slot.
import { QueueFullError, createBoundedQueue } from './boundedQueue';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('bounded queue', () => {
  it('runs at most `concurrency` tasks at once, in arrival order', async () => {
    const queue = createBoundedQueue({ concurrency: 2, maxWaiting: 10 });
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const done = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.stats()).toEqual({ running: 2, waiting: 3, maxRunning: 2 });
    gates[1]?.resolve();
    await done[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, maxRunning: 2 });
  });

  it('refuses at once when the waiting line is full, and frees the slot after a failure', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 1 });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'after')).toBe('after');
    expect(queue.stats().running).toBe(0);
  });
});
