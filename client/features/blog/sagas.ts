import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { WpPost } from '../../../contracts/wp';
import { errorMessage, getAllPosts, getPostBySlug } from '../../api/wp';
import { noticeAdded } from '../notices/slice';
import type { Page } from '../route/routes';
import { selectPage } from '../route/selectors';
import { locationChanged } from '../route/slice';
import { selectBlogList, selectBlogPost, type BlogListView, type BlogPostView } from './selectors';
import {
  blogReloadRequested,
  listFailed,
  listLoaded,
  listRequested,
  postFailed,
  postLoaded,
  postMissing,
  postRequested,
} from './slice';

function* loadList(): SagaIterator {
  const list: BlogListView = yield select(selectBlogList);
  // Loaded once per visit; a second trip to /blog reuses it.
  if (list.status === 'loading' || list.status === 'loaded') return;
  yield put(listRequested());
  try {
    const posts: WpPost[] = yield call(getAllPosts);
    yield put(listLoaded(posts));
  } catch (error) {
    const message = errorMessage(error);
    yield put(listFailed(message));
    yield put(noticeAdded({ kind: 'error', message }));
  }
}

function* loadPost(slug: string): SagaIterator {
  const current: BlogPostView = yield select(selectBlogPost, slug);
  if (current.status === 'loaded' || current.status === 'loading' || current.status === 'missing') {
    return;
  }
  yield put(postRequested(slug));
  try {
    const post: WpPost | null = yield call(getPostBySlug, slug);
    yield put(post ? postLoaded({ slug, post }) : postMissing(slug));
  } catch (error) {
    const message = errorMessage(error);
    yield put(postFailed({ slug, message }));
    yield put(noticeAdded({ kind: 'error', message }));
  }
}

function* loadForPage(): SagaIterator {
  const page: Page = yield select(selectPage);
  if (page.name === 'blog') yield call(loadList);
  else if (page.name === 'blogPost') yield call(loadPost, page.slug);
}

export function* blogSaga(): SagaIterator {
  yield takeEvery([locationChanged.type, blogReloadRequested.type], loadForPage);
  // Whichever starts first, route or blog saga, the page already shown gets its posts.
  yield call(loadForPage);
}
