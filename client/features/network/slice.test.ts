// The network slice: idle at first, each started request tracked by id until it completes
// (failed ones count as completed), and a completion never seen starting never goes negative.
import reducer, { requestCompleted, requestStarted } from './slice';
import type { NetworkState } from './slice';
import { selectIsBusy, selectLastCompletedAt } from './selectors';

const idle = reducer(undefined, { type: 'init' });

function started(id: number, at = 100) {
  return requestStarted({
    kind: 'started',
    id,
    method: 'GET',
    path: `/wp-json/wp/v2/posts/${id}`,
    at,
  });
}

function completed(id: number, at: number) {
  return requestCompleted({ kind: 'completed', id, ok: true, status: 200, at });
}

const view = (network: NetworkState) => ({ network });

describe('network slice', () => {
  it('starts idle with nothing completed yet', () => {
    expect(idle).toEqual({ inFlight: {}, inFlightCount: 0, lastCompletedAt: null });
    expect(selectIsBusy(view(idle))).toBe(false);
    expect(selectLastCompletedAt(view(idle))).toBeNull();
  });

  it('tracks each started request by id until it completes', () => {
    let state = reducer(idle, started(1, 100));
    state = reducer(state, started(2, 150));
    expect(state.inFlightCount).toBe(2);
    expect(state.inFlight[1]).toEqual({
      method: 'GET',
      path: '/wp-json/wp/v2/posts/1',
      startedAt: 100,
    });
    expect(selectIsBusy(view(state))).toBe(true);

    state = reducer(state, completed(1, 180));
    expect(state.inFlightCount).toBe(1);
    expect(state.inFlight[1]).toBeUndefined();
    expect(selectIsBusy(view(state))).toBe(true);
    expect(selectLastCompletedAt(view(state))).toBe(180);

    state = reducer(state, completed(2, 240));
    expect(selectIsBusy(view(state))).toBe(false);
    expect(selectLastCompletedAt(view(state))).toBe(240);
  });

  it('counts a failed request as completed too', () => {
    let state = reducer(idle, started(7));
    state = reducer(state, requestCompleted({ kind: 'completed', id: 7, ok: false, at: 300 }));
    expect(state.inFlightCount).toBe(0);
    expect(state.lastCompletedAt).toBe(300);
  });

  it('records a completion whose start it never saw without going negative', () => {
    const state = reducer(idle, completed(42, 500));
    expect(state.inFlightCount).toBe(0);
    expect(state.lastCompletedAt).toBe(500);
  });
});
