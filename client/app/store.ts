// The one store: the shared features' reducers from the start and a page's (or the deferred
// chunk's) added when it loads, with the saga middleware, in the browser or on the server.
import {
  combineReducers,
  configureStore,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import type { BootstrapConfig } from '../../contracts/bootstrap';
import { attributionReducer as attribution } from '../features/attribution';
import { cartReducer as cart } from '../features/cart';
import { catalogReducer as catalog } from '../features/catalog';
import { networkReducer as network } from '../features/network';
import { noticesReducer as notices } from '../features/notices';
import { routeReducer as route } from '../features/route';
import { shellReducer as shell } from '../features/shell';
import type { AccountState } from '../features/account';
import type { AnnouncementState } from '../features/announcement';
import type { AttributionReportState } from '../features/attribution';
import type { BlogState } from '../features/blog';
import type { CarouselState } from '../features/carousel';
import type { CheckoutState } from '../features/checkout';
import type { ContactFormsState } from '../features/contactForm';
import type { HomeState } from '../features/home';
import type { ListingState } from '../features/listing';
import type { OrderReceivedState } from '../features/orderReceived';
import type { RegionsState } from '../features/regions';
import type { SearchState } from '../features/search';
import type { SitePagesState } from '../features/sitePage';
import type { PageName } from '../features/route';
import type { SwatchesState } from '../features/swatches';
import type { FeatureSet, LazyFeature } from './pages/types';
import { loadPageModule } from './pages/registry';
import { browserSagas, serverSagas, visitorSagas } from './rootSaga';
import { supervise } from './sagas/supervise';

// What every page uses (header, menu, cart count, notices, banners): in the main
// chunk. A new feature that only some pages use is a LazyFeature in those pages' modules
// (app/pages/); one used everywhere adds its reducer here and its saga in rootSaga.ts.
const sharedReducers = {
  network,
  route,
  notices,
  shell,
  cart,
  catalog,
  attribution,
};

// The state of the features that arrive with a page (type imports only: no code of theirs).
interface LazyReducers {
  blog: BlogState;
  home: HomeState;
  listing: ListingState;
  carousel: CarouselState;
  swatches: SwatchesState;
  contactForms: ContactFormsState;
  checkout: CheckoutState;
  regions: RegionsState;
  account: AccountState;
  orderReceived: OrderReceivedState;
  attributionReport: AttributionReportState;
  sitePages: SitePagesState;
  // The header's search box: when it is first used, or with the search page (searchBox.ts).
  search: SearchState;
  // Deferred (app/deferred.tsx): added once the app has started, on every page.
  announcement: AnnouncementState;
}

type ReducerMap = Record<string, Reducer>;

function reducersOf(pages: readonly FeatureSet[]): ReducerMap {
  const reducers: ReducerMap = {};
  for (const feature of pages.flatMap((module) => module.features)) {
    if (feature.reducer) reducers[feature.name] = feature.reducer;
  }
  return reducers;
}

/**
 * The server's state of features whose chunk has not arrived yet (a site page's contact forms come
 * after its first scripts): each kept as it came, so hydration draws it, until its feature's
 * reducer takes over from it.
 */
function keptSlices(preloaded: Partial<RootState> | undefined, reducers: ReducerMap): ReducerMap {
  const kept: ReducerMap = {};
  for (const [name, value] of Object.entries(preloaded ?? {})) {
    if (value === undefined || name === 'config' || name in sharedReducers || reducers[name]) {
      continue;
    }
    kept[name] = (state: unknown = value) => state;
  }
  return kept;
}

/** The root reducer of the shared features and those of `pages`. */
export function makeRootReducer(config: BootstrapConfig, pages: readonly FeatureSet[] = []) {
  return combine(config, reducersOf(pages));
}

type SharedState = { config: BootstrapConfig } & {
  [Name in keyof typeof sharedReducers]: ReturnType<(typeof sharedReducers)[Name]>;
};

/**
 * The whole state as if every page had loaded. A lazy feature's slice exists once its page has
 * loaded, and only that page's components and sagas read it (the route saga shows a page only
 * after its chunk arrived).
 */
export type RootState = SharedState & LazyReducers;

type RootReducer = Reducer<RootState, UnknownAction, Partial<RootState>>;

function combine(config: BootstrapConfig, reducers: ReducerMap): RootReducer {
  return combineReducers({
    // The config never changes after start-up, so its reducer keeps what it was built with.
    config: (state: BootstrapConfig = config): BootstrapConfig => state,
    ...sharedReducers,
    ...reducers,
  }) as unknown as RootReducer;
}

/**
 * Where the store runs: in the browser every saga runs; on the server only public data loads,
 * or, for one visitor's page (their cart, checkout, account, a plain form post), the page's own
 * sagas and the cart's load as well.
 */
export type StoreHost = 'browser' | 'server' | 'visitor';

export interface StoreOptions {
  /**
   * The features already here: the first page's chunk on start-up (on the server, with what the
   * page draws later).
   */
  pages?: readonly FeatureSet[];
  /**
   * When the sagas start: at once, or 'later' (store.startSagas(), once the server-rendered page
   * is hydrated: a saga that reads a cookie at start would otherwise change what the first render
   * draws), or never (reducer and component tests leave history and network out).
   */
  runSagas?: boolean | 'later';
  host?: StoreHost;
  /** Hears every action, the sagas' too (the server renderer follows a post's navigation). */
  watch?: (action: unknown) => void;
}

export function createStore(
  config: BootstrapConfig,
  preloaded?: Partial<RootState>,
  { pages: firstPages = [], runSagas = true, host = 'browser', watch }: StoreOptions = {},
) {
  const sagaMiddleware = createSagaMiddleware();
  let pages: readonly FeatureSet[] = firstPages;
  const lazyReducers = reducersOf(pages);
  const kept = keptSlices(preloaded, lazyReducers);
  const store = configureStore({
    // A lazy slice's reducer is added above, or its state kept: preloaded state is never dropped.
    reducer: combine(config, { ...kept, ...lazyReducers }),
    preloadedState: preloaded,
    middleware: (getDefault) => {
      const middleware = getDefault({ thunk: false }).concat(sagaMiddleware);
      if (!watch) return middleware;
      const watcher: Middleware = () => (next) => (action) => {
        watch(action);
        return next(action);
      };
      return middleware.concat(watcher);
    },
  });
  const sagasStarted = new Set<string>();
  const tasks: Task[] = [];

  let running = false;
  const runs = (feature: LazyFeature) => running && (host !== 'server' || feature.loadsOnServer);
  const startFeatureSagas = (features: readonly LazyFeature[]) => {
    for (const feature of features) {
      if (!feature.saga || sagasStarted.has(feature.name) || !runs(feature)) continue;
      sagasStarted.add(feature.name);
      tasks.push(sagaMiddleware.run(supervise, feature.name, feature.saga));
    }
  };

  /** Adds a page's features (or the deferred ones) to the store, each once, before they draw. */
  const addPage = (module: FeatureSet) => {
    const added = module.features.filter(
      (feature) => feature.reducer && !lazyReducers[feature.name],
    );
    for (const feature of added) if (feature.reducer) lazyReducers[feature.name] = feature.reducer;
    if (added.length > 0) store.replaceReducer(combine(config, { ...kept, ...lazyReducers }));
    pages = [...pages, module];
    startFeatureSagas(module.features);
  };

  const preparePage = async (page: PageName) => addPage(await loadPageModule(page));

  /** Starts the sagas (once): the pages' own first, so they hear the route saga's first word. */
  const startSagas = () => {
    if (running || runSagas === false) return;
    running = true;
    for (const module of pages) startFeatureSagas(module.features);
    const hostSagas = { browser: browserSagas, server: serverSagas, visitor: visitorSagas }[host];
    tasks.push(sagaMiddleware.run(hostSagas, preparePage));
  };
  if (runSagas === true) startSagas();
  /** Settles when every saga has ended (on the server, after END). */
  const sagasDone = () => Promise.all(tasks.map((task) => task.toPromise())).then(() => undefined);
  return Object.assign(store, { addPage, preparePage, startSagas, sagasDone });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
