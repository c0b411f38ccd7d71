import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { BootstrapConfig } from '../../contracts/bootstrap';
import account from '../features/account/slice';
import announcement from '../features/announcement/slice';
import attribution from '../features/attribution/slice';
import attributionReport from '../features/attribution/report/slice';
import blog from '../features/blog/slice';
import cart from '../features/cart/slice';
import checkout from '../features/checkout/slice';
import orderReceived from '../features/orderReceived/slice';
import catalog from '../features/catalog/slice';
import carousel from '../features/carousel/slice';
import home from '../features/home/slice';
import swatches from '../features/swatches/slice';
import contactForms from '../features/contactForm/slice';
import network from '../features/network/slice';
import notices from '../features/notices/slice';
import regions from '../features/regions/slice';
import route from '../features/route/slice';
import search from '../features/search/slice';
import shell from '../features/shell/slice';
import { rootSaga } from './rootSaga';

// One line per feature: a new feature adds its reducer here and its saga in rootSaga.ts.
const featureReducers = {
  network,
  route,
  blog,
  notices,
  shell,
  cart,
  catalog,
  swatches,
  contactForms,
  attribution,
  attributionReport,
  carousel,
  home,
  search,
  announcement,
  checkout,
  account,
  orderReceived,
  regions,
};

/** The config never changes after start-up, so its reducer just keeps what it was built with. */
export function makeRootReducer(config: BootstrapConfig) {
  return combineReducers({
    config: (state: BootstrapConfig = config): BootstrapConfig => state,
    ...featureReducers,
  });
}

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>;

export interface StoreOptions {
  /** Tests of reducers and components can leave the sagas (history, network) out. */
  runSagas?: boolean;
}

export function createStore(
  config: BootstrapConfig,
  preloaded?: Partial<RootState>,
  { runSagas = true }: StoreOptions = {},
) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: makeRootReducer(config),
    preloadedState: preloaded,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  if (runSagas) sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
