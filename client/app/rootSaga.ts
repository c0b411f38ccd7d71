import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { blogSaga } from '../features/blog/sagas';
import { networkSaga } from '../features/network/sagas';
import { documentTitleSaga, routeSaga } from '../features/route/sagas';
import { selectDocumentTitle } from './documentTitle';
import type { RootState } from './store';

// One line per feature. The route saga goes last: it announces the first location, and every
// saga forked before it is already listening.
export function* rootSaga(): SagaIterator {
  yield all([
    fork(networkSaga),
    fork(blogSaga),
    fork(documentTitleSaga<RootState>, selectDocumentTitle),
    fork(routeSaga),
  ]);
}
