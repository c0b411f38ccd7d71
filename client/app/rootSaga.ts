// Every shared feature's saga, each under the supervisor, for the browser and for the server's
// render (which runs only the sagas that load public data).
import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { attributionStartSaga } from '../features/attribution';
import { cartSaga } from '../features/cart';
import { catalogSaga } from '../features/catalog';
import { networkSaga } from '../features/network';
import { routeSaga, type PreparePage } from '../features/route';
import { loadDeferredFeatures } from './deferred';
import { supervise } from './sagas/supervise';

export type { PreparePage };

type FeatureSaga = [string, (preparePage: PreparePage) => SagaIterator];

const loadAttributionTracking = () => loadDeferredFeatures().then(({ attribution }) => attribution);

// The sagas of the features every page uses, one line each, each under its own supervisor
// (sagas/supervise.ts) so a feature that throws is restarted alone. A page's own features bring
// their sagas with its chunk (app/pages/); the document title follows the state from the deferred
// chunk (app/deferred.tsx). The route saga goes last: it announces the first location, and every
// saga forked before it is already listening.
const sharedSagas: FeatureSaga[] = [
  ['network', networkSaga],
  ['catalog', () => catalogSaga()],
  ['cart', () => cartSaga()],
  // Listens from the start; its tracking code arrives with the deferred chunk (app/deferred.tsx).
  ['attribution', () => attributionStartSaga(loadAttributionTracking)],
  ['route', (preparePage) => routeSaga(undefined, preparePage)],
];

// On the server only the loads of public data run, until the page's data has arrived (END).
// (The search page's results load with its chunk's feature, on the server too.)
const sagasOnServer: FeatureSaga[] = [['catalog', () => catalogSaga({ loadsVariations: false })]];

// A visitor's own page on the server: the public loads and their cart (its token is in no
// browser storage here; the visitor's cookie names the cart).
const noStoredToken = { read: () => null, write: () => undefined };
const sagasForVisitor: FeatureSaga[] = [...sagasOnServer, ['cart', () => cartSaga(noStoredToken)]];

function* run(sagas: FeatureSaga[], preparePage: PreparePage): SagaIterator {
  yield all(sagas.map(([feature, saga]) => fork(supervise, feature, () => saga(preparePage))));
}

export function* browserSagas(preparePage: PreparePage): SagaIterator {
  yield* run(sharedSagas, preparePage);
}

export function* serverSagas(preparePage: PreparePage): SagaIterator {
  yield* run(sagasOnServer, preparePage);
}

export function* visitorSagas(preparePage: PreparePage): SagaIterator {
  yield* run(sagasForVisitor, preparePage);
}
