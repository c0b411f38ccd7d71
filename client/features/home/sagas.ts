// The latest posts widget: three posts from wp/v2/posts (newest first, as WordPress orders them)
// when the home page is shown, once per visit.
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { LATEST_POSTS_COUNT } from '../../../contracts/homePage';
import type { WpPost } from '../../../contracts/wp';
import { errorMessage, getPosts, type Page } from '../../api/wp';
import type { Page as RoutePage } from '../route/routes';
import { selectPage } from '../route/selectors';
import { locationChanged } from '../route/slice';
import { selectLatestPosts } from './selectors';
import {
  latestPostsFailed,
  latestPostsLoaded,
  latestPostsReloadRequested,
  latestPostsRequested,
  type HomeState,
} from './slice';

function* loadLatestPosts(): SagaIterator {
  const page: RoutePage = yield select(selectPage);
  if (page.name !== 'home') return;
  const latest: HomeState['latestPosts'] = yield select(selectLatestPosts);
  if (latest.status === 'loading' || latest.status === 'loaded') return;
  yield put(latestPostsRequested());
  try {
    const result: Page<WpPost> = yield call(getPosts, { per_page: LATEST_POSTS_COUNT });
    yield put(latestPostsLoaded(result.items));
  } catch (error) {
    // The widget says so itself; a failed side widget is not worth a page-wide notice.
    yield put(latestPostsFailed(errorMessage(error)));
  }
}

// No load at start-up: until the route saga announces the first location the route state still
// says "home" for every URL, and /blog would fetch the widget's posts for nothing. The route saga
// is forked after this one, so its start-up announcement is heard.
export function* homeSaga(): SagaIterator {
  yield takeEvery([locationChanged.type, latestPostsReloadRequested.type], loadLatestPosts);
}
