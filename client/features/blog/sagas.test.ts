import { makePost, makeTestStore } from '../../app/testing';
import { errorMessage, getAllPosts, getPostBySlug } from '../../api/wp';
import { selectNotices } from '../notices';
import { locationChanged } from '../route';
import { blogSaga } from './sagas';
import { selectBlogList, selectBlogPost } from './selectors';
import { blogReloadRequested } from './slice';

jest.mock('../../api/wp', () => ({
  getAllPosts: jest.fn(),
  getPostBySlug: jest.fn(),
  errorMessage: jest.fn(),
}));

const mockedGetAllPosts = jest.mocked(getAllPosts);
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

describe('blogSaga: the list', () => {
  it('fetches every post when /blog is shown, once per visit', async () => {
    const posts = [makePost({ slug: 'a' }), makePost({ slug: 'b' })];
    mockedGetAllPosts.mockResolvedValue(posts);
    const { store, task } = start();

    store.dispatch(visit('/blog'));
    expect(selectBlogList(store.getState()).status).toBe('loading');
    await settle();

    expect(selectBlogList(store.getState())).toEqual({ status: 'loaded', error: null, posts });
    store.dispatch(visit('/'));
    store.dispatch(visit('/blog'));
    expect(mockedGetAllPosts).toHaveBeenCalledTimes(1);
    task.cancel();
  });

  it('records the Persian message and raises an error notice on failure', async () => {
    const failure = new Error('network down');
    mockedGetAllPosts.mockRejectedValue(failure);
    const { store, task } = start();

    store.dispatch(visit('/blog'));
    await settle();

    expect(mockedErrorMessage).toHaveBeenCalledWith(failure);
    expect(selectBlogList(store.getState())).toMatchObject({ status: 'failed', error: OFFLINE });
    expect(selectNotices(store.getState())).toEqual([
      { id: expect.any(String), kind: 'error', message: OFFLINE },
    ]);
    task.cancel();
  });

  it('tries again when the reader asks to', async () => {
    mockedGetAllPosts.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([]);
    const { store, task } = start();
    store.dispatch(visit('/blog'));
    await settle();
    expect(selectBlogList(store.getState()).status).toBe('failed');

    store.dispatch(blogReloadRequested());
    await settle();
    expect(selectBlogList(store.getState()).status).toBe('loaded');
    expect(mockedGetAllPosts).toHaveBeenCalledTimes(2);
    task.cancel();
  });

  it('does nothing on pages that show no posts', () => {
    const { store, task } = start();
    store.dispatch(visit('/shop'));
    expect(mockedGetAllPosts).not.toHaveBeenCalled();
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
    mockedGetAllPosts.mockResolvedValue([makePost({ slug: 'a' })]);
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
