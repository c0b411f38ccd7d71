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
// What the start chunk and the product page drew with their own stylesheets (the consent banner,
// the search box, the plain variation form): here, every page's head asks for one stylesheet
// fewer, and the product page's for two (issue 29: the document's first task).
import './features/attribution/attribution.css';
import './features/search/search.css';
import './features/product/product.css';
import { PAGE_SCRIPTS_ELEMENT_ID } from '../contracts/serverRender';
import { afterFirstPaint } from './app/afterFirstPaint';

/** Starts downloading the first page's scripts (listed by the server) beside the app's. */
function fetchPageScripts(): void {
  const listed = document.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent ?? '[]';
  for (const file of JSON.parse(listed) as unknown[]) {
    const href = String(file);
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href }),
    );
  }
}

// The server's HTML paints first; then the app and the first page's scripts download side by
// side, and the app hydrates what is already on screen (docs/decisions.md, "Scripts after the
// first paint").
afterFirstPaint(() => {
  fetchPageScripts();
  import(/* webpackChunkName: "start" */ './app/start')
    .then(({ startShop }) => startShop())
    .catch((error: unknown) => console.error('Shop start-up failed:', error));
});
