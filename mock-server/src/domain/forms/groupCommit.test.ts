// Group commit of form submissions: everything queued in one turn is written as one batch with
// each caller given its own result, and a failed transaction rejects the whole batch.
import { createGroupCommitter } from './groupCommit';

function manualScheduler() {
  const pending: Array<() => void> = [];
  return {
    schedule: (flush: () => void) => pending.push(flush),
    run: () => pending.splice(0).forEach((f) => f()),
  };
}

describe('group commit', () => {
  it('writes everything queued in one turn as one batch, answering each its own result', async () => {
    const batches: number[][] = [];
    const clock = manualScheduler();
    const committer = createGroupCommitter((items: readonly number[]) => {
      batches.push([...items]);
      return items.map((item) => (item === 3 ? new Error('row 3 refused') : item * 10));
    }, clock.schedule);
    const results = [1, 2, 3, 4].map((item) =>
      committer.write(item).catch((e: Error) => e.message),
    );
    expect(batches).toEqual([]);
    clock.run();
    expect(await Promise.all(results)).toEqual([10, 20, 'row 3 refused', 40]);
    const later = committer.write(5);
    clock.run();
    expect(await later).toBe(50);
    expect(batches).toEqual([[1, 2, 3, 4], [5]]);
  });

  it('rejects the whole batch when the transaction itself fails', async () => {
    const clock = manualScheduler();
    const committer = createGroupCommitter((): number[] => {
      throw new Error('database is locked');
    }, clock.schedule);
    const both = [committer.write(1), committer.write(2)].map((p) =>
      p.catch((e: Error) => e.message),
    );
    clock.run();
    expect(await Promise.all(both)).toEqual(['database is locked', 'database is locked']);
  });
});
