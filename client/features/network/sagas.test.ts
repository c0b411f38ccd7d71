// The network saga puts every request event from client/api into the store, a burst in one
// tick included, and stops listening when cancelled.
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { announceRequest, requestListenerCount } from '../../api/requestEvents';
import networkReducer from './slice';
import { networkSaga } from './sagas';
import { selectIsBusy, selectLastCompletedAt } from './selectors';

function startStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { network: networkReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(networkSaga);
  return { store, task };
}

describe('networkSaga', () => {
  it('puts every request event from client/api into the store', () => {
    const { store, task } = startStore();

    announceRequest({
      kind: 'started',
      id: 1,
      method: 'POST',
      path: '/wp-json/wp/v2/media',
      at: 10,
    });
    expect(selectIsBusy(store.getState())).toBe(true);
    expect(store.getState().network.inFlight[1]?.method).toBe('POST');

    announceRequest({ kind: 'completed', id: 1, ok: true, status: 201, at: 25 });
    expect(selectIsBusy(store.getState())).toBe(false);
    expect(selectLastCompletedAt(store.getState())).toBe(25);
    task.cancel();
  });

  it('keeps every event of a burst emitted in one tick', () => {
    const { store, task } = startStore();
    for (let id = 1; id <= 30; id += 1) {
      announceRequest({ kind: 'started', id, method: 'GET', path: '/p', at: id });
    }
    expect(store.getState().network.inFlightCount).toBe(30);
    for (let id = 1; id <= 29; id += 1)
      announceRequest({ kind: 'completed', id, ok: true, at: 100 + id });
    expect(store.getState().network.inFlightCount).toBe(1);
    expect(selectLastCompletedAt(store.getState())).toBe(129);
    task.cancel();
  });

  it('stops listening when cancelled', () => {
    const before = requestListenerCount();
    const { store, task } = startStore();
    expect(requestListenerCount()).toBe(before + 1);
    task.cancel();
    expect(requestListenerCount()).toBe(before);
    announceRequest({ kind: 'started', id: 9, method: 'GET', path: '/p', at: 1 });
    expect(selectIsBusy(store.getState())).toBe(false);
  });
});
