// The listing saga: shop and category pages of 16 loaded once, no page for an unknown category
// or past the last, failures with a notice and a retry, sorting and filters from the URL, the
// filter choices and their counts (collection-data), and counts over search results.
import type { SagaIterator } from 'redux-saga';
import { fork, takeEvery } from 'redux-saga/effects';
import { makeTestStore } from '../../app/testing';
import {
  getAttributeTerms,
  getAttributes,
  getCollectionData,
  getListing,
} from '../../api/storeListing';
import { WpApiError } from '../../api/errors';
import {
  catalogReloadRequested,
  categoriesLoaded,
  selectShopPageMissing,
  selectShopView,
} from '../catalog';
import { makeCategory as category, makeProduct } from '../catalog/testSupport/products';
import { selectNotices } from '../notices';
import { locationChanged, refine } from '../route';
import { NO_CHOICE } from '../../kernel/listingQuery';
import { listingSaga } from './sagas';
import { listingChosen } from './slice';

jest.mock('../../api/storeListing', () => ({
  getListing: jest.fn(),
  getCollectionData: jest.fn(),
  getAttributes: jest.fn(),
  getAttributeTerms: jest.fn(),
}));

const mocked = {
  getProducts: jest.mocked(getListing),
  getAttributes: jest.mocked(getAttributes),
  getAttributeTerms: jest.mocked(getAttributeTerms),
  getCollectionData: jest.mocked(getCollectionData),
};

const visit = (pathname: string, search = '') =>
  locationChanged({ pathname, search, hash: '' }, 'push');

async function settle(): Promise<void> {
  for (let turn = 0; turn < 12; turn += 1) await Promise.resolve();
}

const term = (id: number, slug: string, name: string, count: number) => ({
  id,
  slug,
  name,
  count,
  description: '',
  parent: 0,
});

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getCollectionData.mockResolvedValue({
    price_range: null,
    attribute_counts: [],
    stock_status_counts: null,
    rating_counts: null,
  });
  mocked.getAttributes.mockResolvedValue([
    {
      id: 1,
      name: 'رنگ',
      taxonomy: 'pa_color',
      type: 'select',
      order: 'menu_order',
      has_archives: false,
      count: 2,
    },
    {
      id: 2,
      name: 'جنس',
      taxonomy: 'pa_material',
      type: 'select',
      order: 'menu_order',
      has_archives: false,
      count: 1,
    },
  ]);
  mocked.getAttributeTerms.mockImplementation(async (id) =>
    id === 1
      ? [term(10, 'black', 'مشکی', 4), term(11, 'gold', 'طلایی', 0)]
      : [term(20, 'silk', 'ابریشم', 0)],
  );
});

function start() {
  const refinements: string[] = [];
  // The route saga is not running: its refine actions are only recorded.
  function* listingAndRecorder(): SagaIterator {
    yield fork(listingSaga);
    yield takeEvery(refine.type, (action: ReturnType<typeof refine>) => {
      refinements.push(action.payload);
    });
  }
  const { store, task } = makeTestStore({ saga: listingAndRecorder });
  store.dispatch(categoriesLoaded([category(1, 'clothing', 0, 5), category(2, 'tshirts', 1, 2)]));
  return { store, task: task!, refinements };
}

describe('listingSaga', () => {
  it("loads the category page's list, 16 a page, once", async () => {
    const products = [makeProduct({ slug: 'a' }), makeProduct({ slug: 'b' })];
    mocked.getProducts.mockResolvedValue({ items: products, total: 18, totalPages: 2 });
    const { store, task } = start();
    store.dispatch(visit('/product-category/tshirts/page/2/'));
    expect(selectShopView(store.getState()).status).toBe('loading');
    await settle();

    expect(mocked.getProducts).toHaveBeenCalledWith({
      page: 2,
      per_page: 16,
      category: 'tshirts',
      orderby: 'menu_order',
      order: 'asc',
    });
    expect(selectShopView(store.getState())).toMatchObject({
      status: 'loaded',
      products,
      total: 18,
      totalPages: 2,
      category: expect.objectContaining({ slug: 'tshirts' }),
    });
    expect(selectShopPageMissing(store.getState())).toBe(false);
    store.dispatch(visit('/'));
    store.dispatch(visit('/product-category/tshirts/page/2'));
    expect(mocked.getProducts).toHaveBeenCalledTimes(1);
    task.cancel();
  });

  it('loads page N of the whole shop without a category', async () => {
    mocked.getProducts.mockResolvedValue({ items: [], total: 40, totalPages: 3 });
    const { store, task } = start();
    store.dispatch(visit('/shop/page/3/'));
    await settle();
    expect(mocked.getProducts).toHaveBeenCalledWith({
      page: 3,
      per_page: 16,
      orderby: 'menu_order',
      order: 'asc',
    });
    task.cancel();
  });

  it('finds no page for an unknown category or a page past the last', async () => {
    mocked.getProducts.mockResolvedValue({ items: [], total: 20, totalPages: 2 });
    const { store, task } = start();
    store.dispatch(visit('/product-category/no-such-thing/'));
    await settle();
    expect(selectShopPageMissing(store.getState())).toBe(true);
    store.dispatch(visit('/shop/page/3/'));
    await settle();
    expect(selectShopPageMissing(store.getState())).toBe(true);
    store.dispatch(visit('/shop/page/2/'));
    await settle();
    expect(selectShopPageMissing(store.getState())).toBe(false);
    task.cancel();
  });

  it('reports a failed list with a notice and tries again on request', async () => {
    mocked.getProducts
      .mockRejectedValueOnce(new WpApiError('fetch_error', 'offline'))
      .mockResolvedValueOnce({ items: [], total: 0, totalPages: 0 });
    const { store, task } = start();
    store.dispatch(visit('/shop'));
    await settle();
    expect(selectShopView(store.getState()).status).toBe('failed');
    expect(selectNotices(store.getState()).map((n) => n.kind)).toEqual(['error']);
    store.dispatch(catalogReloadRequested());
    await settle();
    expect(selectShopView(store.getState()).status).toBe('loaded');
    task.cancel();
  });

  it('asks the Store API for the sorting and filters the URL names, and keeps them apart', async () => {
    mocked.getProducts.mockResolvedValue({ items: [], total: 0, totalPages: 0 });
    const { store, task } = start();
    store.dispatch(
      visit(
        '/shop/',
        '?orderby=price-desc&min_price=100000&filter_color=black&filter_stock_status=instock',
      ),
    );
    await settle();
    expect(mocked.getProducts).toHaveBeenLastCalledWith({
      page: 1,
      per_page: 16,
      orderby: 'price',
      order: 'desc',
      min_price: '100000',
      attributes: [{ attribute: 'pa_color', slug: ['black'], operator: 'in' }],
      stock_status: ['instock'],
    });
    store.dispatch(visit('/shop/'));
    await settle();
    expect(mocked.getProducts).toHaveBeenCalledTimes(2);
    task.cancel();
  });

  it('loads the filter choices once, leaving out terms and attributes no product carries', async () => {
    mocked.getProducts.mockResolvedValue({ items: [], total: 0, totalPages: 0 });
    const { store, task } = start();
    store.dispatch(visit('/shop/'));
    await settle();
    store.dispatch(visit('/product-category/tshirts/'));
    await settle();
    expect(mocked.getAttributes).toHaveBeenCalledTimes(1);
    expect(store.getState().listing.options).toEqual({
      status: 'loaded',
      attributes: [
        {
          taxonomy: 'pa_color',
          name: 'رنگ',
          terms: [{ id: 10, slug: 'black', name: 'مشکی', count: 4 }],
        },
      ],
    });
    task.cancel();
  });

  it('puts a new choice in the URL at the first page of the same listing', async () => {
    mocked.getProducts.mockResolvedValue({ items: [], total: 40, totalPages: 3 });
    const { store, task, refinements } = start();
    store.dispatch(visit('/product-category/tshirts/page/3/', '?orderby=date'));
    await settle();
    store.dispatch(
      listingChosen({ ...NO_CHOICE, sorting: 'price', terms: { pa_color: ['red', 'black'] } }),
    );
    expect(refinements).toEqual([
      '/product-category/tshirts/?orderby=price&filter_color=black,red',
    ]);
    task.cancel();
  });

  it("counts this listing's terms and prices with collection-data, per category and filters", async () => {
    mocked.getProducts.mockResolvedValue({ items: [], total: 0, totalPages: 0 });
    mocked.getCollectionData.mockResolvedValue({
      price_range: {
        currency_code: 'IRT',
        currency_symbol: 'تومان',
        currency_minor_unit: 0,
        currency_decimal_separator: '٫',
        currency_thousand_separator: '٬',
        currency_prefix: '',
        currency_suffix: ' تومان',
        min_price: '290000',
        max_price: '12800000',
      },
      attribute_counts: [{ term: 10, count: 2 }],
      stock_status_counts: null,
      rating_counts: null,
    });
    const { store, task } = start();
    store.dispatch(visit('/product-category/tshirts/', '?orderby=price&filter_color=black'));
    await settle();
    expect(mocked.getCollectionData).toHaveBeenCalledWith({
      category: 'tshirts',
      attributes: [{ attribute: 'pa_color', slug: ['black'], operator: 'in' }],
      calculate_price_range: true,
      // Only the attributes the form offers (materials no product carries are left out).
      calculate_attribute_counts: [{ taxonomy: 'pa_color', query_type: 'or' }],
    });
    expect(store.getState().listing.collections['tshirts?filter_color=black']).toEqual({
      status: 'loaded',
      termCounts: { 10: 2 },
      priceRange: { min: 290000, max: 12800000 },
    });
    // Another sorting of the same listing counts the same: no second question.
    store.dispatch(visit('/product-category/tshirts/', '?filter_color=black'));
    await settle();
    expect(mocked.getCollectionData).toHaveBeenCalledTimes(1);
    task.cancel();
  });

  it('counts over what a search found on the search results page, and lists nothing itself', async () => {
    const { store, task } = start();
    store.dispatch(visit('/search', `?s=${encodeURIComponent('کیف')}&filter_color=black`));
    await settle();
    expect(mocked.getProducts).not.toHaveBeenCalled();
    expect(mocked.getCollectionData).toHaveBeenCalledWith({
      search: 'کیف',
      attributes: [{ attribute: 'pa_color', slug: ['black'], operator: 'in' }],
      calculate_price_range: true,
      calculate_attribute_counts: [{ taxonomy: 'pa_color', query_type: 'or' }],
    });
    expect(store.getState().listing.collections['search:کیف?filter_color=black']).toMatchObject({
      status: 'loaded',
    });
    task.cancel();
  });
});
