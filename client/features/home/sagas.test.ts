// The home saga asks for the three newest posts once per visit when home is shown, keeps a
// failure in the widget and tries again on request.
import { getPosts } from '../../api/wp';
import type * as Api from '../../api/wp';
import { makePost, makeTestStore } from '../../app/testing';
import { selectNotices } from '../notices';
import { locationChanged } from '../route';
import { LATEST_POSTS_COUNT } from '../../../contracts/homePage';
import { homeSaga } from './sagas';
import { selectLatestPosts } from './selectors';
import { latestPostsReloadRequested } from './slice';

jest.mock('../../api/wp', () => ({
  ...jest.requireActual<typeof Api>('../../api/wp'),
  getPosts: jest.fn(),
  errorMessage: () => 'احتمالاً اتصال شما به اینترنت برقرار نیست.',
}));

const mockedGetPosts = jest.mocked(getPosts);
const visit = (pathname: string) => locationChanged({ pathname, search: '', hash: '' }, 'push');

async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

beforeEach(() => mockedGetPosts.mockReset());

describe('homeSaga', () => {
  it('asks for the three newest posts when the home page is shown, once per visit', async () => {
    const posts = [makePost({ slug: 'a' }), makePost({ slug: 'b' })];
    mockedGetPosts.mockResolvedValue({ items: posts, total: 2, totalPages: 1 });
    const { store, task } = makeTestStore({
      saga: homeSaga,
      preloaded: {
        route: {
          location: { pathname: '/shop', search: '', hash: '' },
          page: { name: 'shop', page: 1 },
          navigations: 0,
        },
      },
    });
    store.dispatch(visit('/blog'));
    expect(mockedGetPosts).not.toHaveBeenCalled();
    // Nor at start-up on another page (the home feature arrives with the first page's chunk).
    const fresh = makeTestStore({
      saga: homeSaga,
      preloaded: {
        route: {
          location: { pathname: '/blog', search: '', hash: '' },
          page: { name: 'blog', page: 1 },
          navigations: 0,
        },
      },
    });
    expect(selectLatestPosts(fresh.store.getState()).status).toBe('idle');
    fresh.task!.cancel();
    store.dispatch(visit('/'));
    expect(selectLatestPosts(store.getState()).status).toBe('loading');
    await settle();
    expect(mockedGetPosts).toHaveBeenCalledWith({ per_page: LATEST_POSTS_COUNT });
    expect(LATEST_POSTS_COUNT).toBe(3);
    expect(selectLatestPosts(store.getState())).toEqual({ status: 'loaded', posts, error: null });
    store.dispatch(visit('/blog'));
    store.dispatch(visit('/'));
    expect(mockedGetPosts).toHaveBeenCalledTimes(1);
    task!.cancel();
  });

  it('keeps the failure in the widget and tries again on request', async () => {
    mockedGetPosts
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ items: [], total: 0, totalPages: 0 });
    const { store, task } = makeTestStore({ saga: homeSaga });
    store.dispatch(visit('/'));
    await settle();
    expect(selectLatestPosts(store.getState())).toMatchObject({
      status: 'failed',
      error: 'احتمالاً اتصال شما به اینترنت برقرار نیست.',
    });
    expect(selectNotices(store.getState())).toEqual([]);
    store.dispatch(latestPostsReloadRequested());
    await settle();
    expect(selectLatestPosts(store.getState()).status).toBe('loaded');
    task!.cancel();
  });
});
