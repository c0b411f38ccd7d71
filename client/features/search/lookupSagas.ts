// Instant search: keystrokes are debounced, each query asks the Store API for a few products,
// and any newer keystroke, Enter, Escape or a page change cancels what an older one started,
// so an answer for an older query can never replace a newer one. It arrives with the deferred
// chunk, like the dropdown that shows its answers (app/deferredFeatures.ts).
import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, cancelled, delay, fork, put, select, take } from 'redux-saga/effects';
import { errorMessage, type Page as ResultPage } from '../../api/wp';
import { locationChanged } from '../route';
import { findProducts } from './findProducts';
import { selectSearch } from './selectors';
import { searchQueryOf } from './searchText';
import {
  dropdownClosed,
  searchSubmitted,
  suggestionChosen,
  suggestionsAbandoned,
  suggestionsCleared,
  suggestionsFailed,
  suggestionsLoaded,
  suggestionsRequested,
  textChanged,
  type SearchProduct,
  type SearchState,
} from './slice';

/** Long enough that a typist's next key lands first, short enough to feel instant. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Options in the dropdown. */
export const SUGGESTION_COUNT = 6;

function* lookUp(text: string): SagaIterator {
  const query = searchQueryOf(text);
  if (query === '') {
    yield put(suggestionsCleared());
    return;
  }
  const current: SearchState = yield select(selectSearch);
  // "کيف" then "کیف", or a trailing space: the same query, already shown or on its way.
  if (query === current.query && current.status !== 'idle' && current.status !== 'failed') return;
  yield delay(SEARCH_DEBOUNCE_MS);
  yield put(suggestionsRequested(query));
  try {
    const page: ResultPage<SearchProduct> = yield call(findProducts, {
      search: query,
      per_page: SUGGESTION_COUNT,
    });
    yield put(suggestionsLoaded({ query, products: page.items, total: page.total }));
  } catch (error) {
    yield put(suggestionsFailed({ query, message: errorMessage(error) }));
  } finally {
    // Cancelled while its request was out: forget it, so the same query can ask again.
    if ((yield cancelled()) as boolean) yield put(suggestionsAbandoned(query));
  }
}

/** takeLatest, plus: Enter, Escape, a click outside and a new page also stop the pending lookup. */
export function* searchLookupSaga(): SagaIterator {
  let pending: Task | undefined;
  while (true) {
    const action: { type: string; payload?: unknown } = yield take([
      textChanged.type,
      searchSubmitted.type,
      suggestionChosen.type,
      dropdownClosed.type,
      locationChanged.type,
    ]);
    if (pending?.isRunning()) yield cancel(pending);
    pending = undefined;
    if (textChanged.match(action)) pending = yield fork(lookUp, action.payload);
  }
}
