// The search results narrowed by the shop listing's filters (/search?s=…&filter_color=…): loaded
// by this saga, which comes with the search page's chunk (app/pages/search.tsx) with the listing's
// rules it needs, so the main chunk that the header's search box is in does not carry them. Runs
// on the server too, so a shared filtered link is drawn filtered.
import type { SagaIterator } from 'redux-saga';
import { call, takeEvery } from 'redux-saga/effects';
import type { StoreListingQuery, StoreProductQuery } from '../../../contracts/store';
import { getFilteredProducts } from '../../api/storeListing';
import type { LazyFeature } from '../../kernel/lazyFeature';
import { choiceFromSearch, storeQueryOfChoice } from '../../kernel/listingQuery';
import { locationChanged } from '../route';
import { loadResultsPage } from './resultsSagas';
import { SEARCH_PRODUCT_FIELDS, searchResultsReloadRequested } from './slice';

/** The Store API's filter parameters for the URL's filters, without the listing's ordering. */
function filtersOnly(filters: string): StoreListingQuery {
  const {
    orderby: _orderby,
    order: _order,
    ...only
  } = storeQueryOfChoice(choiceFromSearch(filters));
  return only;
}

// Prices in the URL are whole Toman, as the shop page's (no minor unit).
const requestFiltered = (asked: StoreProductQuery, filters: string) =>
  getFilteredProducts({ ...filtersOnly(filters), ...asked }, SEARCH_PRODUCT_FIELDS);

const loadFiltered = () => loadResultsPage(requestFiltered, true);

export function* filteredResultsSaga(): SagaIterator {
  yield takeEvery([locationChanged.type, searchResultsReloadRequested.type], loadFiltered);
  yield call(loadFiltered);
}

export const filteredResultsFeature: LazyFeature = {
  name: 'searchFilteredResults',
  saga: filteredResultsSaga,
  loadsOnServer: true,
};
