import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { accountSaga } from '../features/account/sagas';
import { announcementSaga } from '../features/announcement/sagas';
import { attributionSaga } from '../features/attribution/sagas';
import { attributionReportSaga } from '../features/attribution/report/sagas';
import { blogSaga } from '../features/blog/sagas';
import { cartSaga } from '../features/cart/sagas';
import { checkoutSaga } from '../features/checkout/sagas';
import { orderReceivedSaga } from '../features/orderReceived/sagas';
import { catalogSaga } from '../features/catalog/sagas';
import { carouselSaga } from '../features/carousel/sagas';
import { homeSaga } from '../features/home/sagas';
import { contactFormSaga } from '../features/contactForm/sagas';
import { networkSaga } from '../features/network/sagas';
import { swatchesSaga } from '../features/swatches/sagas';
import { searchSaga } from '../features/search/sagas';
import { documentTitleSaga, routeSaga } from '../features/route/sagas';
import { selectDocumentTitle } from './documentTitle';
import type { RootState } from './store';
import { supervise } from './sagas/supervise';

// One line per feature, each under its own supervisor (sagas/supervise.ts) so a feature that
// throws is restarted alone. The route saga goes last: it announces the first location, and every
// saga forked before it is already listening.
const featureSagas: [string, () => SagaIterator][] = [
  ['network', networkSaga],
  ['blog', blogSaga],
  ['catalog', catalogSaga],
  ['swatches', swatchesSaga],
  ['cart', cartSaga],
  ['contactForm', contactFormSaga],
  ['attribution', attributionSaga],
  ['attributionReport', attributionReportSaga],
  ['search', searchSaga],
  ['announcement', announcementSaga],
  ['carousel', carouselSaga],
  ['home', homeSaga],
  ['checkout', checkoutSaga],
  ['account', accountSaga],
  ['orderReceived', orderReceivedSaga],
  ['documentTitle', () => documentTitleSaga<RootState>(selectDocumentTitle)],
  ['route', routeSaga],
];

export function* rootSaga(): SagaIterator {
  yield all(featureSagas.map(([feature, saga]) => fork(supervise, feature, saga)));
}
