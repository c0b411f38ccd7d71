// The carousel saga: featured products loaded once without variations, the 1-second clock that
// advances on the fifth tick and wraps, restarts on a press or swipe, holds while the search
// dropdown is open, and pausing by button, hover, focus or reduced motion.
import { getProducts } from '../../api/store';
import { makeTestStore } from '../../app/testing';
import { dropdownClosed, suggestionsRequested } from '../search';
import { RING_RESTART_MS, TICK_MS } from './rules';
import { MAX_SLIDES } from '../../../contracts/homePage';
import { carouselSaga, REDUCED_MOTION_QUERY } from './sagas';
import { selectCarousel } from './selectors';
import {
  carouselMounted,
  carouselUnmounted,
  focusChanged,
  hoverChanged,
  nextPressed,
  pausePressed,
  playPressed,
  previousPressed,
  slideSwiped,
} from './slice';
import { SLIDE_FIELDS, type SlideProduct } from './slides';
import { fakeEnvironment } from './testSupport';

jest.mock('../../api/store', () => ({ getProducts: jest.fn() }));
jest.mock('../../api/wp', () => ({
  ...jest.requireActual<object>('../../api/wp'),
  errorMessage: () => 'خطا در اتصال',
}));

const mockedGetProducts = jest.mocked(getProducts);
const ID = 'amazing';

function product(id: number, fields: Partial<SlideProduct> = {}): SlideProduct {
  return {
    id,
    name: `محصول ${id}`,
    slug: `p-${id}`,
    type: 'simple',
    prices: {
      price: '800000',
      regular_price: '1000000',
      sale_price: '800000',
      price_range: null,
      currency_code: 'IRT',
      currency_symbol: 'تومان',
      currency_minor_unit: 0,
      currency_decimal_separator: '.',
      currency_thousand_separator: '٬',
      currency_prefix: '',
      currency_suffix: ' تومان',
    },
    images: [],
    on_sale: true,
    is_purchasable: true,
    is_in_stock: true,
    has_options: false,
    extensions: {},
    ...fields,
  };
}

const THREE = [product(11), product(12), product(13)];

async function start(
  options: { answers?: Record<string, boolean>; products?: SlideProduct[] } = {},
) {
  mockedGetProducts.mockResolvedValue({
    items: options.products ?? THREE,
    total: 3,
    totalPages: 1,
  } as Awaited<ReturnType<typeof getProducts>>);
  const { env, query } = fakeEnvironment(options.answers);
  const { store, task } = makeTestStore({ saga: carouselSaga, args: [env] });
  store.dispatch(carouselMounted({ id: ID }));
  await jest.advanceTimersByTimeAsync(0);
  const view = () => selectCarousel(store.getState(), ID);
  const seconds = (count: number) => jest.advanceTimersByTimeAsync(count * TICK_MS);
  return { store, task: task!, view, seconds, query };
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
  mockedGetProducts.mockReset();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('carouselSaga: slides', () => {
  it('loads the featured products once, without their variations', async () => {
    const { view, task } = await start();
    expect(mockedGetProducts).toHaveBeenCalledWith(
      { featured: true, per_page: MAX_SLIDES },
      SLIDE_FIELDS,
    );
    expect(SLIDE_FIELDS).not.toContain('variations');
    expect(view().status).toBe('loaded');
    expect(view().slides.map((slide) => slide.id)).toEqual([11, 12, 13]);
    task.cancel();
  });

  it('records the Persian message when loading fails', async () => {
    const { env } = fakeEnvironment();
    mockedGetProducts.mockRejectedValue(new Error('offline'));
    const { store, task } = makeTestStore({ saga: carouselSaga, args: [env] });
    store.dispatch(carouselMounted({ id: ID }));
    await jest.advanceTimersByTimeAsync(0);
    expect(selectCarousel(store.getState(), ID)).toMatchObject({
      status: 'failed',
      error: 'خطا در اتصال',
    });
    task!.cancel();
  });
});

describe('carouselSaga: the clock', () => {
  it('counts 1-second ticks and advances on the fifth', async () => {
    const { view, seconds, task } = await start();
    for (const expected of [1, 2, 3, 4]) {
      await seconds(1);
      expect(view()).toMatchObject({ ticks: expected, active: 0 });
    }
    await jest.advanceTimersByTimeAsync(TICK_MS - 1);
    expect(view().active).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(view()).toMatchObject({ ticks: 0, active: 1, lastChange: 'auto' });
    await seconds(5);
    expect(view().active).toBe(2);
    task.cancel();
  });

  it('wraps from the last slide to the first by itself', async () => {
    const { view, seconds, task } = await start();
    await seconds(15);
    expect(view().active).toBe(0);
    await seconds(5);
    expect(view().active).toBe(1);
    task.cancel();
  });

  it('wraps both ways with next and previous', async () => {
    const { store, view, task } = await start();
    store.dispatch(previousPressed({ id: ID }));
    expect(view()).toMatchObject({ active: 2, lastChange: 'shopper' });
    store.dispatch(nextPressed({ id: ID }));
    expect(view().active).toBe(0);
    store.dispatch(nextPressed({ id: ID }));
    store.dispatch(nextPressed({ id: ID }));
    store.dispatch(nextPressed({ id: ID }));
    expect(view().active).toBe(0);
    task.cancel();
  });

  it('restarts the count on next and previous: the advance comes 5 s after the press', async () => {
    const { store, view, seconds, task } = await start();
    await seconds(3);
    await jest.advanceTimersByTimeAsync(500);
    expect(view().ticks).toBe(3);
    store.dispatch(nextPressed({ id: ID }));
    expect(view()).toMatchObject({ active: 1, ticks: 0 });
    // The old clock would have ticked 500 ms later; the fresh one ticks a full second after the press.
    await jest.advanceTimersByTimeAsync(999);
    expect(view().ticks).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(view().ticks).toBe(1);
    await jest.advanceTimersByTimeAsync(4 * TICK_MS - 1);
    expect(view().active).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(view().active).toBe(2);

    await seconds(2);
    store.dispatch(previousPressed({ id: ID }));
    expect(view()).toMatchObject({ active: 1, ticks: 0 });
    await jest.advanceTimersByTimeAsync(5 * TICK_MS - 1);
    expect(view().active).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(view().active).toBe(2);
    task.cancel();
  });

  it('a swipe to another slide counts as the shopper moving it', async () => {
    const { store, view, seconds, task } = await start();
    await seconds(4);
    store.dispatch(slideSwiped({ id: ID, index: 2 }));
    expect(view()).toMatchObject({ active: 2, ticks: 0, lastChange: 'shopper' });
    await seconds(4);
    expect(view().active).toBe(2);
    task.cancel();
  });

  it('holds while the search results dropdown is open, then goes on', async () => {
    const { store, view, seconds, task } = await start();
    await seconds(2);
    store.dispatch(suggestionsRequested('کیف'));
    await seconds(12);
    expect(view()).toMatchObject({ active: 0, ticks: 2 });
    store.dispatch(dropdownClosed());
    await seconds(2);
    expect(view()).toMatchObject({ active: 0, ticks: 4 });
    await seconds(1);
    expect(view().active).toBe(1);
    task.cancel();
  });

  it('restarts the ring animation 100 ms after every change', async () => {
    const { store, view, seconds, task } = await start();
    expect(view().ringRunning).toBe(true);
    await seconds(5);
    expect(view()).toMatchObject({ active: 1, ringRunning: false });
    await jest.advanceTimersByTimeAsync(RING_RESTART_MS - 1);
    expect(view().ringRunning).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(view().ringRunning).toBe(true);

    store.dispatch(nextPressed({ id: ID }));
    expect(view().ringRunning).toBe(false);
    await jest.advanceTimersByTimeAsync(50);
    // A second press inside the 100 ms starts the wait again.
    store.dispatch(previousPressed({ id: ID }));
    await jest.advanceTimersByTimeAsync(RING_RESTART_MS - 1);
    expect(view().ringRunning).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(view().ringRunning).toBe(true);
    task.cancel();
  });
});

describe('carouselSaga: pausing', () => {
  it('the pause button stops the count and the countdown clock; play resumes both', async () => {
    const { store, view, seconds, task } = await start();
    await seconds(2);
    store.dispatch(pausePressed({ id: ID }));
    const frozenAt = view().now;
    await seconds(20);
    expect(view()).toMatchObject({ active: 0, ticks: 2, now: frozenAt });
    store.dispatch(playPressed({ id: ID }));
    await seconds(3);
    expect(view()).toMatchObject({ active: 1, ticks: 0 });
    expect(view().now).toBe(Date.now());
    task.cancel();
  });

  it('hover and keyboard focus hold the count but not the offer countdown', async () => {
    const { store, view, seconds, task } = await start();
    store.dispatch(hoverChanged({ id: ID, inside: true }));
    await seconds(8);
    expect(view()).toMatchObject({ active: 0, ticks: 0, now: Date.now() });
    store.dispatch(focusChanged({ id: ID, inside: true }));
    store.dispatch(hoverChanged({ id: ID, inside: false }));
    await seconds(8);
    expect(view().active).toBe(0);
    store.dispatch(focusChanged({ id: ID, inside: false }));
    await seconds(5);
    expect(view().active).toBe(1);
    task.cancel();
  });

  it('starts paused under prefers-reduced-motion, and play starts it', async () => {
    const { store, view, seconds, task } = await start({
      answers: { [REDUCED_MOTION_QUERY]: true },
    });
    expect(view().paused.reducedMotion).toBe(true);
    const startedAt = view().now;
    expect(startedAt).toBe(Date.now());
    await seconds(12);
    expect(view()).toMatchObject({ active: 0, ticks: 0, now: startedAt });
    store.dispatch(playPressed({ id: ID }));
    await seconds(5);
    expect(view().active).toBe(1);
    task.cancel();
  });

  it('follows the preference when it changes while the page is open', async () => {
    const { view, seconds, query, task } = await start();
    query(REDUCED_MOTION_QUERY).set(true);
    await seconds(10);
    expect(view()).toMatchObject({ active: 0, ticks: 0 });
    query(REDUCED_MOTION_QUERY).set(false);
    await seconds(5);
    expect(view().active).toBe(1);
    task.cancel();
  });
});

describe('carouselSaga: layout and lifetime', () => {
  it('shows 3 slides on desktop, 2 on tablet, 1 on mobile, following the viewport', async () => {
    const { view, query, task } = await start({ answers: { '(max-width: 1023px)': true } });
    expect(view().perView).toBe(2);
    query('(max-width: 767px)').set(true);
    expect(view().perView).toBe(1);
    query('(max-width: 767px)').set(false);
    query('(max-width: 1023px)').set(false);
    expect(view().perView).toBe(3);
    task.cancel();
  });

  it('stops its clock and listeners when the carousel leaves the page', async () => {
    const { store, view, seconds, query, task } = await start();
    expect(query(REDUCED_MOTION_QUERY).listenerCount).toBe(1);
    store.dispatch(carouselUnmounted({ id: ID }));
    await seconds(10);
    expect(view().active).toBe(0);
    expect(query(REDUCED_MOTION_QUERY).listenerCount).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
    // Mounted again (React's strict mode does this at once): one clock, slides not fetched twice.
    store.dispatch(carouselMounted({ id: ID }));
    await seconds(5);
    expect(view().active).toBe(1);
    expect(mockedGetProducts).toHaveBeenCalledTimes(1);
    task.cancel();
  });
});
