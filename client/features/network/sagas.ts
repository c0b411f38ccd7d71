// Bridges client/api's request events into the store. The channel buffers every
// event so a burst (fetch-all pages, post-process retries) is never dropped.
import { buffers, eventChannel } from 'redux-saga';
import type { EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { onRequest } from '../../api/wp';
import type { RequestEvent } from '../../api/wp';
import { requestCompleted, requestStarted } from './slice';

export function requestEventChannel(): EventChannel<RequestEvent> {
  return eventChannel<RequestEvent>((emit) => onRequest(emit), buffers.expanding(16));
}

export function* networkSaga() {
  const channel: EventChannel<RequestEvent> = yield call(requestEventChannel);
  try {
    while (true) {
      const event: RequestEvent = yield take(channel);
      yield put(event.kind === 'started' ? requestStarted(event) : requestCompleted(event));
    }
  } finally {
    channel.close();
  }
}
