// The shop and category pages: a grid of cards (one link each, Persian prices, sale badges,
// stock), category titles and page links, 404 for an unknown category, loading and empty states,
// labelled sorting and filters, and add to cart or a way to a variable product's options.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { categoriesLoaded, listKey, listLoaded, listRequested } from '../../catalog';
import { makeProduct, toman } from '../../catalog/testSupport/products';
import { addToCartRequested } from '../../cart';
import { locationChanged } from '../../route';
import { collectionLoaded, filterOptionsLoaded, listingChosen } from '../slice';
import { ShopPage } from './ShopPage';

function shopAt(pathname: string, search = '') {
  const { store } = makeTestStore();
  store.dispatch(locationChanged({ pathname, search, hash: '' }, 'start'));
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
    store.dispatch(listRequested(listKey({ category: '', page: 1, filters: '' })));
    store.dispatch(
      listLoaded({
        key: listKey({ category: '', page: 1, filters: '' }),
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
    // One link to the product; the card's own button adds it to the cart.
    expect(first.getAllByRole('link')).toHaveLength(1);
    expect(first.getByRole('button', { name: 'افزودن «کیف چرمی» به سبد خرید' })).toHaveTextContent(
      'افزودن به سبد خرید',
    );
    expect(first.getByRole('link', { name: 'کیف چرمی' })).toHaveAttribute('href', '/product/sale');
    expect(first.getByText('۲۰٪ تخفیف')).toBeInTheDocument();
    expect(first.getByRole('deletion')).toHaveTextContent('۱٬۰۰۰٬۰۰۰ تومان');
    expect(first.getByRole('insertion')).toHaveTextContent('۸۰۰٬۰۰۰ تومان');
    expect(within(cards[1]!).getByText('ناموجود')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button')).toBeNull();
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
        key: listKey({ category: 'bags', page: 2, filters: '' }),
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
        key: listKey({ category: 'none', page: 1, filters: '' }),
        items: [],
        total: 0,
        totalPages: 0,
      }),
    );
    renderWithStore(<ShopPage />, store);
    expect(screen.getByText('محصولی مطابق با انتخاب شما پیدا نشد.')).toBeInTheDocument();
  });

  it('offers sorting and filters as labelled controls, and passes on the choice made', async () => {
    const store = shopAt('/shop/', '?orderby=price&filter_color=black');
    store.dispatch(
      filterOptionsLoaded([
        {
          taxonomy: 'pa_color',
          name: 'رنگ',
          terms: [
            { id: 10, slug: 'black', name: 'مشکی', count: 12 },
            { id: 11, slug: 'red', name: 'قرمز', count: 3 },
          ],
        },
      ]),
    );
    store.dispatch(
      collectionLoaded({
        key: '?filter_color=black',
        termCounts: { 10: 7 },
        priceRange: { min: 290000, max: 1200000 },
      }),
    );
    const dispatched: unknown[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: Parameters<typeof dispatch>[0]) => {
      dispatched.push(action);
      return dispatch(action);
    }) as typeof store.dispatch;
    renderWithStore(<ShopPage />, store);
    const user = userEvent.setup();

    const sorting = screen.getByRole('combobox', { name: 'مرتب‌سازی' });
    expect(sorting).toHaveValue('price');
    expect(
      within(sorting)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['پیش‌فرض', 'پرفروش‌ترین', 'بیشترین امتیاز', 'جدیدترین', 'ارزان‌ترین', 'گران‌ترین']);
    await user.selectOptions(sorting, 'date');
    expect(dispatched.filter(listingChosen.match).at(-1)?.payload).toMatchObject({
      sorting: 'date',
      terms: { pa_color: ['black'] },
    });

    const form = screen.getByRole('form', { name: 'فیلتر محصولات' });
    // This listing's own counts (collection-data) show, not the shop's, with its price range.
    const counted = within(form).getByRole('group', { name: 'رنگ' });
    expect(within(counted).getByRole('checkbox', { name: 'مشکی (۷)' })).toBeChecked();
    // A colour none of this listing's products has leads nowhere: not offered (issue 25).
    expect(within(counted).queryByRole('checkbox', { name: /^قرمز/ })).toBeNull();
    expect(within(form).getByRole('textbox', { name: 'از' })).toHaveAttribute(
      'placeholder',
      '۲۹۰٬۰۰۰',
    );
    await user.type(within(form).getByRole('textbox', { name: 'تا' }), '۵۰۰٬۰۰۰');
    await user.click(within(form).getByRole('checkbox', { name: 'فقط کالاهای موجود' }));
    await user.click(within(form).getByRole('button', { name: 'اعمال فیلترها' }));
    expect(dispatched.filter(listingChosen.match).at(-1)?.payload).toEqual({
      sorting: 'price',
      minPrice: null,
      maxPrice: 500000,
      terms: { pa_color: ['black'] },
      inStockOnly: true,
    });
    // The phone's disclosure names what it opens.
    const toggle = screen.getByRole('button', { name: 'فیلترها (فعال)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', form.id);
  });

  it('adds a simple card to the cart and sends a variable one to its options', async () => {
    const store = shopAt('/shop/');
    const simple = makeProduct({ id: 501, slug: 'mug', name: 'ماگ' });
    const variable = makeProduct({ id: 502, slug: 'shirt', name: 'پیراهن', type: 'variable' });
    store.dispatch(
      listLoaded({
        key: listKey({ category: '', page: 1, filters: '' }),
        items: [simple, variable],
        total: 2,
        totalPages: 1,
      }),
    );
    const dispatched: unknown[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: Parameters<typeof dispatch>[0]) => {
      dispatched.push(action);
      return dispatch(action);
    }) as typeof store.dispatch;
    renderWithStore(<ShopPage />, store);
    const [mug, shirt] = screen.getAllByRole('article');
    await userEvent
      .setup()
      .click(within(mug!).getByRole('button', { name: 'افزودن «ماگ» به سبد خرید' }));
    expect(dispatched.filter(addToCartRequested.match).map((action) => action.payload)).toEqual([
      // quiet: the card's button shows the outcome; the notice is only spoken.
      { productId: 501, id: 501, quantity: 1, name: 'ماگ', quiet: true },
    ]);
    // While it is on its way the button says so and takes no second click.
    expect(within(mug!).getByRole('button', { name: 'افزودن «ماگ» به سبد خرید' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(shirt!).getByRole('link', { name: 'انتخاب گزینه‌های «پیراهن»' })).toHaveAttribute(
      'href',
      '/product/shirt',
    );
    expect(within(shirt!).queryByRole('button')).toBeNull();
  });
});
