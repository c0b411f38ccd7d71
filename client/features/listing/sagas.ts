// The shop and category lists as the URL asks for them (sorting and filters included), the filter
// choices the shop offers, and a new choice made into the page's URL. Runs on the server too, so
// a shared link to a filtered page is drawn filtered before any script runs.
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import type {
  StoreCollectionData,
  StoreTerm,
  StoreProduct,
  StoreProductAttributeDefinition,
} from '../../../contracts/store';
import {
  getAttributeTerms,
  getAttributes,
  getCollectionData,
  getListing,
} from '../../api/storeListing';
import type { Page } from '../../api/wp';
import { loadOnce } from '../../kernel/loadOnce';
import { errorNotice } from '../notices';
import {
  catalogReloadRequested,
  listFailed,
  listKey,
  listLoaded,
  listRequested,
  SHOP_PAGE_SIZE,
  selectShopQuery,
  shopHref,
  type CatalogState,
  type ShopQuery,
} from '../catalog';
import {
  locationChanged,
  refine,
  selectLocation,
  selectPage,
  type AppLocation,
  type Page as RoutePage,
} from '../route';
import {
  choiceFromSearch,
  collectionKey,
  searchCollectionKey,
  type ListingChoice,
  searchFromChoice,
  storeQueryOfChoice,
} from '../../kernel/listingQuery';
import {
  collectionFailed,
  collectionLoaded,
  collectionRequested,
  filterOptionsFailed,
  filterOptionsLoaded,
  filterOptionsRequested,
  listingChosen,
  type FilterAttribute,
  type ListingState,
} from './slice';

interface WithListing {
  catalog: CatalogState;
  listing: ListingState;
}

/** The currency's decimals, from any product in hand (Toman and Rial have none). */
function minorUnitOf(state: WithListing): number {
  const first = Object.values(state.catalog.products)[0];
  return first?.prices.currency_minor_unit ?? 0;
}

function* loadList(query: ShopQuery): SagaIterator {
  const key = listKey(query);
  const minorUnit: number = yield select(minorUnitOf);
  yield call(loadOnce<WithListing, Page<StoreProduct>>, {
    status: (state) => state.catalog.lists[key]?.status,
    requested: listRequested(key),
    request: () =>
      getListing({
        page: query.page,
        per_page: SHOP_PAGE_SIZE,
        ...(query.category ? { category: query.category } : {}),
        ...storeQueryOfChoice(choiceFromSearch(query.filters), minorUnit),
      }),
    loaded: (page: Page<StoreProduct>) =>
      listLoaded({ key, items: page.items, total: page.total, totalPages: page.totalPages }),
    failed: (message: string) => listFailed({ key, message }),
    report: errorNotice,
  });
}

async function filterAttributes(): Promise<FilterAttribute[]> {
  const attributes: StoreProductAttributeDefinition[] = await getAttributes();
  const terms: StoreTerm[][] = await Promise.all(
    attributes.map((attribute) => getAttributeTerms(attribute.id)),
  );
  return attributes.map((attribute, index) => ({
    taxonomy: attribute.taxonomy,
    name: attribute.name,
    terms: (terms[index] ?? []).map(({ id, slug, name, count }) => ({ id, slug, name, count })),
  }));
}

// A failure leaves the attributes out of the form; the list reports its own failures.
const loadFilterOptions = () =>
  loadOnce({
    status: (state: WithListing) => state.listing.options.status,
    requested: filterOptionsRequested(),
    request: filterAttributes,
    loaded: filterOptionsLoaded,
    failed: () => filterOptionsFailed(),
  });

/**
 * What the filters count in this listing (WooCommerce's collection-data): the products per term
 * of each attribute and the price range, for the category and filters shown.
 */
function* loadCollection(
  choice: ListingChoice,
  key: string,
  scope: { category: string } | { search: string },
): SagaIterator {
  const taxonomies: string[] = yield select((state: WithListing) =>
    state.listing.options.attributes.map((attribute) => attribute.taxonomy),
  );
  // Without the attributes (still loading, or failed) there is nothing to count by.
  if (taxonomies.length === 0) return;
  const minorUnit: number = yield select(minorUnitOf);
  const unit = 10 ** minorUnit;
  yield call(loadOnce<WithListing, StoreCollectionData>, {
    status: (state) => state.listing.collections[key]?.status,
    requested: collectionRequested(key),
    request: () => {
      const {
        orderby: _orderby,
        order: _order,
        ...filters
      } = storeQueryOfChoice(choice, minorUnit);
      return getCollectionData({
        ...('category' in scope && scope.category ? { category: scope.category } : {}),
        ...('search' in scope ? { search: scope.search } : {}),
        ...filters,
        calculate_price_range: true,
        calculate_attribute_counts: taxonomies.map((taxonomy) => ({ taxonomy, query_type: 'or' })),
      });
    },
    loaded: (data) =>
      collectionLoaded({
        key,
        termCounts: Object.fromEntries(
          (data.attribute_counts ?? []).map(({ term, count }) => [term, count]),
        ),
        priceRange: data.price_range
          ? {
              min: Math.floor(Number(data.price_range.min_price) / unit),
              max: Math.ceil(Number(data.price_range.max_price) / unit),
            }
          : null,
      }),
    failed: () => collectionFailed(key),
  });
}

function* loadFilters(query: ShopQuery): SagaIterator {
  yield call(loadFilterOptions);
  const choice = choiceFromSearch(query.filters);
  yield call(loadCollection, choice, collectionKey(query.category, choice), {
    category: query.category,
  });
}

/** The search results page's filters: the same form, counting over what the search found. */
function* loadSearchFilters(text: string): SagaIterator {
  const location: AppLocation = yield select(selectLocation);
  const choice = choiceFromSearch(location.search);
  yield call(loadFilterOptions);
  yield call(loadCollection, choice, searchCollectionKey(text, choice), { search: text.trim() });
}

function* loadForPage(): SagaIterator {
  const page: RoutePage = yield select(selectPage);
  if (page.name === 'search') {
    if (page.query.trim() !== '') yield call(loadSearchFilters, page.query);
    return;
  }
  if (page.name !== 'shop') return;
  const query: ShopQuery = yield select(selectShopQuery);
  yield all([call(loadList, query), call(loadFilters, query)]);
}

/** A new sorting or filter starts the listing over at its first page, the choice in its URL. */
function* choose(action: ReturnType<typeof listingChosen>): SagaIterator {
  const query: ShopQuery = yield select(selectShopQuery);
  yield put(
    refine(shopHref({ category: query.category, filters: searchFromChoice(action.payload) })),
  );
}

export function* listingSaga(): SagaIterator {
  yield takeEvery([locationChanged.type, catalogReloadRequested.type], loadForPage);
  yield takeEvery(listingChosen.type, choose);
  yield call(loadForPage);
}
