// What the current page is about, from the store: the product, post or category its data named,
// or just the route's page while (or when) there is none. Title, description, canonical URL and
// structured data are all read from this one answer.
import { createSelector } from '@reduxjs/toolkit';
import { shallowEqual } from 'react-redux';
import type { StoreCategory, StoreProduct } from '../../../contracts/store';
import type { WpPage, WpPost } from '../../../contracts/wp';
import { selectBlogPageMissing, selectBlogPost } from '../../features/blog';
import { selectProductPage, selectShopPageMissing, selectShopView } from '../../features/catalog';
import type { Page } from '../../features/route';
import { selectSitePage } from '../../features/sitePage';
import { selectPage } from '../../features/route';
import type { RootState } from '../store';

export type PageSubject =
  | { kind: 'product'; product: StoreProduct }
  | { kind: 'post'; post: WpPost }
  /** One of the site's own pages (about, returns…). */
  | { kind: 'sitePage'; page: WpPage }
  /** A product category's listing; `page` counts from 1. */
  | { kind: 'category'; category: StoreCategory; page: number }
  | { kind: 'shop'; page: number }
  | { kind: 'blog'; page: number }
  /** A product, post, category or listing page the shop does not have: a 404. */
  | { kind: 'missing'; page: Page }
  | { kind: 'other'; page: Page };

export const selectPageSubject = createSelector(
  [
    selectPage,
    (state: RootState) => state.catalog,
    // The blog's slice arrives with the blog's pages; it is only read on a post's page.
    (state: RootState) => state.blog,
    selectShopView,
    selectShopPageMissing,
    selectBlogPageMissing,
    (state: RootState) => state.sitePages,
  ],
  (page, catalog, blog, shop, shopMissing, blogMissing, sitePages): PageSubject => {
    switch (page.name) {
      case 'product': {
        const view = selectProductPage({ catalog }, page.slug);
        if (view.product) return { kind: 'product', product: view.product };
        return view.status === 'missing' ? { kind: 'missing', page } : { kind: 'other', page };
      }
      case 'blogPost': {
        const view = selectBlogPost({ blog }, page.slug);
        if (view.post) return { kind: 'post', post: view.post };
        return view.status === 'missing' ? { kind: 'missing', page } : { kind: 'other', page };
      }
      case 'sitePage': {
        const view = selectSitePage({ sitePages }, page.slug);
        if (view.page) return { kind: 'sitePage', page: view.page };
        return view.status === 'missing' ? { kind: 'missing', page } : { kind: 'other', page };
      }
      case 'shop':
        if (shopMissing) return { kind: 'missing', page };
        // A category's listing is the shop page with a category (/product-category/{slug}/).
        return shop.category
          ? { kind: 'category', category: shop.category, page: page.page }
          : { kind: 'shop', page: page.page };
      case 'blog':
        // A blog page past the last one.
        return blogMissing ? { kind: 'missing', page } : { kind: 'blog', page: page.page };
      default:
        return { kind: 'other', page };
    }
  },
  {
    // The catalogue changes on every quantity or gallery click; the subject (the same product
    // object) does not, so neither does the title or head made from it.
    memoizeOptions: { resultEqualityCheck: shallowEqual },
  },
);
