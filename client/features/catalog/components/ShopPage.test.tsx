import { screen, within } from '@testing-library/react';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { locationChanged } from '../../route';
import { categoriesLoaded, listLoaded, listRequested } from '../slice';
import { listKey } from '../shopQuery';
import { makeProduct, toman } from '../testSupport/products';
import { ShopPage } from './ShopPage';

function shopAt(pathname: string) {
  const { store } = makeTestStore();
  store.dispatch(locationChanged({ pathname, search: '', hash: '' }, 'start'));
  return store;
}

describe('ShopPage', () => {
  it('shows a grid of cards: one link each, Persian prices, sale badges, stock', () => {
    const store = shopAt('/shop/');
    const onSale = makeProduct({
      slug: 'sale',
      name: 'کیف چرمی',
      on_sale: true,
      prices: {
        ...toman,
        price: '800000',
        regular_price: '1000000',
        sale_price: '800000',
        price_range: null,
      },
    });
    const soldOut = makeProduct({ slug: 'gone', name: 'کفش', is_in_stock: false });
    store.dispatch(listRequested(listKey({ category: '', page: 1 })));
    store.dispatch(
      listLoaded({
        key: listKey({ category: '', page: 1 }),
        items: [onSale, soldOut],
        total: 2,
        totalPages: 1,
      }),
    );
    renderWithStore(<ShopPage />, store);

    expect(screen.getByRole('heading', { level: 1, name: 'فروشگاه' })).toBeInTheDocument();
    expect(screen.getByText('۲ محصول')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getAllByRole('link')).toHaveLength(1);
    expect(first.getByRole('link', { name: 'کیف چرمی' })).toHaveAttribute('href', '/product/sale');
    expect(first.getByText('۲۰٪ تخفیف')).toBeInTheDocument();
    expect(first.getByRole('deletion')).toHaveTextContent('۱٬۰۰۰٬۰۰۰ تومان');
    expect(first.getByRole('insertion')).toHaveTextContent('۸۰۰٬۰۰۰ تومان');
    expect(within(cards[1]!).getByText('ناموجود')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'صفحه‌های محصولات' })).toBeNull();
  });

  it('titles a category page with the category and links its pages', () => {
    const store = shopAt('/product-category/bags/page/2/');
    store.dispatch(
      categoriesLoaded([
        {
          id: 12,
          name: 'کیف',
          slug: 'bags',
          description: '',
          parent: 0,
          count: 14,
          image: null,
          review_count: 0,
          permalink: '',
        },
      ]),
    );
    store.dispatch(
      listLoaded({
        key: listKey({ category: 'bags', page: 2 }),
        items: [makeProduct({ slug: 'x' })],
        total: 14,
        totalPages: 2,
      }),
    );
    renderWithStore(<ShopPage />, store);
    expect(screen.getByRole('heading', { level: 1, name: 'کیف' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'صفحه‌های محصولات' });
    const links = within(pages).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['صفحهٔ قبلی', '/product-category/bags/'],
      ['صفحهٔ ۱', '/product-category/bags/'],
      ['صفحهٔ ۲', '/product-category/bags/page/2/'],
    ]);
    expect(within(pages).getByRole('link', { name: 'صفحهٔ ۲' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'صفحهٔ ۱' })).not.toHaveAttribute('aria-current');
  });

  it('is the 404 page for a category the shop does not have', () => {
    const store = shopAt('/product-category/nope/');
    store.dispatch(categoriesLoaded([]));
    renderWithStore(<ShopPage />, store);
    expect(screen.getByRole('heading', { level: 1, name: 'صفحه پیدا نشد' })).toBeInTheDocument();
  });

  it('says when it is loading and when nothing matches', () => {
    const store = shopAt('/product-category/none/');
    const view = renderWithStore(<ShopPage />, store);
    expect(screen.getByText('در حال بارگذاری محصولات…')).toBeInTheDocument();
    view.unmount();
    store.dispatch(
      listLoaded({
        key: listKey({ category: 'none', page: 1 }),
        items: [],
        total: 0,
        totalPages: 0,
      }),
    );
    renderWithStore(<ShopPage />, store);
    expect(screen.getByText('محصولی مطابق با انتخاب شما پیدا نشد.')).toBeInTheDocument();
  });
});
