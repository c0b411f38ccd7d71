// Saga supervision: an uncaught error is logged and the saga started again, a feature failing
// too often within the window is given up, and a saga that returns ends quietly.
import { runSaga, stdChannel, type SagaIterator } from 'redux-saga';
import { take } from 'redux-saga/effects';
import { supervise } from './supervise';

// Runs a supervisor on a bare channel: `emit` plays an action into it.
function run(saga: () => SagaIterator, options: Parameters<typeof supervise>[2]) {
  const channel = stdChannel();
  const task = runSaga(
    { channel, dispatch: () => undefined, getState: () => ({}) },
    supervise,
    'feature',
    saga,
    options,
  );
  const emit = (type: string) => channel.put({ type });
  return { task, emit };
}

describe('supervise', () => {
  it('logs an uncaught error and starts the saga again', () => {
    let starts = 0;
    const log = jest.fn();
    const { task, emit } = run(
      function* failsOnBoom(): SagaIterator {
        starts += 1;
        yield take('boom');
        throw new Error('boom');
      },
      { log },
    );
    emit('boom');
    emit('boom');
    expect(starts).toBe(3);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('Saga "feature" failed; restarting it.', new Error('boom'));
    expect(task.isRunning()).toBe(true);
    task.cancel();
  });

  it('gives a feature up after too many failures within the window', () => {
    let starts = 0;
    let clock = 0;
    const log = jest.fn();
    const { task, emit } = run(
      function* failsOnBoom(): SagaIterator {
        starts += 1;
        yield take('boom');
        throw new Error('boom');
      },
      { log, maxRestarts: 2, windowMs: 1000, now: () => clock },
    );
    emit('boom');
    emit('boom');
    clock = 1000; // both failures have left the window
    emit('boom');
    emit('boom');
    expect(task.isRunning()).toBe(true);
    emit('boom'); // the third within one window
    expect(task.isRunning()).toBe(false);
    expect(starts).toBe(5);
    expect(log).toHaveBeenLastCalledWith(
      'Saga "feature" failed 3 times within 1000 ms; stopped.',
      new Error('boom'),
    );
  });

  it('ends quietly when the saga returns', () => {
    const log = jest.fn();
    const { task } = run(function* done(): SagaIterator {}, { log });
    expect(task.isRunning()).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });
});
