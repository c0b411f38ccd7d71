// The blog feature's effects: requests, timers and history, around its slice.
import type { SagaIterator } from 'redux-saga';
import { call, select, takeEvery } from 'redux-saga/effects';
import { BLOG_PER_PAGE } from '../../../contracts/listingPaths';
import type { WpPost } from '../../../contracts/wp';
import { getPosts, getPostBySlug, WpApiError, type Page as PostsPage } from '../../api/wp';
import { loadOnce } from '../../kernel/loadOnce';
import { errorNotice } from '../notices';
import type { Page } from '../route';
import { selectPage, locationChanged } from '../route';
import { selectBlogPost, type WithBlog } from './selectors';
import {
  blogReloadRequested,
  listFailed,
  listLoaded,
  listMissing,
  listRequested,
  postFailed,
  postLoaded,
  postMissing,
  postRequested,
} from './slice';

/** One page of posts; null when it is past the last page (WordPress answers that with a 400). */
async function postsPage(page: number): Promise<PostsPage<WpPost> | null> {
  try {
    return await getPosts({ page, per_page: BLOG_PER_PAGE });
  } catch (error) {
    if (error instanceof WpApiError && error.code === 'rest_post_invalid_page_number') return null;
    throw error;
  }
}

// One request per page of the list, each loaded once per visit; a second trip reuses it.
const loadList = (page: number) =>
  loadOnce({
    status: (state: WithBlog) => state.blog.pages[page]?.status,
    skipWhen: ['loaded', 'loading', 'missing'],
    requested: listRequested(page),
    request: () => postsPage(page),
    loaded: (answer: PostsPage<WpPost> | null) =>
      answer
        ? listLoaded({
            page,
            posts: answer.items,
            total: answer.total,
            totalPages: answer.totalPages,
          })
        : listMissing(page),
    failed: (message) => listFailed({ page, message }),
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
  if (page.name === 'blog') yield call(loadList, page.page);
  else if (page.name === 'blogPost') yield call(loadPost, page.slug);
}

export function* blogSaga(): SagaIterator {
  yield takeEvery([locationChanged.type, blogReloadRequested.type], loadForPage);
  // Whichever starts first, route or blog saga, the page already shown gets its posts.
  yield call(loadForPage);
}
