import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { attributionSaga } from '../features/attribution/sagas';
import { attributionReportSaga } from '../features/attribution/report/sagas';
import { blogSaga } from '../features/blog/sagas';
import { cartSaga } from '../features/cart/sagas';
import { catalogSaga } from '../features/catalog/sagas';
import { contactFormSaga } from '../features/contactForm/sagas';
import { networkSaga } from '../features/network/sagas';
import { swatchesSaga } from '../features/swatches/sagas';
import { documentTitleSaga, routeSaga } from '../features/route/sagas';
import { selectDocumentTitle } from './documentTitle';
import type { RootState } from './store';

// One line per feature. The route saga goes last: it announces the first location, and every
// saga forked before it is already listening.
export function* rootSaga(): SagaIterator {
  yield all([
    fork(networkSaga),
    fork(blogSaga),
    fork(catalogSaga),
    fork(swatchesSaga),
    fork(cartSaga),
    fork(contactFormSaga),
    fork(attributionSaga),
    fork(attributionReportSaga),
    fork(documentTitleSaga<RootState>, selectDocumentTitle),
    fork(routeSaga),
  ]);
}
