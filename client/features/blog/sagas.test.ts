// The blog saga: 10 posts per page, each page fetched once per visit, a page past the last
// marked missing as WordPress says, a post by its slug (or reused from the list), and failures
// recorded in Persian with a notice and a retry.
import type { WpPost } from '../../../contracts/wp';
import { makePost, makeTestStore } from '../../app/testing';
import { errorMessage, getPostBySlug, getPosts, WpApiError } from '../../api/wp';
import { selectNotices } from '../notices';
import { locationChanged } from '../route';
import { blogSaga } from './sagas';
import { selectBlogList, selectBlogPageMissing, selectBlogPost } from './selectors';
import { blogReloadRequested } from './slice';

jest.mock('../../api/wp', () => ({
  getPosts: jest.fn(),
  getPostBySlug: jest.fn(),
  errorMessage: jest.fn(),
  WpApiError: jest.requireActual('../../api/errors').WpApiError,
}));

const mockedGetPosts = jest.mocked(getPosts);
const mockedGetPostBySlug = jest.mocked(getPostBySlug);
const mockedErrorMessage = jest.mocked(errorMessage);
const OFFLINE = 'احتمالاً اتصال شما به اینترنت برقرار نیست.';

const visit = (pathname: string) => locationChanged({ pathname, search: '', hash: '' }, 'push');

function start() {
  const { store, task } = makeTestStore({ saga: blogSaga });
  return { store, task: task! };
}

/** Lets the saga's awaited API promise settle (a few microtask turns, no timers). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

beforeEach(() => {
  jest.resetAllMocks();
  mockedErrorMessage.mockReturnValue(OFFLINE);
});

const pageOf = (posts: WpPost[], total = posts.length, totalPages = 1) => ({
  items: posts,
  total,
  totalPages,
});

describe('blogSaga: the list', () => {
  it('asks for 10 posts of the page shown, each page once per visit', async () => {
    const posts = [makePost({ slug: 'a' }), makePost({ slug: 'b' })];
    mockedGetPosts.mockResolvedValue(pageOf(posts, 23, 3));
    const { store, task } = start();

    store.dispatch(visit('/blog/page/2/'));
    expect(selectBlogList(store.getState()).status).toBe('loading');
    await settle();

    expect(mockedGetPosts).toHaveBeenCalledWith({ page: 2, per_page: 10 });
    expect(selectBlogList(store.getState())).toEqual({
      page: 2,
      status: 'loaded',
      error: null,
      posts,
      total: 23,
      totalPages: 3,
    });
    store.dispatch(visit('/'));
    store.dispatch(visit('/blog/page/2'));
    expect(mockedGetPosts).toHaveBeenCalledTimes(1);
    store.dispatch(visit('/blog/'));
    await settle();
    expect(mockedGetPosts).toHaveBeenLastCalledWith({ page: 1, per_page: 10 });
    expect(mockedGetPosts).toHaveBeenCalledTimes(2);
    task.cancel();
  });

  it("marks a page past the last as missing, from WordPress's invalid page error", async () => {
    mockedGetPosts.mockRejectedValue(
      new WpApiError('rest_post_invalid_page_number', 'too far', 400),
    );
    const { store, task } = start();
    store.dispatch(visit('/blog/page/99/'));
    await settle();
    expect(selectBlogList(store.getState()).status).toBe('missing');
    expect(selectBlogPageMissing(store.getState())).toBe(true);
    expect(selectNotices(store.getState())).toEqual([]);
    store.dispatch(visit('/'));
    store.dispatch(visit('/blog/page/99/'));
    expect(mockedGetPosts).toHaveBeenCalledTimes(1);
    task.cancel();
  });

  it('keeps page 1 of an empty blog, and no other page', async () => {
    mockedGetPosts.mockResolvedValue(pageOf([], 0, 0));
    const { store, task } = start();
    store.dispatch(visit('/blog/'));
    await settle();
    expect(selectBlogPageMissing(store.getState())).toBe(false);
    store.dispatch(visit('/blog/page/2/'));
    await settle();
    expect(selectBlogPageMissing(store.getState())).toBe(true);
    task.cancel();
  });

  it('records the Persian message and raises an error notice on failure', async () => {
    const failure = new Error('network down');
    mockedGetPosts.mockRejectedValue(failure);
    const { store, task } = start();

    store.dispatch(visit('/blog'));
    await settle();

    expect(mockedErrorMessage).toHaveBeenCalledWith(failure);
    expect(selectBlogList(store.getState())).toMatchObject({ status: 'failed', error: OFFLINE });
    expect(selectBlogPageMissing(store.getState())).toBe(false);
    expect(selectNotices(store.getState())).toEqual([
      { id: expect.any(String), kind: 'error', message: OFFLINE },
    ]);
    task.cancel();
  });

  it('tries again when the reader asks to', async () => {
    mockedGetPosts.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(pageOf([]));
    const { store, task } = start();
    store.dispatch(visit('/blog'));
    await settle();
    expect(selectBlogList(store.getState()).status).toBe('failed');

    store.dispatch(blogReloadRequested());
    await settle();
    expect(selectBlogList(store.getState()).status).toBe('loaded');
    expect(mockedGetPosts).toHaveBeenCalledTimes(2);
    task.cancel();
  });

  it('does nothing on pages that show no posts', () => {
    const { store, task } = start();
    store.dispatch(visit('/shop'));
    expect(mockedGetPosts).not.toHaveBeenCalled();
    expect(mockedGetPostBySlug).not.toHaveBeenCalled();
    task.cancel();
  });
});

describe('blogSaga: one post', () => {
  it('fetches a post by its slug when landing on it', async () => {
    const post = makePost({ slug: 'سلام' });
    mockedGetPostBySlug.mockResolvedValue(post);
    const { store, task } = start();

    store.dispatch(visit('/blog/%D8%B3%D9%84%D8%A7%D9%85'));
    expect(selectBlogPost(store.getState(), 'سلام').status).toBe('loading');
    await settle();

    expect(mockedGetPostBySlug).toHaveBeenCalledWith('سلام');
    expect(selectBlogPost(store.getState(), 'سلام')).toEqual({
      status: 'loaded',
      post,
      error: null,
    });
    task.cancel();
  });

  it('reuses a post the list already brought', async () => {
    mockedGetPosts.mockResolvedValue(pageOf([makePost({ slug: 'a' })]));
    const { store, task } = start();
    store.dispatch(visit('/blog'));
    await settle();
    store.dispatch(visit('/blog/a'));
    expect(mockedGetPostBySlug).not.toHaveBeenCalled();
    expect(selectBlogPost(store.getState(), 'a').status).toBe('loaded');
    task.cancel();
  });

  it('marks an unknown slug as missing, without a notice', async () => {
    mockedGetPostBySlug.mockResolvedValue(null);
    const { store, task } = start();
    store.dispatch(visit('/blog/nope'));
    await settle();
    expect(selectBlogPost(store.getState(), 'nope').status).toBe('missing');
    expect(selectNotices(store.getState())).toEqual([]);
    task.cancel();
  });

  it('records a failure with the Persian message and a notice', async () => {
    mockedGetPostBySlug.mockRejectedValue(new Error('500'));
    const { store, task } = start();
    store.dispatch(visit('/blog/x'));
    await settle();
    expect(selectBlogPost(store.getState(), 'x')).toEqual({
      status: 'failed',
      post: null,
      error: OFFLINE,
    });
    expect(selectNotices(store.getState()).map((notice) => notice.message)).toEqual([OFFLINE]);
    task.cancel();
  });
});
