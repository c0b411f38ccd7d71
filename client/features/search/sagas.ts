// Search on every page: Enter goes to the results page, a chosen suggestion to its product. The
// results page's loading comes with its chunk (resultsSagas.ts); the instant lookup as the shopper
// types is in lookupSagas.ts, which arrives with the deferred chunk.
import type { SagaIterator } from 'redux-saga';
import { put, select, takeEvery } from 'redux-saga/effects';
import { paths, navigate } from '../route';
import { selectSearch } from './selectors';
import { searchHref } from './searchUrl';
import { dropdownClosed, searchSubmitted, suggestionChosen, type SearchState } from './slice';

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

export function* searchSaga(): SagaIterator {
  yield takeEvery(searchSubmitted.type, submit);
  yield takeEvery(suggestionChosen.type, choose);
}
