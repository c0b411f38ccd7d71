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
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { configureApi } from './api/wp';
import { App } from './app/App';
import { readBootstrapConfig } from './app/config';
import { showStartupFailure } from './app/startupFailure';
import { createStore } from './app/store';

const ROOT_ID = 'root';

function start(): void {
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
  const store = createStore(result.config);
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <App />
      </Provider>
    </StrictMode>,
  );
}

start();
