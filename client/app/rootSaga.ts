import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { announcementSaga } from '../features/announcement/sagas';
import { attributionSaga } from '../features/attribution/sagas';
import { cartSaga } from '../features/cart/sagas';
import { catalogSaga } from '../features/catalog/sagas';
import { networkSaga } from '../features/network/sagas';
import { searchSaga } from '../features/search/sagas';
import { documentTitleSaga, routeSaga, type PreparePage } from '../features/route/sagas';
import { selectDocumentTitle } from './documentTitle';
import type { RootState } from './store';
import { supervise } from './sagas/supervise';

export type { PreparePage };

type FeatureSaga = [string, (preparePage: PreparePage) => SagaIterator];

// The sagas of the features every page uses, one line each, each under its own supervisor
// (sagas/supervise.ts) so a feature that throws is restarted alone. A page's own features bring
// their sagas with its chunk (app/pages/). The route saga goes last: it announces the first
// location, and every saga forked before it is already listening.
const sharedSagas: FeatureSaga[] = [
  ['network', networkSaga],
  ['catalog', () => catalogSaga()],
  ['cart', () => cartSaga()],
  ['attribution', () => attributionSaga()],
  ['search', searchSaga],
  ['announcement', () => announcementSaga()],
  ['documentTitle', () => documentTitleSaga<RootState>(selectDocumentTitle)],
  ['route', (preparePage) => routeSaga(undefined, preparePage)],
];

// On the server only the loads of public data run, until the page's data has arrived (END).
const sagasOnServer: FeatureSaga[] = [
  ['catalog', () => catalogSaga({ loadsVariations: false })],
  ['search', searchSaga],
];

function* run(sagas: FeatureSaga[], preparePage: PreparePage): SagaIterator {
  yield all(sagas.map(([feature, saga]) => fork(supervise, feature, () => saga(preparePage))));
}

export function* browserSagas(preparePage: PreparePage): SagaIterator {
  yield* run(sharedSagas, preparePage);
}

export function* serverSagas(preparePage: PreparePage): SagaIterator {
  yield* run(sagasOnServer, preparePage);
}
