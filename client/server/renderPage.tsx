// The server-side renderer (built by webpack into dist/server/renderPage.js): the same store,
// sagas and components as the browser. The page's data sagas run until its data has arrived,
// then END stops them, React 19's streaming renderer draws the page, and the state goes into the
// page for the client to hydrate.
import '../i18n';
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { END } from 'redux-saga';
import { setAutoFreeze } from 'immer';
import { DOMParser as ServerDomParser } from 'linkedom';
import type { PageRendererOptions, RenderPage, RenderedPage } from '../../contracts/serverRender';
import { configureApi } from '../api/wp';
import { App } from '../app/App';
import { selectPageHead } from '../app/head/pageHead';
import { renderHeadHtml } from '../app/head/renderHeadHtml';
import { selectPageStatus } from '../app/pageStatus';
import { chunkFileName, loadPageModule } from '../app/pages/registry';
import { createStore, type AppStore, type RootState } from '../app/store';
import { catalogForPage } from '../features/catalog';
import { noticeAdded } from '../features/notices';
import { persianYearKnown } from '../features/shell';
import { matchPage } from '../features/route';
import { formatPersianYear } from '../ui/date';
import { setHtmlParser } from '../ui/html';
import { routeApiRequests, withRequestCount } from './apiRequests';
import { acceptsPlainPost, actOnPost, navigationWatcher } from './plainPosts';

/** The app's markup once everything (no Suspense boundary waits on data here) is ready. */
function renderMarkup(store: AppStore): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    const { pipe } = renderToPipeableStream(
      <StrictMode>
        <Provider store={store}>
          <App />
        </Provider>
      </StrictMode>,
      {
        onAllReady: () => pipe(sink),
        onShellError: reject,
        // The page is sent whole (onAllReady), so nothing gains from React moving a large
        // Suspense boundary (the footer's details) to the end with an inline script to put it
        // back: the shop's CSP (script-src 'self') would block that script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
  });
}

/**
 * React puts the preloads it derives (the pictures asked for with high priority) before a
 * fragment's markup; in <head> the browser starts them before it reads the header's markup.
 * Hydration skips such hoisted links, so the body can go without them.
 */
function splitResourceHints(rendered: string): { hints: string; markup: string } {
  const hints = /^(?:<link [^>]*>)*/.exec(rendered)?.[0] ?? '';
  return { hints, markup: rendered.slice(hints.length) };
}

/**
 * The state the client hydrates with: everything but the visitor's own config, and without long
 * variation lists nothing is drawn from (catalogForPage).
 */
function publicState(state: RootState): Omit<RootState, 'config'> {
  const { config: _config, ...rest } = state;
  return { ...rest, catalog: catalogForPage(rest.catalog) };
}

export function createPageRenderer(options: PageRendererOptions): RenderPage {
  // Each render's store lives for one request and is only read after it: Immer's deep freeze of
  // what enters it (5,316 variations on custom-sneaker, ~200 ms) protects nothing here (issue 29).
  // This bundle has its own Immer, so the browser's stores still freeze.
  setAutoFreeze(false);
  routeApiRequests(options.apiRoot, options.fetch);
  const parser = new ServerDomParser();
  // linkedom keeps a fragment as it is; a browser's parser puts it in <html><body>, leaves the
  // whitespace before it out of the body, and makes one text node of text that entities split
  // ("It&#8217;s"). The same here, or WordPress's content would not hydrate (React error 418).
  setHtmlParser((html) => {
    const document = parser.parseFromString(
      `<!doctype html><html><body>${html.replace(/^[\t\n\f\r ]+/, '')}</body></html>`,
      'text/html',
    );
    document.body.normalize();
    return document as unknown as Document;
  });
  return async (request): Promise<RenderedPage> => {
    const url = new URL(request.url, 'http://page.invalid');
    const location = { pathname: url.pathname, search: url.search, hash: '' };
    const page = matchPage(location.pathname, location.search);
    const module = await loadPageModule(page.name);
    // What the page may draw later comes now: the server's HTML holds it (a site page's forms).
    const later = module.later ? [await module.later.load()] : [];
    // Public data only, unless the page is one visitor's: then their own cookie and nonces go
    // on its requests (apiRequests.ts), never the module state other renders share.
    configureApi({
      apiRoot: options.apiRoot,
      nonceEndpoint: request.config.nonceEndpoint,
      nonce: '',
    });
    const { visitor } = request;
    const posted = visitor && acceptsPlainPost(page) ? request.posted : undefined;
    // A page shared by every visitor carries no one's nonce: the server writes the visitor's own
    // into its forms as it sends the page.
    const config = {
      ...request.config,
      apiRoot: options.apiRoot,
      ...(visitor ? {} : { nonce: '' }),
    };
    const navigation = navigationWatcher();
    const { store, failure, outcome, setCookies } = await withRequestCount(
      async (idle, failure, cookies) => {
        const rendered = createStore(
          config,
          { route: { location, page, navigations: 0 } },
          {
            pages: [module, ...later],
            host: visitor ? 'visitor' : 'server',
            watch: navigation.watch,
          },
        );
        // The footer's year goes to the page in its state: the browser keeps it (Footer.tsx).
        rendered.dispatch(persianYearKnown(formatPersianYear(new Date())));
        await idle();
        // After a plain post's 303 the page says what the post did, as the app would have.
        if (visitor && request.notice) {
          rendered.dispatch(noticeAdded({ kind: 'success', ...request.notice }));
        }
        const acted = posted
          ? await actOnPost(rendered, page, posted, idle, navigation.last)
          : undefined;
        rendered.dispatch(END);
        await rendered.sagasDone();
        return { store: rendered, failure: failure(), outcome: acted, setCookies: cookies() };
      },
      visitor,
    );
    const extra = {
      ...(setCookies.length > 0 ? { setCookies } : {}),
      ...(outcome?.redirect ? { redirect: outcome.redirect } : {}),
      ...(outcome?.redirect && outcome.notice ? { notice: outcome.notice } : {}),
      ...(outcome?.refused ? { refused: true } : {}),
    };
    if (outcome?.redirect) {
      return { status: 200, head: '', markup: '', state: null, chunk: '', ...extra };
    }
    const state = store.getState();
    const { hints, markup } = splitResourceHints(await renderMarkup(store));
    return {
      status: failure?.status ?? selectPageStatus(state),
      ...(failure ? { failedRequest: failure.what } : {}),
      head: renderHeadHtml(selectPageHead(state, request.siteUrl)) + hints,
      markup,
      state: publicState(state),
      chunk: chunkFileName(page.name),
      ...(module.later?.needed(state) ? { laterChunk: module.later.chunk } : {}),
      ...extra,
    };
  };
}
