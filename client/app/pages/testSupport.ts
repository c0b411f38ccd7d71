// Tests draw any page without waiting for chunks: every page module, imported at once.
import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { browserSagas } from '../rootSaga';
import { supervise } from '../sagas/supervise';
import { page as account } from './account';
import { page as attributionReport } from './attributionReport';
import { page as blog } from './blog';
import { page as cart } from './cart';
import { page as catalog } from './catalog';
import { page as checkout } from './checkout';
import { page as contact } from './contact';
import { page as home } from './home';
import { page as notFound } from './notFound';
import { page as orderReceived } from './orderReceived';
import { page as product } from './product';
import type { PageName } from '../../features/route';
import { loadPageModule, loadedPageModule, PAGE_NAMES } from './registry';
import { page as search } from './search';
import { page as sitePage } from './sitePage';
import type { FeatureSet, LazyFeature, PageModule } from './types';
import { deferredFeatures } from '../deferredFeatures';

export const everyPage: readonly PageModule[] = [
  home,
  catalog,
  product,
  cart,
  checkout,
  orderReceived,
  account,
  contact,
  sitePage,
  search,
  blog,
  attributionReport,
  notFound,
];

/** Every page's features and the deferred ones (app/deferred.tsx), as once all have arrived. */
export const everyFeatureSet: readonly FeatureSet[] = [...everyPage, deferredFeatures];

function everyLazyFeature(): LazyFeature[] {
  const byName = new Map<string, LazyFeature>();
  for (const feature of everyFeatureSet.flatMap((module) => module.features)) {
    byName.set(feature.name, feature);
  }
  return [...byName.values()];
}

/** Loads every page chunk (in a test, `beforeAll`), so pages are shown without waiting. */
export async function loadEveryPageModule(): Promise<void> {
  await Promise.all(PAGE_NAMES.map((page) => loadPageModule(page)));
}

/** Pages are ready at once (after loadEveryPageModule), as once every chunk has arrived. */
function pageAlreadyLoaded(page: PageName): void {
  if (!loadedPageModule(page)) throw new Error(`page ${page}: call loadEveryPageModule() first`);
}

/** Every feature's saga, shared and lazy, as the browser would run them once all pages loaded. */
export function* everyFeatureSaga(): SagaIterator {
  const lazy = everyLazyFeature().flatMap((feature) =>
    feature.saga ? [fork(supervise, feature.name, feature.saga)] : [],
  );
  yield all([...lazy, fork(browserSagas, pageAlreadyLoaded)]);
}
