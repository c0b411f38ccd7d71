// The usual report of a failed load (kernel/loadOnce.ts's `report`): an error notice in the
// page's live region.
import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { noticeAdded } from './slice';

export function* errorNotice(message: string): SagaIterator {
  yield put(noticeAdded({ kind: 'error', message }));
}
