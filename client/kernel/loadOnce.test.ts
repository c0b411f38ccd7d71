// loadOnce loads only when nothing is loaded, loading or failed (or the statuses it is given),
// stores a failure's Persian message and reports it, and errorNotice adds an error notice.
import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, type SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { WpApiError } from '../api/errors';
import { errorNotice } from '../features/notices';
import { loadOnce, type LoadOnce } from './loadOnce';

interface State {
  status?: string;
}

async function run(state: State, load: Partial<LoadOnce<State, string>>) {
  const dispatched: UnknownAction[] = [];
  const request = jest.fn(() => Promise.resolve('answer'));
  const result: unknown = await runSaga(
    { dispatch: (action: UnknownAction) => dispatched.push(action), getState: () => state },
    loadOnce<State, string>,
    {
      status: (current) => current.status,
      requested: { type: 'requested' },
      request,
      loaded: (answer) => ({ type: 'loaded', payload: answer }),
      failed: (message) => ({ type: 'failed', payload: message }),
      ...load,
    },
  ).toPromise();
  return { dispatched, request, result };
}

describe('loadOnce', () => {
  it.each([undefined, 'idle', 'failed'])('loads when the status is %s', async (status) => {
    const { dispatched, result } = await run({ status }, {});
    expect(dispatched).toEqual([{ type: 'requested' }, { type: 'loaded', payload: 'answer' }]);
    expect(result).toBe('answer');
  });

  it.each(['loading', 'loaded'])('skips when the status is %s', async (status) => {
    const { dispatched, request, result } = await run({ status }, {});
    expect(request).not.toHaveBeenCalled();
    expect(dispatched).toEqual([]);
    expect(result).toBeUndefined();
  });

  it('skips only the statuses it is given', async () => {
    expect((await run({ status: 'loading' }, { skipWhen: ['loaded'] })).request).toHaveBeenCalled();
    expect(
      (await run({ status: 'missing' }, { skipWhen: ['missing'] })).request,
    ).not.toHaveBeenCalled();
  });

  it('puts nothing before the request when no requested action is given', async () => {
    const { dispatched } = await run({}, { requested: undefined });
    expect(dispatched).toEqual([{ type: 'loaded', payload: 'answer' }]);
  });

  it('stores the Persian message of a failure, then reports it', async () => {
    const report = jest.fn(function* (message: string): SagaIterator {
      yield put({ type: 'reported', payload: message });
    });
    const { dispatched, result } = await run(
      {},
      { request: () => Promise.reject(new WpApiError('fetch_error', 'offline')), report },
    );
    expect(result).toBeUndefined();
    expect(dispatched.map((action) => action.type)).toEqual(['requested', 'failed', 'reported']);
    expect(dispatched[1]?.payload).toEqual(expect.any(String));
    expect(dispatched[1]?.payload).not.toBe('offline');
    expect(report).toHaveBeenCalledWith(dispatched[1]?.payload);
  });

  it('errorNotice adds an error notice', async () => {
    const dispatched: UnknownAction[] = [];
    await runSaga(
      { dispatch: (action: UnknownAction) => dispatched.push(action), getState: () => ({}) },
      errorNotice,
      'خطا',
    ).toPromise();
    expect(dispatched).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({ kind: 'error', message: 'خطا' }),
      }),
    ]);
  });
});
