// The HTTP status a server-rendered page is sent with, decided from the store once the page's
// data has arrived: an unknown product, post, page or category is a 404 with the 404 page.
import { selectBlogPageMissing, selectBlogPost } from '../features/blog';
import { selectProductPage, selectShopPageMissing } from '../features/catalog';
import { selectSitePage } from '../features/sitePage';
import type { RootState } from './store';

export type PageStatus = 200 | 404;

export function selectPageStatus(state: RootState): PageStatus {
  const page = state.route.page;
  switch (page.name) {
    case 'notFound':
      return 404;
    case 'product':
      return selectProductPage(state, page.slug).status === 'missing' ? 404 : 200;
    case 'blogPost':
      return selectBlogPost(state, page.slug).status === 'missing' ? 404 : 200;
    case 'sitePage':
      return selectSitePage(state, page.slug).status === 'missing' ? 404 : 200;
    case 'blog':
      // A blog page past the last one.
      return selectBlogPageMissing(state) ? 404 : 200;
    case 'shop':
      // An unknown category, or a shop or category page past the last one.
      return selectShopPageMissing(state) ? 404 : 200;
    default:
      return 200;
  }
}
