// The latest posts widget: three posts from wp/v2/posts (newest first, as WordPress orders them)
// when the home page is shown, once per visit.
import type { SagaIterator } from 'redux-saga';
import { all, call, select, takeEvery } from 'redux-saga/effects';
import { getProducts } from '../../api/store';
import {
  AMAZING_CAROUSEL_ID,
  loadCarouselSlides,
  SLIDE_FIELDS,
  toSlide,
  type CarouselSlide,
} from '../carousel';
import { LATEST_POSTS_COUNT, NEW_PRODUCTS_COUNT } from '../../../contracts/homePage';
import type { WpPost } from '../../../contracts/wp';
import { getPosts, type Page } from '../../api/wp';
import { loadOnce } from '../../kernel/loadOnce';
import type { Page as RoutePage } from '../route';
import { selectPage, locationChanged } from '../route';
import { selectLatestPosts, type WithHome } from './selectors';
import {
  latestPostsFailed,
  latestPostsLoaded,
  latestPostsReloadRequested,
  latestPostsRequested,
  newProductsFailed,
  newProductsLoaded,
  newProductsRequested,
} from './slice';

/** The newest products, as WooCommerce's "newest products" block asks for them. */
function* loadNewProducts(): SagaIterator {
  // A missing row is no reason for a notice: the home page has the rest.
  yield call(loadOnce<WithHome, CarouselSlide[]>, {
    status: (state) => state.home.newProducts.status,
    requested: newProductsRequested(),
    request: async () => {
      const page = await getProducts(
        { orderby: 'date', order: 'desc', per_page: NEW_PRODUCTS_COUNT },
        SLIDE_FIELDS,
      );
      return page.items.map(toSlide);
    },
    loaded: newProductsLoaded,
    failed: () => newProductsFailed(),
  });
}

function* loadLatestPosts(): SagaIterator {
  const page: RoutePage = yield select(selectPage);
  if (page.name !== 'home') return;
  // On failure the widget says so itself; a failed side widget is not worth a page-wide notice.
  yield call(loadOnce<WithHome, Page<WpPost>>, {
    status: (state) => selectLatestPosts(state).status,
    requested: latestPostsRequested(),
    request: () => getPosts({ per_page: LATEST_POSTS_COUNT }),
    loaded: (result) => latestPostsLoaded(result.items),
    failed: latestPostsFailed,
  });
}

/** What the home page shows: the latest posts and the carousel's featured products. */
function* loadForPage(): SagaIterator {
  const page: RoutePage = yield select(selectPage);
  if (page.name !== 'home') return;
  yield all([
    call(loadLatestPosts),
    call(loadCarouselSlides, AMAZING_CAROUSEL_ID),
    call(loadNewProducts),
  ]);
}

// The home feature arrives with the home page's chunk, after the store (and the route) exist, so
// it loads for the page already shown as well as for later visits. On the server this is how the
// page's data arrives before it is rendered.
export function* homeSaga(): SagaIterator {
  yield takeEvery(locationChanged.type, loadForPage);
  yield takeEvery(latestPostsReloadRequested.type, loadLatestPosts);
  yield call(loadForPage);
}
