// The tab's title following the state, from the deferred chunk (app/deferredFeatures.ts): the
// server drew the first page's <title>, so nothing needs it before then.
import type { SagaIterator } from 'redux-saga';
import { call, select, takeEvery } from 'redux-saga/effects';

/** Keeps document.title equal to what the store says the page is called. */
export function* documentTitleSaga<S>(
  selectTitle: (state: S) => string,
  doc: Pick<Document, 'title'> = document,
): SagaIterator {
  const sync = function* (): SagaIterator {
    const title: string = yield select(selectTitle);
    if (doc.title !== title) doc.title = title;
  };
  yield call(sync);
  yield takeEvery('*', sync);
}
