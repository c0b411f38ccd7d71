// The carousel's side effects: its 1-second clock (an event channel, never a component timer),
// the featured products it shows, the viewport and reduced-motion media queries, and the ring's
// 100 ms restart. Each mounted carousel runs as its own task, cancelled when it leaves the page.
import {
  eventChannel,
  type Channel,
  type EventChannel,
  type SagaIterator,
  type Task,
} from 'redux-saga';
import {
  actionChannel,
  call,
  cancel,
  cancelled,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeLatest,
} from 'redux-saga/effects';
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { selectSearchDropdownOpen } from '../search';
import {
  MOBILE_QUERY,
  RING_RESTART_MS,
  slidesPerView,
  TABLET_QUERY,
  TICK_MS,
  tickOutcome,
} from './rules';
import { selectCarousel } from './selectors';
import {
  autoAdvanced,
  carouselMounted,
  carouselUnmounted,
  clockStarted,
  clockTicked,
  nextPressed,
  perViewChanged,
  previousPressed,
  reducedMotionChanged,
  ringRestarted,
  slideSwiped,
  slidesAbandoned,
  tickCounted,
  type CarouselInstance,
} from './slice';
import { loadCarouselSlides } from './load';

export { fetchFeaturedSlides, loadCarouselSlides } from './load';

/** What the carousel needs from the browser; tests pass their own. */
export interface CarouselEnvironment {
  now(): number;
  matchMedia(query: string): MediaQueryList | null;
}

export function browserCarouselEnvironment(): CarouselEnvironment {
  return {
    now: () => Date.now(),
    matchMedia: (query) =>
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(query)
        : null,
  };
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** One `true` per second until closed. */
export function secondsChannel(ms: number): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const timer = setInterval(() => emit(true), ms);
    return () => clearInterval(timer);
  });
}

/** Every change of a media query's answer. */
export function mediaChannel(list: MediaQueryList): EventChannel<boolean> {
  return eventChannel<boolean>((emit) => {
    const listener = (event: MediaQueryListEvent) => emit(event.matches);
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  });
}

type ForId = (action: Action) => boolean;

const SHOPPER_MOVES = [nextPressed, previousPressed, slideSwiped];
const CHANGES = [autoAdvanced, ...SHOPPER_MOVES];

const movedByShopper =
  (id: string): ForId =>
  (action) =>
    SHOPPER_MOVES.some((creator) => creator.match(action) && action.payload.id === id);

const changed =
  (id: string): ForId =>
  (action) =>
    CHANGES.some((creator) => creator.match(action) && action.payload.id === id);

function* watchMedia(
  env: CarouselEnvironment,
  queries: string[],
  report: (answers: boolean[]) => UnknownAction,
): SagaIterator {
  const lists = queries.map((query) => env.matchMedia(query));
  const answers = () => lists.map((list) => list?.matches ?? false);
  yield put(report(answers()));
  const channels: EventChannel<boolean>[] = [];
  for (const list of lists) if (list) channels.push(mediaChannel(list));
  try {
    while (channels.length > 0) {
      yield race(channels.map((channel) => take(channel)));
      yield put(report(answers()));
    }
  } finally {
    for (const channel of channels) channel.close();
  }
}

function* oneSecond(id: string, env: CarouselEnvironment): SagaIterator {
  const carousel: CarouselInstance = yield select(selectCarousel, id);
  const dropdownOpen: boolean = yield select(selectSearchDropdownOpen);
  yield put(clockTicked({ id, now: env.now() }));
  const outcome = tickOutcome(
    carousel.ticks,
    carousel.slides.length,
    carousel.paused,
    dropdownOpen,
  );
  if (outcome === 'count') yield put(tickCounted({ id }));
  else if (outcome === 'advance') yield put(autoAdvanced({ id }));
}

function* countSeconds(id: string, env: CarouselEnvironment, seconds: EventChannel<true>) {
  for (;;) {
    yield take(seconds);
    yield call(oneSecond, id, env);
  }
}

/**
 * The 1-second clock. Next, previous or a swipe starts a fresh clock, so the next advance comes
 * a full five seconds after the shopper's move, not at the next tick of the old one.
 */
function* ticking(id: string, env: CarouselEnvironment): SagaIterator {
  for (;;) {
    const seconds: EventChannel<true> = yield call(secondsChannel, TICK_MS);
    try {
      yield race({ moved: take(movedByShopper(id)), ran: call(countSeconds, id, env, seconds) });
    } finally {
      seconds.close();
    }
  }
}

function* restartRing(id: string): SagaIterator {
  yield delay(RING_RESTART_MS);
  yield put(ringRestarted({ id }));
}

function* runCarousel(id: string, env: CarouselEnvironment): SagaIterator {
  yield put(clockStarted({ id, now: env.now() }));
  yield fork(watchMedia, env, [REDUCED_MOTION_QUERY], ([reduce]) =>
    reducedMotionChanged({ id, reduce: reduce ?? false }),
  );
  yield fork(watchMedia, env, [MOBILE_QUERY, TABLET_QUERY], ([mobile, tablet]) =>
    perViewChanged({ id, perView: slidesPerView(mobile ?? false, tablet ?? false) }),
  );
  yield takeLatest(changed(id), restartRing, id);
  yield fork(ticking, id, env);
  try {
    yield call(loadCarouselSlides, id);
  } finally {
    // Unmounted mid-load: the next mount must ask again rather than wait for an answer that
    // nobody will store.
    if (yield cancelled()) yield put(slidesAbandoned({ id }));
  }
}

/**
 * `lifecycle`: the mounts and unmounts heard before this code arrived (onMount.ts), in order;
 * without it the saga listens from now.
 */
export function* carouselSaga(
  env: CarouselEnvironment = browserCarouselEnvironment(),
  lifecycle?: Channel<Action>,
): SagaIterator {
  const running = new Map<string, Task>();
  const heard: Channel<Action> =
    lifecycle ?? (yield actionChannel([carouselMounted.type, carouselUnmounted.type]));
  for (;;) {
    const action: ReturnType<typeof carouselMounted | typeof carouselUnmounted> = yield take(heard);
    const { id } = action.payload;
    const task = running.get(id);
    if (task) {
      running.delete(id);
      yield cancel(task);
    }
    if (carouselMounted.match(action)) running.set(id, yield fork(runCarousel, id, env));
  }
}
