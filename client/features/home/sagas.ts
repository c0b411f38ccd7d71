// The latest posts widget: three posts from wp/v2/posts (newest first, as WordPress orders them)
// when the home page is shown, once per visit.
import type { SagaIterator } from 'redux-saga';
import { call, select, takeEvery } from 'redux-saga/effects';
import { LATEST_POSTS_COUNT } from '../../../contracts/homePage';
import type { WpPost } from '../../../contracts/wp';
import { getPosts, type Page } from '../../api/wp';
import { loadOnce } from '../../app/sagas/loadOnce';
import type { Page as RoutePage } from '../route';
import { selectPage, locationChanged } from '../route';
import { selectLatestPosts, type WithHome } from './selectors';
import {
  latestPostsFailed,
  latestPostsLoaded,
  latestPostsReloadRequested,
  latestPostsRequested,
} from './slice';

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

// No load at start-up: until the route saga announces the first location the route state still
// says "home" for every URL, and /blog would fetch the widget's posts for nothing. The route saga
// is forked after this one, so its start-up announcement is heard.
export function* homeSaga(): SagaIterator {
  yield takeEvery([locationChanged.type, latestPostsReloadRequested.type], loadLatestPosts);
}
