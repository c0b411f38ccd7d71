// The app itself: the store, the first page and hydration. index.tsx loads this chunk once the
// server's HTML is on screen, so its download and its start-up never hold back the first paint.
// The catalogue must be loaded before any module calls __ at import time.
import '../i18n';
import { StrictMode, startTransition } from 'react';
import { Provider } from 'react-redux';
import { configureApi } from '../api/wp';
import { matchPage } from '../features/route';
import { AfterFirstRender } from './AfterFirstRender';
import { App } from './App';
import { readBootstrapConfig } from './config';
import { installDeferredFeatures } from './deferred';
import { loadPageModule } from './pages/registry';
import { readServerState } from './serverState';
import { showStartupFailure } from './startupFailure';
import { nextTask } from '../kernel/nextTask';
import { createStore } from './store';

const ROOT_ID = 'root';

/** Starts the shop on the page the browser is at. */
export async function startShop(): Promise<void> {
  const root = document.getElementById(ROOT_ID);
  if (!root) {
    console.error(`Shop start-up failed: no #${ROOT_ID} element in the page`);
    return;
  }
  const result = readBootstrapConfig(document);
  if (!result.ok) {
    showStartupFailure(root, result.problem);
    return;
  }
  configureApi(result.config);
  const serverState = readServerState(document);
  const { pathname, search, hash } = window.location;
  const page = matchPage(pathname, search);
  let pageModule;
  try {
    // The first page's chunk before the store: its reducers must be there to keep its state.
    pageModule = await loadPageModule(page.name);
  } catch (error) {
    showStartupFailure(root, `the page's script could not be loaded (${String(error)})`);
    return;
  }
  const store = createStore(
    result.config,
    serverState ?? { route: { location: { pathname, search, hash }, page, navigations: 0 } },
    { pages: [pageModule], runSagas: 'later' },
  );
  // What the server drew with (its state and the visitor's config), kept for hydration.
  const drawnState = store.getState();
  // What the page draws from a later chunk (a site page's forms), asked for now and added before
  // hydrating, since the server's HTML holds it.
  const later =
    serverState !== undefined && pageModule.later?.needed(drawnState)
      ? pageModule.later.load()
      : undefined;
  // Each step its own task: the sagas' start, react-dom's module, then hydration.
  if (serverState !== undefined) {
    // Sagas may change the state at once (a cookie, the clock); the hydrating render still draws
    // the server's state (Provider's serverState) and React applies the difference after it.
    await nextTask();
    store.startSagas();
  }
  // After the first render: the sagas (when not started above), then the features the first
  // paint does not need.
  const afterFirstRender = () => {
    store.startSagas();
    installDeferredFeatures(store)
      .then(markStarted)
      .catch((error: unknown) => console.error('Deferred features could not be loaded:', error));
  };
  // react-dom travels in this chunk but runs only when imported here: with the rest of the chunk
  // it made one task of about 170 ms at 4x.
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const app = (
    <StrictMode>
      <Provider store={store} serverState={serverState === undefined ? undefined : drawnState}>
        <AfterFirstRender run={afterFirstRender} />
        <App />
      </Provider>
    </StrictMode>
  );
  if (serverState === undefined) {
    createRoot(root).render(app);
    return;
  }
  if (later) {
    try {
      store.addPage(await later);
    } catch (error) {
      // Hydration then asks for it again as it draws (the page redraws that part when it comes).
      console.error("The page's later features could not be loaded:", error);
    }
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the page stays responsive while it comes alive.
  startTransition(() => {
    hydrateRoot(root, app, {
      // A mismatch means the server drew something else than the browser: a bug the e2e tests
      // catch by this line in the console.
      onRecoverableError: (error) => console.error('Hydration problem:', error),
    });
  });
}

/**
 * Says on the page that every control is the app's now (hydrated, deferred features running):
 * until then a click on the server's markup posts its plain form or does nothing. Browser tests
 * and synthetic monitoring wait for `html[data-app="started"]`.
 */
function markStarted(): void {
  document.documentElement.dataset.app = 'started';
}
