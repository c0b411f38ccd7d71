// The root saga keeps the carousel ticking when another feature throws, and restarts that
// feature.
import type { SagaIterator, Task } from 'redux-saga';
import { take } from 'redux-saga/effects';
import { getProducts } from '../api/store';
import { carouselMounted } from '../features/carousel';
import { selectCarousel } from '../features/carousel';
import { TICK_MS } from '../features/carousel';
import { everyFeatureSaga as rootSaga, loadEveryPageModule } from './pages/testSupport';
import { makeTestStore } from './testing';

// The blog saga stands in for any feature with a bug: it throws on the test's action.
jest.mock('../features/blog/sagas', () => ({
  blogSaga: function* failingBlogSaga(): SagaIterator {
    yield take('test/blogBroke');
    throw new Error('blog broke');
  },
}));
jest.mock('../api/store', () => ({
  ...jest.requireActual<object>('../api/store'),
  getProducts: jest.fn(),
}));

let task: Task | null = null;

beforeAll(loadEveryPageModule);

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
  jest.mocked(getProducts).mockResolvedValue({ items: [], total: 0, totalPages: 0 });
  window.history.replaceState(null, '', '/no-such-page');
});

afterEach(() => {
  task?.cancel();
  task = null;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('rootSaga', () => {
  it('keeps the carousel ticking when another feature throws, and restarts that feature', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = makeTestStore({ saga: rootSaga });
    task = started.task;
    const { store } = started;
    store.dispatch(carouselMounted({ id: 'amazing' }));
    await jest.advanceTimersByTimeAsync(TICK_MS);
    const before = selectCarousel(store.getState(), 'amazing').now;

    store.dispatch({ type: 'test/blogBroke' });
    expect(logged).toHaveBeenCalledWith(
      'Saga "blog" failed; restarting it.',
      new Error('blog broke'),
    );
    await jest.advanceTimersByTimeAsync(3 * TICK_MS);
    expect(selectCarousel(store.getState(), 'amazing').now).toBe(before + 3 * TICK_MS);

    // Restarted: the blog saga is listening again and fails (and is logged) a second time.
    store.dispatch({ type: 'test/blogBroke' });
    expect(logged).toHaveBeenCalledTimes(2);
    expect(task?.isRunning()).toBe(true);
  });
});
