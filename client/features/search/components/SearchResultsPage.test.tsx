// The search results page: products with the matched words, count and page links in Persian
// digits, a longer query asked for, no-match help (the nearby query, main categories), retry
// on failure, and ordering and shop filters kept in the URL beside the query.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { locationChanged, refine } from '../../route';
import { FilterForm, FiltersToggle, filterOptionsLoaded } from '../../listing/testSupport';
import {
  noMatchHelpLoaded,
  resultsFailed,
  resultsLoaded,
  resultsKey,
  resultsRequested,
  type SearchProduct,
} from '../slice';
import { SearchResultsPage } from './SearchResultsPage';

function product(id: number, name: string, slug: string): SearchProduct {
  return {
    id,
    name,
    slug,
    on_sale: false,
    is_in_stock: true,
    images: [],
    prices: {
      price: '890000',
      regular_price: '890000',
      sale_price: '890000',
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

// As the page module (app/pages/search.tsx) hands them in.
const filterParts = { Form: FilterForm, Toggle: FiltersToggle };

function showPage(search: string) {
  const { store } = makeTestStore();
  store.dispatch(locationChanged({ pathname: '/search', search, hash: '' }, 'start'));
  return store;
}

describe('SearchResultsPage', () => {
  it('lists the products with the matched words, the count and page links, in Persian digits', () => {
    const store = showPage(`?s=${encodeURIComponent('كيف')}&page=2`);
    const key = resultsKey('کیف', 2);
    store.dispatch(resultsRequested({ key }));
    store.dispatch(
      resultsLoaded({
        key,
        products: [product(1, 'کیف پول چرمی', 'wallet'), product(2, 'کیف دوشی کوچک', 'bag')],
        total: 14,
        totalPages: 2,
      }),
    );
    renderWithStore(<SearchResultsPage />, store);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('نتایج جستجو برای «كيف»');
    expect(screen.getByText('۱۴ محصول پیدا شد')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'کیف پول چرمی' });
    expect(link).toHaveAttribute('href', '/product/wallet');
    expect(link.querySelector('mark')).toHaveTextContent('کیف');
    const pages = screen.getByRole('navigation', { name: 'صفحه‌های نتایج جستجو' });
    const current = within(pages).getByRole('link', { name: 'صفحهٔ نتایج ۲' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'صفحهٔ نتایج ۱' })).toHaveAttribute(
      'href',
      `/search?${new URLSearchParams({ s: 'كيف' }).toString()}`,
    );
  });

  it('asks for a longer query instead of searching for one letter', () => {
    renderWithStore(<SearchResultsPage />, showPage('?s=a'));
    expect(screen.getByText('برای جستجو دست‌کم ۲ حرف بنویسید.')).toBeInTheDocument();
  });

  it('says when nothing matched', () => {
    const store = showPage('?s=zzz');
    store.dispatch(
      resultsLoaded({ key: resultsKey('zzz', 1), products: [], total: 0, totalPages: 0 }),
    );
    renderWithStore(<SearchResultsPage />, store);
    expect(screen.getByText(/چیزی با جستجوی شما جور نبود/)).toBeInTheDocument();
  });

  it('shows a failure with a button that asks again', async () => {
    const store = showPage('?s=kafsh');
    store.dispatch(resultsFailed({ key: resultsKey('kafsh', 1), message: 'اتصال برقرار نیست.' }));
    const dispatch = jest.spyOn(store, 'dispatch');
    renderWithStore(<SearchResultsPage />, store);
    expect(screen.getByRole('alert')).toHaveTextContent('اتصال برقرار نیست.');
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'search/resultsReloadRequested' });
  });

  it('offers the nearby query as a link and the main categories when nothing matched', () => {
    const store = showPage(`?s=${encodeURIComponent('کولهپشتتی')}`);
    const key = resultsKey('کولهپشتتی', 1);
    store.dispatch(resultsLoaded({ key, products: [], total: 0, totalPages: 0 }));
    store.dispatch(
      noMatchHelpLoaded({
        query: 'کولهپشتتی',
        help: {
          suggestion: 'کوله پشتی',
          categories: [
            { name: 'کیف', slug: 'bags' },
            { name: 'کفش', slug: 'shoes' },
          ],
        },
      }),
    );
    renderWithStore(<SearchResultsPage />, store);

    expect(screen.getByText(/چیزی با جستجوی شما جور نبود/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'کوله پشتی' })).toHaveAttribute(
      'href',
      `/search?s=${encodeURIComponent('کوله پشتی').replace(/%20/g, '+')}`,
    );
    const categories = screen.getByRole('navigation', { name: 'دسته‌های اصلی فروشگاه را ببینید' });
    expect(within(categories).getByRole('link', { name: 'کفش' })).toHaveAttribute(
      'href',
      '/product-category/shoes/',
    );
  });

  it('keeps the ordering in the URL: the select shows it and the page links carry it', () => {
    const store = showPage(`?s=${encodeURIComponent('کیف')}&orderby=price`);
    const key = resultsKey('کیف', 1, 'price');
    store.dispatch(
      resultsLoaded({
        key,
        products: [product(1, 'کیف پول چرمی', 'wallet'), product(2, 'کیف دوشی کوچک', 'bag')],
        total: 14,
        totalPages: 2,
      }),
    );
    renderWithStore(<SearchResultsPage />, store);

    expect(screen.getByRole('combobox', { name: 'مرتب‌سازی نتایج' })).toHaveValue('price');
    expect(screen.getByRole('link', { name: /۲/ })).toHaveAttribute(
      'href',
      `/search?s=${encodeURIComponent('کیف')}&orderby=price&page=2`,
    );
  });

  it('offers the shop listing filters, kept in the URL beside the query, the sorting and the pages', async () => {
    const search = `?s=${encodeURIComponent('کیف')}&orderby=price&filter_color=black&min_price=100000`;
    const store = showPage(search);
    store.dispatch(
      filterOptionsLoaded([
        {
          taxonomy: 'pa_color',
          name: 'رنگ',
          terms: [
            { id: 7, slug: 'black', name: 'مشکی', count: 5 },
            { id: 8, slug: 'brown', name: 'قهوه‌ای', count: 3 },
          ],
        },
      ]),
    );
    const key = resultsKey('کیف', 1, 'price', 'filter_color=black&min_price=100000');
    store.dispatch(
      resultsLoaded({
        key,
        products: [product(1, 'کیف پول چرمی', 'wallet')],
        total: 13,
        totalPages: 2,
      }),
    );
    const dispatch = jest.spyOn(store, 'dispatch');
    renderWithStore(<SearchResultsPage filterParts={filterParts} />, store);

    expect(screen.getByText('۱۳ محصول پیدا شد')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'فیلتر محصولات' });
    // Without the script the form is a GET to this page, the query and sorting kept.
    expect(form).toHaveAttribute('action', '/search');
    expect(form.querySelector('input[type="hidden"][name="s"]')).toHaveValue('کیف');
    expect(form.querySelector('input[type="hidden"][name="orderby"]')).toHaveValue('price');
    expect(within(form).getByRole('checkbox', { name: 'مشکی (۵)' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'از' })).toHaveValue('۱۰۰٬۰۰۰');
    expect(screen.getByRole('link', { name: /۲/ })).toHaveAttribute(
      'href',
      `/search?s=${encodeURIComponent('کیف')}&orderby=price&filter_color=black&min_price=100000&page=2`,
    );

    await userEvent.click(within(form).getByRole('checkbox', { name: 'قهوه‌ای (۳)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'اعمال فیلترها' }));
    expect(dispatch).toHaveBeenCalledWith(
      refine(
        `/search?s=${encodeURIComponent('کیف')}&orderby=price&min_price=100000&filter_color=black,brown`,
      ),
    );
  });

  it('keeps the filters on screen when they leave nothing, to be loosened', () => {
    const store = showPage(`?s=${encodeURIComponent('کیف')}&filter_stock_status=instock`);
    const key = resultsKey('کیف', 1, 'relevance', 'filter_stock_status=instock');
    store.dispatch(resultsLoaded({ key, products: [], total: 0, totalPages: 0 }));
    renderWithStore(<SearchResultsPage filterParts={filterParts} />, store);

    expect(screen.getByText('با این فیلترها محصولی پیدا نشد.')).toBeInTheDocument();
    expect(screen.queryByText(/چیزی با جستجوی شما جور نبود/)).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'فیلتر محصولات' });
    expect(within(form).getByRole('checkbox', { name: 'فقط کالاهای موجود' })).toBeChecked();
    expect(within(form).getByRole('link', { name: 'حذف فیلترها' })).toHaveAttribute(
      'href',
      `/search?s=${encodeURIComponent('کیف')}`,
    );
  });
});
