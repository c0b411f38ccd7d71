// Shared test set-up for the client: a config, a store with or without chosen sagas, a render helper.
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import type { BootstrapConfig } from '../../contracts/bootstrap';
import type { WpPost } from '../../contracts/wp';
import { ClockContext } from '../kernel/clock';
import { DeferredPartsContext } from '../kernel/deferredParts';
import { deferredParts } from './deferred';
import { everyFeatureSet } from './pages/testSupport';
import { makeRootReducer, type RootState } from './store';

export const testConfig: BootstrapConfig = {
  siteName: 'فروشگاه نمونه',
  apiRoot: '/wp-json/',
  nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce',
  nonce: 'abc123',
  locale: 'fa',
  contactButtons: {},
};

/** A store with the app's reducers; sagas run only when given, with the arguments given. */
export function makeTestStore<Args extends unknown[]>(
  options: {
    config?: BootstrapConfig;
    preloaded?: Partial<RootState>;
    saga?: Saga<Args>;
    args?: Args;
  } = {},
) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: makeRootReducer(options.config ?? testConfig, everyFeatureSet),
    preloadedState: options.preloaded,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = options.saga
    ? sagaMiddleware.run(options.saga, ...((options.args ?? []) as Args))
    : null;
  return { store, task };
}

export type TestStore = ReturnType<typeof makeTestStore>['store'];

export function renderWithStore(
  ui: ReactElement,
  store: TestStore = makeTestStore().store,
  now: Date = new Date('2026-03-01T12:00:00Z'),
) {
  const result = render(
    <ClockContext.Provider value={() => now}>
      <Provider store={store}>
        <DeferredPartsContext.Provider value={deferredParts}>{ui}</DeferredPartsContext.Provider>
      </Provider>
    </ClockContext.Provider>,
  );
  return { ...result, store };
}

let nextId = 1;

/** A post as wp/v2/posts answers it; only the fields a test cares about need giving. */
export function makePost(fields: Partial<WpPost> & { slug: string }): WpPost {
  const id = nextId++;
  return {
    id,
    date: '2024-03-01T10:00:00',
    date_gmt: '2024-03-01T06:30:00',
    modified: '2024-03-01T10:00:00',
    modified_gmt: '2024-03-01T06:30:00',
    status: 'publish',
    type: 'post',
    link: `http://localhost/blog/${fields.slug}`,
    title: { rendered: `Post ${id}` },
    content: { rendered: '<p>متن</p>', protected: false },
    excerpt: { rendered: '<p>خلاصه</p>', protected: false },
    author: 1,
    featured_media: 0,
    ...fields,
  };
}
