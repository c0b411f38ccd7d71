// The catalog saga: categories loaded once for the mega menu (empty ones left out), a product
// by its slug with its variations from the swatch route (none for a simple product), reused
// from the list when there, and an unknown product marked missing without a notice.
import { makeTestStore } from '../../app/testing';
import { getCategories, getProduct, getProductVariations, getProducts } from '../../api/store';
import { selectNotices } from '../notices';
import { locationChanged } from '../route';
import { catalogSaga } from './sagas';
import { selectCategoryTree, selectProductPage } from './selectors';
import { listLoaded } from './slice';
import {
  REFERENCE_PRODUCT_ID,
  makeCategory as category,
  makeProduct,
  referenceProduct,
  referenceProductVariations,
} from './testSupport/products';

jest.mock('../../api/store', () => ({
  getCategories: jest.fn(),
  getProduct: jest.fn(),
  getProductVariations: jest.fn(),
  getProducts: jest.fn(),
}));

const mocked = {
  getCategories: jest.mocked(getCategories),
  getProduct: jest.mocked(getProduct),
  getProductVariations: jest.mocked(getProductVariations),
  getProducts: jest.mocked(getProducts),
};

const visit = (pathname: string, search = '') =>
  locationChanged({ pathname, search, hash: '' }, 'push');

async function settle(): Promise<void> {
  for (let turn = 0; turn < 8; turn += 1) await Promise.resolve();
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getCategories.mockResolvedValue([
    category(1, 'clothing', 0, 5),
    category(2, 'tshirts', 1, 2),
    category(3, 'empty', 0, 0),
  ]);
});

function start() {
  const { store, task } = makeTestStore({ saga: catalogSaga });
  return { store, task: task! };
}

describe('catalogSaga', () => {
  it('loads the categories once at start, for the mega menu (empty ones left out)', async () => {
    const { store, task } = start();
    await settle();
    expect(mocked.getCategories).toHaveBeenCalledTimes(1);
    expect(selectCategoryTree(store.getState())).toEqual([
      { category: expect.objectContaining({ slug: 'clothing' }), children: [expect.anything()] },
    ]);
    task.cancel();
  });

  it('loads a product by its slug, then its variation data from the swatch route', async () => {
    const product = referenceProduct();
    mocked.getProduct.mockResolvedValue(product);
    mocked.getProductVariations.mockResolvedValue(referenceProductVariations);
    const { store, task } = start();
    store.dispatch(visit('/product/tshirt'));
    expect(selectProductPage(store.getState(), 'tshirt').status).toBe('loading');
    await settle();

    expect(mocked.getProduct).toHaveBeenCalledWith('tshirt');
    expect(mocked.getProductVariations).toHaveBeenCalledWith(
      `woo-variation-swatches/v1/single-product/${REFERENCE_PRODUCT_ID}`,
    );
    expect(selectProductPage(store.getState(), 'tshirt')).toMatchObject({
      status: 'loaded',
      product,
    });
    expect(store.getState().catalog.variations[REFERENCE_PRODUCT_ID]?.items).toBe(
      referenceProductVariations,
    );
    task.cancel();
  });

  it('reuses a product the list already brought, fetching only its variations', async () => {
    const product = referenceProduct();
    mocked.getProducts.mockResolvedValue({ items: [product], total: 1, totalPages: 1 });
    mocked.getProductVariations.mockResolvedValue(referenceProductVariations);
    const { store, task } = start();
    // The shop page's list (features/listing) brought it.
    store.dispatch(listLoaded({ key: 'shop', items: [product], total: 1, totalPages: 1 }));
    store.dispatch(visit('/product/tshirt'));
    await settle();
    expect(mocked.getProduct).not.toHaveBeenCalled();
    expect(mocked.getProductVariations).toHaveBeenCalledTimes(1);
    task.cancel();
  });

  it('asks for no variations for a simple product', async () => {
    mocked.getProduct.mockResolvedValue(makeProduct({ slug: 'simple' }));
    const { store, task } = start();
    store.dispatch(visit('/product/simple'));
    await settle();
    expect(mocked.getProductVariations).not.toHaveBeenCalled();
    task.cancel();
  });

  it('marks an unknown product as missing, without a notice', async () => {
    mocked.getProduct.mockResolvedValue(null);
    const { store, task } = start();
    store.dispatch(visit('/product/nope'));
    await settle();
    expect(selectProductPage(store.getState(), 'nope').status).toBe('missing');
    expect(selectNotices(store.getState())).toEqual([]);
    task.cancel();
  });
});
