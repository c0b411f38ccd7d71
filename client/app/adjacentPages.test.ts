// The pages either side of a listing (blog, shop, category), kept with its sorting and filters,
// and the HTTP status of a listing page: 404 past the last page, for an unknown category or a
// page number that is not one, 200 for page 1 of an empty list.
import type { StoreCategory } from '../../contracts/store';
import { listLoaded as blogPageLoaded, listMissing } from '../features/blog';
import { categoriesLoaded, listLoaded as productsLoaded } from '../features/catalog';
import { locationChanged } from '../features/route';
import { selectAdjacentPages } from './adjacentPages';
import { selectPageStatus } from './pageStatus';
import { makePost, makeTestStore } from './testing';

const at = (pathname: string) => locationChanged({ pathname, search: '', hash: '' }, 'start');

const bags: StoreCategory = {
  id: 12,
  name: 'کیف',
  slug: 'bags',
  description: '',
  parent: 0,
  count: 40,
  image: null,
  review_count: 0,
  permalink: '',
};

function storeAt(pathname: string) {
  const { store } = makeTestStore();
  store.dispatch(at(pathname));
  return store;
}

/** Page N of the blog, loaded, of `totalPages` pages. */
function blogAt(page: number, totalPages: number) {
  const store = storeAt(page === 1 ? '/blog/' : `/blog/page/${page}/`);
  store.dispatch(
    blogPageLoaded({ page, posts: [makePost({ slug: `p${page}` })], total: 95, totalPages }),
  );
  return store;
}

function categoryAt(pathname: string, key: string, totalPages: number) {
  const store = storeAt(pathname);
  store.dispatch(categoriesLoaded([bags]));
  store.dispatch(productsLoaded({ key, items: [], total: 40, totalPages }));
  return store;
}

describe('selectAdjacentPages', () => {
  it('names the blog pages either side of the one shown', () => {
    expect(selectAdjacentPages(blogAt(1, 10).getState())).toEqual({ next: '/blog/page/2/' });
    expect(selectAdjacentPages(blogAt(2, 10).getState())).toEqual({
      prev: '/blog/',
      next: '/blog/page/3/',
    });
    expect(selectAdjacentPages(blogAt(10, 10).getState())).toEqual({ prev: '/blog/page/9/' });
  });

  it("names a category's pages by its permalink, and the shop's by /shop/", () => {
    const category = categoryAt('/product-category/bags/page/2/', 'category=bags&page=2&', 3);
    expect(selectAdjacentPages(category.getState())).toEqual({
      prev: '/product-category/bags/',
      next: '/product-category/bags/page/3/',
    });
    const shop = categoryAt('/shop/page/3/', 'category=&page=3&', 3);
    expect(selectAdjacentPages(shop.getState())).toEqual({ prev: '/shop/page/2/' });
  });

  it('keeps the sorting and filters of a listing on its other pages', () => {
    const { store } = makeTestStore();
    const filters = 'orderby=price&filter_color=black';
    store.dispatch(
      locationChanged({ pathname: '/shop/page/2/', search: `?${filters}`, hash: '' }, 'start'),
    );
    store.dispatch(
      productsLoaded({ key: `category=&page=2&${filters}`, items: [], total: 40, totalPages: 3 }),
    );
    expect(selectAdjacentPages(store.getState())).toEqual({
      prev: `/shop/?${filters}`,
      next: `/shop/page/3/?${filters}`,
    });
  });

  it('names none for a single page, a page still loading, a missing page or another page', () => {
    expect(selectAdjacentPages(blogAt(1, 1).getState())).toEqual({});
    expect(selectAdjacentPages(storeAt('/blog/page/2/').getState())).toEqual({});
    expect(selectAdjacentPages(blogAt(4, 3).getState())).toEqual({});
    const unknown = categoryAt('/product-category/nope/page/2/', 'category=nope&page=2&', 3);
    expect(selectAdjacentPages(unknown.getState())).toEqual({});
    expect(selectAdjacentPages(storeAt('/cart').getState())).toEqual({});
  });

  it('gives the same answer object while nothing changes', () => {
    const store = blogAt(2, 10);
    expect(selectAdjacentPages(store.getState())).toBe(selectAdjacentPages(store.getState()));
  });
});

describe('selectPageStatus for listings', () => {
  it('is 404 for a blog page past the last one', () => {
    expect(selectPageStatus(blogAt(3, 3).getState())).toBe(200);
    expect(selectPageStatus(blogAt(4, 3).getState())).toBe(404);
    const tooFar = storeAt('/blog/page/40/');
    expect(selectPageStatus(tooFar.getState())).toBe(200);
    tooFar.dispatch(listMissing(40));
    expect(selectPageStatus(tooFar.getState())).toBe(404);
  });

  it('is 200 for page 1 of an empty blog or category', () => {
    expect(selectPageStatus(blogAt(1, 0).getState())).toBe(200);
    expect(
      selectPageStatus(
        categoryAt('/product-category/bags/', 'category=bags&page=1&', 0).getState(),
      ),
    ).toBe(200);
  });

  it('is 404 for an unknown category once the categories are in', () => {
    const store = storeAt('/product-category/nope/');
    expect(selectPageStatus(store.getState())).toBe(200);
    store.dispatch(categoriesLoaded([bags]));
    expect(selectPageStatus(store.getState())).toBe(404);
  });

  it('is 404 for a shop or category page past the last one', () => {
    const shop = categoryAt('/shop/page/4/', 'category=&page=4&', 3);
    expect(selectPageStatus(shop.getState())).toBe(404);
    const category = categoryAt('/product-category/bags/page/3/', 'category=bags&page=3&', 3);
    expect(selectPageStatus(category.getState())).toBe(200);
  });

  it('is 404 for a page number that is not one', () => {
    expect(selectPageStatus(storeAt('/blog/page/0/').getState())).toBe(404);
    expect(selectPageStatus(storeAt('/shop/page/x/').getState())).toBe(404);
  });
});
