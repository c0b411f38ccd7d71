import type { SagaIterator } from 'redux-saga';
import { call, select, takeEvery } from 'redux-saga/effects';
import type { WpPost } from '../../../contracts/wp';
import { getAllPosts, getPostBySlug } from '../../api/wp';
import { errorNotice, loadOnce } from '../../app/sagas/loadOnce';
import type { Page } from '../route';
import { selectPage, locationChanged } from '../route';
import { selectBlogList, selectBlogPost, type WithBlog } from './selectors';
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

// Loaded once per visit; a second trip to /blog reuses it.
const loadList = () =>
  loadOnce({
    status: (state: WithBlog) => selectBlogList(state).status,
    requested: listRequested(),
    request: getAllPosts,
    loaded: listLoaded,
    failed: listFailed,
    report: errorNotice,
  });

const loadPost = (slug: string) =>
  loadOnce({
    status: (state: WithBlog) => selectBlogPost(state, slug).status,
    skipWhen: ['loaded', 'loading', 'missing'],
    requested: postRequested(slug),
    request: () => getPostBySlug(slug),
    loaded: (post: WpPost | null) => (post ? postLoaded({ slug, post }) : postMissing(slug)),
    failed: (message) => postFailed({ slug, message }),
    report: errorNotice,
  });

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
