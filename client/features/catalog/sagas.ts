// Loads what the catalogue pages show: the categories (for the mega menu, once), the product list
// of the shop or category page, a product by slug, and a variable product's variation data.
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { ProductVariation, StoreCategory, StoreProduct } from '../../../contracts/store';
import { getCategories, getProduct, getProductVariations, getProducts } from '../../api/store';
import { errorMessage, type Page } from '../../api/wp';
import { noticeAdded } from '../notices/slice';
import type { Page as RoutePage } from '../route/routes';
import { selectPage } from '../route/selectors';
import { locationChanged } from '../route/slice';
import { swatchDataOf } from '../swatches/selectors';
import { selectProductPage, selectShopQuery, type ProductPageView } from './selectors';
import { listKey, storeQueryFor, type ShopQuery } from './shopQuery';
import {
  catalogReloadRequested,
  categoriesFailed,
  categoriesLoaded,
  categoriesRequested,
  listFailed,
  listLoaded,
  listRequested,
  productFailed,
  productLoaded,
  productMissing,
  productRequested,
  variationsFailed,
  variationsLoaded,
  variationsRequested,
  type CatalogState,
} from './slice';

interface WithCatalog {
  catalog: CatalogState;
}

function* loadCategories(): SagaIterator {
  const { categories }: CatalogState = yield select((state: WithCatalog) => state.catalog);
  if (categories.status === 'loading' || categories.status === 'loaded') return;
  yield put(categoriesRequested());
  try {
    const items: StoreCategory[] = yield call(getCategories);
    yield put(categoriesLoaded(items));
  } catch (error) {
    // The menu simply shows no categories; the shop page reports its own failures.
    yield put(categoriesFailed(errorMessage(error)));
  }
}

function* loadList(query: ShopQuery): SagaIterator {
  const key = listKey(query);
  const { lists }: CatalogState = yield select((state: WithCatalog) => state.catalog);
  const status = lists[key]?.status;
  if (status === 'loading' || status === 'loaded') return;
  yield put(listRequested(key));
  try {
    const page: Page<StoreProduct> = yield call(getProducts, storeQueryFor(query));
    yield put(
      listLoaded({ key, items: page.items, total: page.total, totalPages: page.totalPages }),
    );
  } catch (error) {
    const message = errorMessage(error);
    yield put(listFailed({ key, message }));
    yield put(noticeAdded({ kind: 'error', message }));
  }
}

export function* loadVariations(product: StoreProduct): SagaIterator {
  const data = swatchDataOf(product);
  if (!data) return;
  const entry: CatalogState['variations'][number] | undefined = yield select(
    (state: WithCatalog) => state.catalog.variations[product.id],
  );
  if (entry?.status === 'loading' || entry?.status === 'loaded') return;
  yield put(variationsRequested(product.id));
  try {
    const items: ProductVariation[] = yield call(getProductVariations, data.variations_path);
    yield put(variationsLoaded({ productId: product.id, items }));
  } catch (error) {
    const message = errorMessage(error);
    yield put(variationsFailed({ productId: product.id, message }));
    yield put(noticeAdded({ kind: 'error', message }));
  }
}

function* loadProduct(slug: string): SagaIterator {
  const current: ProductPageView = yield select(selectProductPage, slug);
  let product = current.product;
  if (!product) {
    if (current.status === 'loading' || current.status === 'missing') return;
    yield put(productRequested(slug));
    try {
      product = yield call(getProduct, slug);
    } catch (error) {
      const message = errorMessage(error);
      yield put(productFailed({ slug, message }));
      yield put(noticeAdded({ kind: 'error', message }));
      return;
    }
    if (!product) {
      yield put(productMissing(slug));
      return;
    }
    yield put(productLoaded({ slug, product }));
  }
  yield call(loadVariations, product);
}

function* loadForPage(): SagaIterator {
  const page: RoutePage = yield select(selectPage);
  if (page.name === 'shop') {
    const query: ShopQuery = yield select(selectShopQuery);
    yield call(loadList, query);
  } else if (page.name === 'product') {
    yield call(loadProduct, page.slug);
  }
}

export function* catalogSaga(): SagaIterator {
  yield takeEvery([locationChanged.type, catalogReloadRequested.type], loadForPage);
  yield takeEvery(catalogReloadRequested.type, loadCategories);
  yield call(loadForPage);
  yield call(loadCategories);
}
