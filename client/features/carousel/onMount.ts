// The carousel's saga as the home page's chunk carries it: the clock, the media queries and the
// ring (sagas.ts) arrive when a carousel first mounts, not with the page's first scripts
// (issue 29). The mounts and unmounts heard meanwhile wait in a channel, in order.
import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator } from 'redux-saga';
import { actionChannel, call, take } from 'redux-saga/effects';
import { carouselMounted, carouselUnmounted } from './slice';

const loadCarouselClock = () => import(/* webpackChunkName: "carousel-clock" */ './sagas');

export function* carouselSagaOnMount(): SagaIterator {
  const lifecycle: Channel<Action> = yield actionChannel([
    carouselMounted.type,
    carouselUnmounted.type,
  ]);
  yield take(carouselMounted.type);
  const { carouselSaga }: Awaited<ReturnType<typeof loadCarouselClock>> =
    yield call(loadCarouselClock);
  yield call(carouselSaga, undefined, lifecycle);
}
