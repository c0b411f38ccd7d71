// The only code that reads or writes the browser's history: link clicks become `navigate`
// actions, `navigate` becomes pushState, back/forward becomes `locationChanged`.
import { eventChannel, type EventChannel, type SagaIterator, type Task } from 'redux-saga';
import { call, fork, join, put, select, take, takeLatest } from 'redux-saga/effects';
import { appNavigationTarget } from './links';
import { matchPage, type PageName } from './routes';
import { locationChanged, navigate, refine, type AppLocation } from './slice';
import { selectLocation } from './selectors';

/** What the route saga needs from the browser; tests hand in a fake. */
export interface RouteBrowser {
  location: Location | URL;
  history: Pick<History, 'pushState'>;
  /** Where popstate fires (window). */
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Where link clicks bubble to (document). */
  document: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  scrollToTop(): void;
}

export function windowBrowser(): RouteBrowser {
  return {
    location: window.location,
    history: window.history,
    window,
    document,
    scrollToTop: () => window.scrollTo(0, 0),
  };
}

/**
 * Loads what a page needs before it is shown (its chunk, reducers and sagas); the app passes
 * it in. A page is announced only once it can be drawn.
 */
export type PreparePage = (page: PageName) => Promise<void> | void;

const nothingToPrepare: PreparePage = () => undefined;

function* prepareFor(preparePage: PreparePage, location: AppLocation): SagaIterator {
  yield call(preparePage, matchPage(location.pathname, location.search).name);
}

function readLocation(location: Location | URL): AppLocation {
  return { pathname: location.pathname, search: location.search, hash: location.hash };
}

function popStates(browser: RouteBrowser): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const onPopState = () => emit(true);
    browser.window.addEventListener('popstate', onPopState);
    return () => browser.window.removeEventListener('popstate', onPopState);
  });
}

function linkClicks(browser: RouteBrowser): EventChannel<string> {
  return eventChannel<string>((emit) => {
    const onClick = (event: MouseEvent) => {
      const target = appNavigationTarget(event, browser.location);
      if (target === null) return;
      // Must happen inside the listener: once it returns, the browser starts loading the page.
      event.preventDefault();
      emit(target);
    };
    browser.document.addEventListener('click', onClick);
    return () => browser.document.removeEventListener('click', onClick);
  });
}

function* followPopState(browser: RouteBrowser, preparePage: PreparePage): SagaIterator {
  const location = readLocation(browser.location);
  yield call(prepareFor, preparePage, location);
  yield put(locationChanged(location, 'pop'));
}

function* watchPopStates(browser: RouteBrowser, preparePage: PreparePage): SagaIterator {
  const channel: EventChannel<true> = yield call(popStates, browser);
  try {
    // The latest back/forward wins: a slow page chunk cannot show an older page after a newer one.
    const watcher: Task = yield takeLatest(channel, followPopState, browser, preparePage);
    yield join(watcher);
  } finally {
    channel.close();
  }
}

function* watchLinkClicks(browser: RouteBrowser): SagaIterator {
  const channel: EventChannel<string> = yield call(linkClicks, browser);
  try {
    while (true) {
      const target: string = yield take(channel);
      yield put(navigate(target));
    }
  } finally {
    channel.close();
  }
}

function* followNavigation(
  browser: RouteBrowser,
  preparePage: PreparePage,
  action: ReturnType<typeof navigate>,
): SagaIterator {
  const url = new URL(action.payload, browser.location.href);
  const next = readLocation(url);
  const current: AppLocation = yield select(selectLocation);
  const samePage =
    next.pathname === current.pathname &&
    next.search === current.search &&
    next.hash === current.hash;
  // Clicking the link of the page you are on must not stack duplicate history entries.
  if (!samePage) {
    yield call(prepareFor, preparePage, next);
    browser.history.pushState(null, '', next.pathname + next.search + next.hash);
    yield put(locationChanged(next, 'push'));
  }
  browser.scrollToTop();
}

/** A listing's sorting or filters: the URL says the choice, focus and scroll stay where they are. */
function* followRefinement(browser: RouteBrowser, action: ReturnType<typeof refine>): SagaIterator {
  const next = readLocation(new URL(action.payload, browser.location.href));
  browser.history.pushState(null, '', next.pathname + next.search + next.hash);
  yield put(locationChanged(next, 'refine'));
}

export function* routeSaga(
  browser: RouteBrowser = windowBrowser(),
  preparePage: PreparePage = nothingToPrepare,
): SagaIterator {
  const first = readLocation(browser.location);
  yield call(prepareFor, preparePage, first);
  yield put(locationChanged(first, 'start'));
  yield fork(watchPopStates, browser, preparePage);
  yield fork(watchLinkClicks, browser);
  yield takeLatest(navigate.type, followNavigation, browser, preparePage);
  yield takeLatest(refine.type, followRefinement, browser);
}
