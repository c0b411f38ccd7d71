// The results page's loading: its page of products when the route shows it, and help when nothing
// matched. It comes with the search page's chunk (app/pages/search.tsx), so the main chunk that the
// header's search box is in does not carry it (issue 29); it runs on the server too.
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import type { StoreProductQuery } from '../../../contracts/store';
import type { Page as ResultPage } from '../../api/wp';
import { getCategories } from '../../api/store';
import { getSearchSuggestion } from '../../api/searchSuggestion';
import type { LazyFeature } from '../../kernel/lazyFeature';
import { loadOnce } from '../../kernel/loadOnce';
import type { Page, AppLocation } from '../route';
import { selectLocation, selectPage, locationChanged } from '../route';
import { findProducts } from './findProducts';
import { selectSearch, type WithSearch } from './selectors';
import {
  readResultsFilters,
  readResultsPage,
  readResultsSorting,
  type ResultSorting,
} from './searchUrl';
import { searchQueryOf } from './searchText';
import {
  noMatchHelpLoaded,
  resultsFailed,
  resultsLoaded,
  resultsKey,
  resultsRequested,
  searchResultsReloadRequested,
  type SearchProduct,
  type SearchState,
} from './slice';

export const RESULTS_PAGE_SIZE = 12;

/** The Store API's ordering for each of the results page's; the best match is its default. */
const STORE_ORDER: Record<ResultSorting, Pick<StoreProductQuery, 'orderby' | 'order'>> = {
  relevance: {},
  popularity: { orderby: 'popularity', order: 'desc' },
  date: { orderby: 'date', order: 'desc' },
  price: { orderby: 'price', order: 'asc' },
  'price-desc': { orderby: 'price', order: 'desc' },
};

/** Asks the Store API for a results page: the query, its page and ordering, and the filters. */
export type ResultsRequest = (
  asked: StoreProductQuery,
  filters: string,
) => Promise<ResultPage<SearchProduct>>;

/**
 * Loads the results page the URL names, once. `filtered` says which pages this saga loads:
 * those without the listing's filters (the main chunk's), or those with them (filteredResults.ts,
 * with the search page's chunk).
 */
export function* loadResultsPage(request: ResultsRequest, filtered: boolean): SagaIterator {
  const page: Page = yield select(selectPage);
  if (page.name !== 'search') return;
  const location: AppLocation = yield select(selectLocation);
  const query = searchQueryOf(page.query);
  if (query === '') return;
  const pageNumber = readResultsPage(location.search);
  const sorting = readResultsSorting(location.search);
  const filters = readResultsFilters(location.search);
  if ((filters !== '') !== filtered) return;
  const key = resultsKey(query, pageNumber, sorting, filters);
  const asked = {
    search: query,
    page: pageNumber,
    per_page: RESULTS_PAGE_SIZE,
    ...STORE_ORDER[sorting],
  };
  yield call(loadOnce<WithSearch, ResultPage<SearchProduct>>, {
    status: (state) => selectSearch(state).results[key]?.status,
    requested: resultsRequested({ key }),
    request: () => request(asked, filters),
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

const loadResults = () => loadResultsPage((asked) => findProducts(asked), false);

async function suggestionOrNull(query: string): Promise<string | null> {
  try {
    return await getSearchSuggestion(query);
  } catch {
    // A WordPress without the storefront's route: no suggestion, the categories still help.
    return null;
  }
}

async function mainCategories(): Promise<{ name: string; slug: string }[]> {
  try {
    const categories = await getCategories();
    return categories
      .filter((category) => category.parent === 0)
      .map((category) => ({ name: category.name, slug: category.slug }));
  } catch {
    return [];
  }
}

/** A results page that found nothing: ask for a nearby query and the main categories, once. */
function* helpWhenNothingFound(action: ReturnType<typeof resultsLoaded>): SagaIterator {
  if (action.payload.total > 0) return;
  const page: Page = yield select(selectPage);
  if (page.name !== 'search') return;
  const query = searchQueryOf(page.query);
  const search: SearchState = yield select(selectSearch);
  if (search.noMatch[query]) return;
  const [suggestion, categories]: [string | null, { name: string; slug: string }[]] = yield all([
    call(suggestionOrNull, query),
    call(mainCategories),
  ]);
  yield put(noMatchHelpLoaded({ query, help: { suggestion, categories } }));
}

export function* searchResultsSaga(): SagaIterator {
  yield takeEvery(resultsLoaded.type, helpWhenNothingFound);
  yield takeEvery([locationChanged.type, searchResultsReloadRequested.type], loadResults);
  yield call(loadResults);
}

export const searchResultsFeature: LazyFeature = {
  name: 'searchResults',
  saga: searchResultsSaga,
  loadsOnServer: true,
};
