// Loads what the catalogue pages show: the categories (for the mega menu, once), a product by
// slug, and a variable product's variation data (the shop's lists: features/listing).
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { ProductVariation, StoreCategory, StoreProduct } from '../../../contracts/store';
import type { VariationList } from '../../api/variationTable';
import { getCategories, getProduct, getProductVariations } from '../../api/store';
import { errorMessage } from '../../api/wp';
import { loadOnce } from '../../kernel/loadOnce';
import { errorNotice } from '../notices';
import { noticeAdded } from '../notices';
import type { Page as RoutePage } from '../route';
import { selectPage, locationChanged } from '../route';
import { swatchDataOf } from './swatchData';
import { selectProductPage, type ProductPageView } from './selectors';
import {
  catalogReloadRequested,
  categoriesFailed,
  categoriesLoaded,
  categoriesRequested,
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

// The menu simply shows no categories on failure; the shop page reports its own failures.
const loadCategories = () =>
  loadOnce({
    status: (state: WithCatalog) => state.catalog.categories.status,
    requested: categoriesRequested(),
    request: getCategories,
    loaded: (items: StoreCategory[]) => categoriesLoaded(items),
    failed: categoriesFailed,
  });

export function* loadVariations(product: StoreProduct): SagaIterator {
  const data = swatchDataOf(product);
  if (!data) return;
  yield call(loadOnce<WithCatalog, VariationList<ProductVariation>>, {
    status: (state) => state.catalog.variations[product.id]?.status,
    requested: variationsRequested(product.id),
    request: () => getProductVariations(data.variations_path),
    loaded: (items) => variationsLoaded({ productId: product.id, items }),
    failed: (message) => variationsFailed({ productId: product.id, message }),
    report: errorNotice,
  });
}

/** Where the catalogue saga runs: the server renders a product without its variation data. */
export interface CatalogSagaOptions {
  loadsVariations: boolean;
}

function* loadProduct(slug: string, options: CatalogSagaOptions): SagaIterator {
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
  // The classic variation data can be megabytes (thousands of variations): the browser asks for
  // it after the page is drawn, as WooCommerce does above its AJAX variation threshold.
  if (options.loadsVariations) yield call(loadVariations, product);
}

function* loadForPage(options: CatalogSagaOptions): SagaIterator {
  // The shop's lists are the listing feature's (its page chunk): they depend on its filters.
  const page: RoutePage = yield select(selectPage);
  if (page.name === 'product') {
    yield call(loadProduct, page.slug, options);
  }
}

export function* catalogSaga(
  options: CatalogSagaOptions = { loadsVariations: true },
): SagaIterator {
  yield takeEvery([locationChanged.type, catalogReloadRequested.type], loadForPage, options);
  yield takeEvery(catalogReloadRequested.type, loadCategories);
  yield call(loadForPage, options);
  yield call(loadCategories);
}
