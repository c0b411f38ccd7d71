// The header search box as an ARIA 1.2 combobox in a GET form: results after a pause with the
// count announced politely, arrow keys through aria-activedescendant, Enter, Escape, leaving
// and clicking, and the no-match, more-matched and Persian error messages.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SagaIterator } from 'redux-saga';
import { fork, takeEvery } from 'redux-saga/effects';
import type { StoreProductQuery } from '../../../../contracts/store';
import type { Page as ResultPage } from '../../../api/wp';
import { getProducts } from '../../../api/store';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { navigate } from '../../route';
import { SearchForm } from '../../shell';
import { SEARCH_DEBOUNCE_MS, searchLookupSaga } from '../lookupSagas';
import { searchSaga } from '../sagas';
import { selectSearchDropdownOpen } from '../dropdownOpen';
import { loadSearchBox } from './SearchBox';
import type { SearchProduct } from '../slice';

jest.mock('../../../api/store', () => ({ getProducts: jest.fn() }));
jest.mock('../../../api/wp', () => ({
  errorMessage: (error: unknown) => (error instanceof Error ? error.message : 'خطا'),
}));

const mockedGetProducts = getProducts as unknown as jest.MockedFunction<
  (query: StoreProductQuery, fields: readonly string[]) => Promise<ResultPage<SearchProduct>>
>;

function product(id: number, name: string, slug: string, price = '1250000'): SearchProduct {
  return {
    id,
    name,
    slug,
    on_sale: false,
    is_in_stock: id !== 3,
    images: [],
    prices: {
      price,
      regular_price: price,
      sale_price: price,
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

const found = [
  product(1, 'کیف پول چرمی مردانه', 'mens-leather-wallet'),
  product(2, 'کیف پول زیپ‌دار زنانه', 'zip-around-wallet'),
  product(3, 'جاکارتی چرم طبیعی', 'leather-card-holder'),
];

async function renderSearch() {
  const navigations: string[] = [];
  function* root(): SagaIterator {
    yield fork(searchSaga);
    yield fork(searchLookupSaga);
    yield takeEvery(navigate.type, (action: ReturnType<typeof navigate>) => {
      navigations.push(action.payload);
    });
  }
  const { store, task } = makeTestStore({ saga: root });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderWithStore(
    <>
      <SearchForm />
      <button type="button">جای دیگر</button>
    </>,
    store,
  );
  // The box the server draws becomes the combobox when first focused (SearchBox.tsx).
  act(() => screen.getByRole('combobox').focus());
  await act(() => loadSearchBox());
  act(() => screen.getByRole('combobox').blur());
  return { store, task: task!, user, navigations, box: screen.getByRole('combobox') };
}

/** The polite live region of the box. */
function liveRegion(): HTMLElement {
  const region = document.getElementById('site-search-status');
  if (!region) throw new Error('no live region');
  expect(region).toHaveAttribute('aria-live', 'polite');
  return region;
}

/** The debounce elapses and the mocked answer settles. */
async function afterPause(): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  mockedGetProducts.mockReset();
  mockedGetProducts.mockResolvedValue({ items: found, total: 3, totalPages: 1 });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('SearchCombobox', () => {
  it('is an ARIA 1.2 combobox in a GET search form, collapsed at first', async () => {
    const { box, task } = await renderSearch();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(box).toHaveAccessibleName('جستجو در فروشگاه');
    expect(box).toHaveAttribute('id', 'site-search');
    expect(box).toHaveAttribute('name', 's');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-controls', 'site-search-listbox');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('');
    task.cancel();
  });

  it('opens a listbox of results after a pause, announcing the count politely', async () => {
    const { box, user, store, task } = await renderSearch();
    await user.type(box, 'كيف');
    expect(liveRegion()).toHaveTextContent('');
    await afterPause();

    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'پیشنهادهای جستجو' });
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveAccessibleName(/کیف پول چرمی مردانه/);
    expect(options[0]).toHaveTextContent('۱٬۲۵۰٬۰۰۰');
    expect(options[2]).toHaveTextContent('ناموجود');
    // The Arabic-keyboard query highlights the Persian word.
    expect(options[0]?.querySelector('mark')).toHaveTextContent('کیف');
    expect(options.every((option) => option.getAttribute('aria-selected') === 'false')).toBe(true);
    expect(liveRegion()).toHaveTextContent(
      '۳ محصول پیدا شد. با کلیدهای بالا و پایین یکی را انتخاب کنید.',
    );
    expect(selectSearchDropdownOpen(store.getState())).toBe(true);
    task.cancel();
  });

  it('moves the highlight with the arrow keys, wrapping, through aria-activedescendant', async () => {
    const { box, user, task } = await renderSearch();
    await user.type(box, 'کیف');
    await afterPause();
    expect(box).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(box).toHaveFocus();
    task.cancel();
  });

  it('Enter on a highlighted option opens that product', async () => {
    const { box, user, navigations, task } = await renderSearch();
    await user.type(box, 'کیف');
    await afterPause();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(navigations).toEqual(['/product/zip-around-wallet']);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    task.cancel();
  });

  it('Enter without a highlight opens the results page', async () => {
    const { box, user, navigations, task } = await renderSearch();
    await user.type(box, 'کیف');
    await afterPause();
    await user.keyboard('{Enter}');
    expect(navigations).toEqual([`/search?s=${encodeURIComponent('کیف')}`]);
    task.cancel();
  });

  it('Escape closes and keeps the text; the down arrow opens the list again', async () => {
    const { box, user, task } = await renderSearch();
    await user.type(box, 'کیف');
    await afterPause();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('کیف');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    task.cancel();
  });

  it('leaving the box closes the list', async () => {
    const { box, user, task } = await renderSearch();
    await user.type(box, 'کیف');
    await afterPause();
    await user.click(screen.getByRole('button', { name: 'جای دیگر' }));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('کیف');
    task.cancel();
  });

  it('a click on an option opens it, without closing the list first', async () => {
    const { box, user, navigations, task } = await renderSearch();
    await user.type(box, 'کیف');
    await afterPause();
    await user.click(screen.getAllByRole('option')[2]!);
    expect(navigations).toEqual(['/product/leather-card-holder']);
    task.cancel();
  });

  it('says so when nothing matched, and shows the Persian error on failure', async () => {
    mockedGetProducts.mockResolvedValueOnce({ items: [], total: 0, totalPages: 0 });
    const { box, user, task } = await renderSearch();
    await user.type(box, 'zzz');
    await afterPause();
    expect(liveRegion()).toHaveTextContent('محصولی با این عبارت پیدا نشد.');
    expect(
      screen.getByText('محصولی با این عبارت پیدا نشد.', { selector: '.search-popup__status' }),
    ).toBeVisible();

    mockedGetProducts.mockRejectedValueOnce(new Error('احتمالاً اتصال شما برقرار نیست.'));
    await user.type(box, 'y');
    await afterPause();
    expect(liveRegion()).toHaveTextContent('احتمالاً اتصال شما برقرار نیست.');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    task.cancel();
  });

  it('says that more matched than are listed', async () => {
    mockedGetProducts.mockResolvedValueOnce({ items: found, total: 14, totalPages: 3 });
    const { box, user, task } = await renderSearch();
    await user.type(box, 'چرم');
    await afterPause();
    expect(liveRegion()).toHaveTextContent('۳ محصول از ۱۴ محصول نشان داده شد.');
    const all = screen.getByText('دیدن همهٔ ۱۴ نتیجه');
    expect(all).toHaveAttribute('href', `/search?s=${encodeURIComponent('چرم')}`);
    expect(all).toHaveAttribute('tabindex', '-1');
    task.cancel();
  });
});
