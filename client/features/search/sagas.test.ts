// The search saga: instant results after a pause in typing, one spelling sent (Arabic ي/ك and
// Persian digits as the shop stores them), stale answers and failures dropped, Escape stopping
// the lookup, and Enter or a choice opening a product or the full results page.
import type { SagaIterator } from 'redux-saga';
import { fork, takeEvery } from 'redux-saga/effects';
import type { StoreListingQuery, StoreProductQuery } from '../../../contracts/store';
import type { Page as ResultPage } from '../../api/wp';
import { getProducts } from '../../api/store';
import { getFilteredProducts } from '../../api/storeListing';
import { makeTestStore } from '../../app/testing';
import { locationChanged, navigate } from '../route';
import { SEARCH_DEBOUNCE_MS, searchLookupSaga } from './lookupSagas';
import { filteredResultsSaga } from './filteredResults';
import { searchResultsSaga } from './resultsSagas';
import { searchSaga } from './sagas';
import { selectSearchDropdownOpen } from './dropdownOpen';
import { selectSearch, selectSearchResults } from './selectors';
import {
  dropdownClosed,
  highlightMoved,
  searchSubmitted,
  suggestionChosen,
  textChanged,
  type SearchProduct,
} from './slice';

jest.mock('../../api/store', () => ({ getProducts: jest.fn() }));
jest.mock('../../api/storeListing', () => ({ getFilteredProducts: jest.fn() }));
jest.mock('../../api/wp', () => ({
  errorMessage: (error: unknown) => (error instanceof Error ? error.message : 'خطا'),
}));

// getProducts is overloaded; the search always calls the `_fields` form.
const mockedGetProducts = getProducts as unknown as jest.MockedFunction<
  (query: StoreProductQuery, fields: readonly string[]) => Promise<ResultPage<SearchProduct>>
>;

function product(id: number, name: string, slug = `p-${id}`): SearchProduct {
  return {
    id,
    name,
    slug,
    on_sale: false,
    is_in_stock: true,
    images: [],
    prices: {
      price: '1000',
      regular_price: '1000',
      sale_price: '1000',
      price_range: null,
      currency_code: 'IRT',
      currency_symbol: 'تومان',
      currency_minor_unit: 0,
      currency_decimal_separator: '.',
      currency_thousand_separator: ',',
      currency_prefix: '',
      currency_suffix: ' تومان',
    },
  };
}

function page(items: SearchProduct[], total = items.length): ResultPage<SearchProduct> {
  return { items, total, totalPages: Math.ceil(total / 12) };
}

/** A request the test answers when it chooses. */
function deferred() {
  let resolve!: (value: ResultPage<SearchProduct>) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<ResultPage<SearchProduct>>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const wallet = product(1, 'کیف پول چرمی مردانه', 'mens-leather-wallet');
const cardHolder = product(2, 'جاکارتی چرم طبیعی', 'leather-card-holder');
const bag = product(3, 'کیف دستی چرم زنانه', 'womens-leather-handbag');

/** The search saga beside a spy that records where it sent the shopper (no route saga runs). */
function start() {
  const navigations: string[] = [];
  function* root(): SagaIterator {
    yield fork(searchSaga);
    yield fork(searchLookupSaga);
    // The search page's own sagas (its chunk's): its results, and those narrowed by the filters.
    yield fork(searchResultsSaga);
    yield fork(filteredResultsSaga);
    yield takeEvery(navigate.type, (action: ReturnType<typeof navigate>) => {
      navigations.push(action.payload);
    });
  }
  const { store, task } = makeTestStore({ saga: root });
  return {
    store,
    navigations,
    stop() {
      task?.cancel();
    },
    type(text: string) {
      store.dispatch(textChanged(text));
    },
  };
}

async function flush(): Promise<void> {
  await jest.advanceTimersByTimeAsync(0);
}

const mockedGetFiltered = getFilteredProducts as unknown as jest.MockedFunction<
  (query: StoreListingQuery, fields: readonly string[]) => Promise<ResultPage<SearchProduct>>
>;

beforeEach(() => {
  jest.useFakeTimers();
  mockedGetProducts.mockReset();
  mockedGetFiltered.mockReset();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('searchSaga: instant results', () => {
  it('waits for a pause in typing, then asks once, for the last text, without variations', async () => {
    const answer = deferred();
    mockedGetProducts.mockReturnValue(answer.promise);
    const shop = start();
    shop.type('ک');
    shop.type('کی');
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    shop.type('کیف');
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(mockedGetProducts).not.toHaveBeenCalled();
    expect(selectSearchDropdownOpen(shop.store.getState())).toBe(false);

    await jest.advanceTimersByTimeAsync(1);
    expect(mockedGetProducts).toHaveBeenCalledTimes(1);
    expect(mockedGetProducts).toHaveBeenCalledWith({ search: 'کیف', per_page: 6 }, [
      'id',
      'name',
      'slug',
      'prices',
      'images',
      'is_in_stock',
      'on_sale',
    ]);
    expect(selectSearch(shop.store.getState())).toMatchObject({
      status: 'loading',
      dropdownOpen: true,
    });
    answer.resolve(page([wallet], 3));
    await flush();
    expect(selectSearch(shop.store.getState())).toMatchObject({
      query: 'کیف',
      status: 'loaded',
      suggestions: [wallet],
      total: 3,
      dropdownOpen: true,
      highlighted: -1,
    });
    shop.stop();
  });

  it('sends one spelling: Arabic ي/ك and Persian digits as the shop stores them', async () => {
    mockedGetProducts.mockResolvedValue(page([]));
    const shop = start();
    shop.type('  كيف   پول ۲۰ ');
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(mockedGetProducts.mock.calls[0]?.[0]).toEqual({ search: 'کیف پول 20', per_page: 6 });
    // The same query typed the other way asks nothing new.
    shop.type('کیف پول 20');
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(mockedGetProducts).toHaveBeenCalledTimes(1);
    shop.stop();
  });

  it('asks nothing below the minimum length and closes what was open', async () => {
    mockedGetProducts.mockResolvedValue(page([wallet]));
    const shop = start();
    shop.type('ک');
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(mockedGetProducts).not.toHaveBeenCalled();
    shop.type('کیف');
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await flush();
    expect(selectSearchDropdownOpen(shop.store.getState())).toBe(true);
    shop.type('ک');
    expect(selectSearch(shop.store.getState())).toMatchObject({
      status: 'idle',
      suggestions: [],
      dropdownOpen: false,
    });
    shop.stop();
  });

  it('drops a stale answer: an older query answering last never replaces the newer one', async () => {
    const older = deferred();
    const newer = deferred();
    mockedGetProducts.mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise);
    const shop = start();
    shop.type('کیف');
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    shop.type('کیف پول');
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(mockedGetProducts).toHaveBeenCalledTimes(2);

    newer.resolve(page([wallet]));
    await flush();
    older.resolve(page([wallet, cardHolder, bag]));
    await flush();
    expect(selectSearch(shop.store.getState())).toMatchObject({
      query: 'کیف پول',
      status: 'loaded',
      suggestions: [wallet],
    });
    shop.stop();
  });

  it('drops a stale failure too', async () => {
    const older = deferred();
    mockedGetProducts.mockReturnValueOnce(older.promise).mockResolvedValueOnce(page([bag]));
    const shop = start();
    shop.type('کیف');
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    shop.type('کیف دستی');
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await flush();
    older.reject(new Error('offline'));
    await flush();
    expect(selectSearch(shop.store.getState())).toMatchObject({
      status: 'loaded',
      error: null,
      suggestions: [bag],
    });
    shop.stop();
  });

  it('keeps the dropdown open with the Persian error when the request fails', async () => {
    mockedGetProducts.mockRejectedValue(new Error('احتمالاً اتصال شما برقرار نیست.'));
    const shop = start();
    shop.type('کیف');
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await flush();
    expect(selectSearch(shop.store.getState())).toMatchObject({
      status: 'failed',
      error: 'احتمالاً اتصال شما برقرار نیست.',
      dropdownOpen: true,
    });
    // The same text typed again tries again.
    mockedGetProducts.mockResolvedValue(page([wallet]));
    shop.type('کیف ');
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await flush();
    expect(selectSearch(shop.store.getState()).status).toBe('loaded');
    shop.stop();
  });

  it('Escape during the pause stops the lookup: nothing opens afterwards, text kept', async () => {
    mockedGetProducts.mockResolvedValue(page([wallet]));
    const shop = start();
    shop.type('کیف');
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 100);
    shop.store.dispatch(dropdownClosed());
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(mockedGetProducts).not.toHaveBeenCalled();
    expect(selectSearch(shop.store.getState())).toMatchObject({
      text: 'کیف',
      dropdownOpen: false,
    });
    shop.stop();
  });

  it('Escape with the request out forgets it, so reopening asks again', async () => {
    const pending = deferred();
    mockedGetProducts.mockReturnValueOnce(pending.promise).mockResolvedValueOnce(page([wallet]));
    const shop = start();
    shop.type('کیف');
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    shop.store.dispatch(dropdownClosed());
    pending.resolve(page([bag]));
    await flush();
    expect(selectSearch(shop.store.getState())).toMatchObject({
      status: 'idle',
      dropdownOpen: false,
      suggestions: [],
    });
    shop.type('کیف');
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await flush();
    expect(selectSearch(shop.store.getState())).toMatchObject({
      status: 'loaded',
      suggestions: [wallet],
    });
    shop.stop();
  });
});

describe('searchSaga: Enter and choosing', () => {
  async function withResults() {
    mockedGetProducts.mockResolvedValue(page([wallet, cardHolder, bag]));
    const shop = start();
    shop.type('چرم');
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await flush();
    return { shop, navigations: shop.navigations };
  }

  it('Enter on a highlighted option opens that product and closes the dropdown', async () => {
    const { shop, navigations } = await withResults();
    shop.store.dispatch(highlightMoved(1));
    shop.store.dispatch(highlightMoved(1));
    expect(selectSearch(shop.store.getState()).highlighted).toBe(1);
    shop.store.dispatch(searchSubmitted());
    await flush();
    expect(navigations).toEqual(['/product/leather-card-holder']);
    expect(selectSearchDropdownOpen(shop.store.getState())).toBe(false);
    shop.stop();
  });

  it('Enter without a highlight opens the full results page for the text as typed', async () => {
    const { shop, navigations } = await withResults();
    shop.store.dispatch(searchSubmitted());
    await flush();
    expect(navigations).toEqual([`/search?s=${encodeURIComponent('چرم')}`]);
    expect(selectSearchDropdownOpen(shop.store.getState())).toBe(false);
    shop.stop();
  });

  it('Enter in an empty box goes nowhere', async () => {
    const shop = start();
    const { navigations } = shop;
    shop.type('   ');
    shop.store.dispatch(searchSubmitted());
    await flush();
    expect(navigations).toEqual([]);
    shop.stop();
  });

  it('Enter before the pause ends still goes to the results page, and nothing opens later', async () => {
    mockedGetProducts.mockResolvedValue(page([wallet]));
    const shop = start();
    const { navigations } = shop;
    shop.type('کیف پول');
    shop.store.dispatch(searchSubmitted());
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    // Spelled as the no-JavaScript GET form would spell it.
    expect(navigations).toEqual([`/search?${new URLSearchParams({ s: 'کیف پول' }).toString()}`]);
    expect(mockedGetProducts).not.toHaveBeenCalled();
    expect(selectSearchDropdownOpen(shop.store.getState())).toBe(false);
    shop.stop();
  });

  it('a clicked option opens its product', async () => {
    const { shop, navigations } = await withResults();
    shop.store.dispatch(suggestionChosen(2));
    await flush();
    expect(navigations).toEqual(['/product/womens-leather-handbag']);
    shop.stop();
  });

  it('a new page closes the dropdown', async () => {
    const { shop } = await withResults();
    shop.store.dispatch(locationChanged({ pathname: '/shop', search: '', hash: '' }, 'push'));
    expect(selectSearchDropdownOpen(shop.store.getState())).toBe(false);
    shop.stop();
  });
});

describe('searchSaga: the full results page', () => {
  const visitSearch = (search: string) =>
    locationChanged({ pathname: '/search', search, hash: '' }, 'push');

  it('loads the page of the URL with the normalised query, once', async () => {
    mockedGetProducts.mockResolvedValue(page([wallet, cardHolder], 14));
    const shop = start();
    shop.store.dispatch(visitSearch(`?s=${encodeURIComponent('كيف')}&page=2`));
    expect(mockedGetProducts).toHaveBeenCalledWith({ search: 'کیف', page: 2, per_page: 12 }, [
      'id',
      'name',
      'slug',
      'prices',
      'images',
      'is_in_stock',
      'on_sale',
    ]);
    await flush();
    expect(selectSearchResults(shop.store.getState())).toMatchObject({
      text: 'كيف',
      query: 'کیف',
      page: 2,
      status: 'loaded',
      products: [wallet, cardHolder],
      total: 14,
      totalPages: 2,
    });
    // The box shows the query of the page.
    expect(selectSearch(shop.store.getState()).text).toBe('كيف');
    shop.store.dispatch(locationChanged({ pathname: '/', search: '', hash: '' }, 'push'));
    shop.store.dispatch(visitSearch(`?s=${encodeURIComponent('كيف')}&page=2`));
    expect(mockedGetProducts).toHaveBeenCalledTimes(1);
    shop.stop();
  });

  it("narrows the results by the URL's listing filters, its sorting kept (the best match here)", async () => {
    mockedGetFiltered.mockResolvedValue(page([wallet], 1));
    const shop = start();
    shop.store.dispatch(
      visitSearch(
        `?s=${encodeURIComponent('کیف')}&filter_color=black&max_price=500000&filter_stock_status=instock`,
      ),
    );
    expect(mockedGetProducts).not.toHaveBeenCalled();
    expect(mockedGetFiltered).toHaveBeenCalledWith(
      {
        search: 'کیف',
        page: 1,
        per_page: 12,
        max_price: '500000',
        attributes: [{ attribute: 'pa_color', slug: ['black'], operator: 'in' }],
        stock_status: ['instock'],
      },
      ['id', 'name', 'slug', 'prices', 'images', 'is_in_stock', 'on_sale'],
    );
    await flush();
    expect(selectSearchResults(shop.store.getState())).toMatchObject({
      status: 'loaded',
      products: [wallet],
      filters: 'filter_color=black&filter_stock_status=instock&max_price=500000',
    });
    shop.stop();
  });

  it('asks nothing for a query that is too short', async () => {
    const shop = start();
    shop.store.dispatch(visitSearch('?s=a'));
    await flush();
    expect(mockedGetProducts).not.toHaveBeenCalled();
    expect(selectSearchResults(shop.store.getState())).toMatchObject({ query: '', status: 'idle' });
    shop.stop();
  });

  it('records a failure with its Persian message', async () => {
    mockedGetProducts.mockRejectedValue(new Error('پاسخ معتبر نیست.'));
    const shop = start();
    shop.store.dispatch(visitSearch('?s=kafsh'));
    await flush();
    expect(selectSearchResults(shop.store.getState())).toMatchObject({
      status: 'failed',
      error: 'پاسخ معتبر نیست.',
    });
    shop.stop();
  });
});
