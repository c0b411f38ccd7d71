// The catalogue must be loaded before any module calls __ at import time.
import './i18n';
// Latin first, Arabic last: these subset files carry no unicode-range, so the browser tries the face
// defined last first for every character; Persian text then comes from the Arabic file and only
// what it lacks falls through to the Latin one.
import '@fontsource/vazirmatn/latin-400.css';
import '@fontsource/vazirmatn/latin-700.css';
import '@fontsource/vazirmatn/arabic-400.css';
import '@fontsource/vazirmatn/arabic-700.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/shell.css';
import './styles/blog.css';
import './styles/catalog.css';
import './styles/swatches.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { configureApi } from './api/wp';
import { AfterFirstRender } from './app/AfterFirstRender';
import { App } from './app/App';
import { readBootstrapConfig } from './app/config';
import { installDeferredFeatures } from './app/deferred';
import { loadPageModule } from './app/pages/registry';
import { readServerState } from './app/serverState';
import { showStartupFailure } from './app/startupFailure';
import { createStore } from './app/store';
import { matchPage } from './features/route';

const ROOT_ID = 'root';

async function start(): Promise<void> {
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
  let firstPage;
  try {
    // The first page's chunk before the store: its reducers must be there to keep its state.
    firstPage = await loadPageModule(page.name);
  } catch (error) {
    showStartupFailure(root, `the page's script could not be loaded (${String(error)})`);
    return;
  }
  const store = createStore(
    result.config,
    serverState ?? { route: { location: { pathname, search, hash }, page, navigations: 0 } },
    { pages: [firstPage], runSagas: 'later' },
  );
  // After the first render: the sagas, then the features the first paint does not need.
  const afterFirstRender = () => {
    store.startSagas();
    installDeferredFeatures(store).catch((error: unknown) =>
      console.error('Deferred features could not be loaded:', error),
    );
  };
  const app = (
    <StrictMode>
      <Provider store={store}>
        <AfterFirstRender run={afterFirstRender} />
        <App />
      </Provider>
    </StrictMode>
  );
  if (serverState === undefined) {
    createRoot(root).render(app);
    return;
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

void start();
