// Instant search: keystrokes are debounced, each query asks the Store API for a few products,
// and any newer keystroke, Enter, Escape or a page change cancels what an older one started,
// so an answer for an older query can never replace a newer one. The full results page loads
// its page of products when the route shows it.
import type { SagaIterator, Task } from 'redux-saga';
import {
  call,
  cancel,
  cancelled,
  delay,
  fork,
  put,
  select,
  take,
  takeEvery,
} from 'redux-saga/effects';
import type { StoreProductQuery } from '../../../contracts/store';
import { errorMessage, type Page as ResultPage } from '../../api/wp';
import { getProducts } from '../../api/store';
import { loadOnce } from '../../app/sagas/loadOnce';
import type { Page, AppLocation } from '../route';
import { paths, selectLocation, selectPage, locationChanged, navigate } from '../route';
import { selectSearch, type WithSearch } from './selectors';
import { readResultsPage, searchHref } from './searchUrl';
import { searchQueryOf } from './searchText';
import {
  dropdownClosed,
  resultsFailed,
  resultsLoaded,
  resultsKey,
  resultsRequested,
  searchResultsReloadRequested,
  searchSubmitted,
  SEARCH_PRODUCT_FIELDS,
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
export const RESULTS_PAGE_SIZE = 12;

/** Products with only the fields search shows (a plain function, so call() can type it). */
export function findProducts(query: StoreProductQuery): Promise<ResultPage<SearchProduct>> {
  return getProducts(query, SEARCH_PRODUCT_FIELDS);
}

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
function* watchTyping(): SagaIterator {
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

function* submit(): SagaIterator {
  const search: SearchState = yield select(selectSearch);
  const highlighted = search.dropdownOpen ? search.suggestions[search.highlighted] : undefined;
  yield put(dropdownClosed());
  if (highlighted) {
    yield put(navigate(paths.product(highlighted.slug)));
  } else if (search.text.trim() !== '') {
    yield put(navigate(searchHref(search.text)));
  }
}

function* choose(action: ReturnType<typeof suggestionChosen>): SagaIterator {
  const search: SearchState = yield select(selectSearch);
  const product = search.suggestions[action.payload];
  yield put(dropdownClosed());
  if (product) yield put(navigate(paths.product(product.slug)));
}

function* loadResults(): SagaIterator {
  const page: Page = yield select(selectPage);
  if (page.name !== 'search') return;
  const location: AppLocation = yield select(selectLocation);
  const query = searchQueryOf(page.query);
  if (query === '') return;
  const pageNumber = readResultsPage(location.search);
  const key = resultsKey(query, pageNumber);
  yield call(loadOnce<WithSearch, ResultPage<SearchProduct>>, {
    status: (state) => selectSearch(state).results[key]?.status,
    requested: resultsRequested({ key }),
    request: () => findProducts({ search: query, page: pageNumber, per_page: RESULTS_PAGE_SIZE }),
    loaded: (found) =>
      resultsLoaded({
        key,
        products: found.items,
        total: found.total,
        totalPages: found.totalPages,
      }),
    failed: (message) => resultsFailed({ key, message }),
  });
}

export function* searchSaga(): SagaIterator {
  yield fork(watchTyping);
  yield takeEvery(searchSubmitted.type, submit);
  yield takeEvery(suggestionChosen.type, choose);
  yield takeEvery([locationChanged.type, searchResultsReloadRequested.type], loadResults);
  // Whichever starts first, route or search saga, a results page already shown gets loaded.
  yield call(loadResults);
}
