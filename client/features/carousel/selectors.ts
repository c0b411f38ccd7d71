// What components and sagas read from the carousel feature's state.
import { createSelector } from '@reduxjs/toolkit';
import { selectSearchDropdownOpen } from '../search';
import { isCountdownFrozen, isPaused, ringOffset, TICKS_PER_ADVANCE } from './rules';
import { newCarousel, type CarouselInstance, type CarouselState } from './slice';
import type { CarouselSlide } from './slides';

export interface WithCarousel {
  carousel: CarouselState;
}

const EMPTY = newCarousel();

export function selectCarousel(state: WithCarousel, id: string): CarouselInstance {
  return state.carousel[id] ?? EMPTY;
}

export function selectActiveSlide(state: WithCarousel, id: string): CarouselSlide | null {
  const carousel = selectCarousel(state, id);
  return carousel.slides[carousel.active] ?? null;
}

export function selectIsPaused(state: WithCarousel, id: string): boolean {
  return isPaused(selectCarousel(state, id).paused);
}

/** Paused by the shopper's own choice (button or reduced motion): the button then offers play. */
export function selectIsStopped(state: WithCarousel, id: string): boolean {
  return isCountdownFrozen(selectCarousel(state, id).paused);
}

export interface RingView {
  /** strokeDashoffset: the ring empties as the next advance comes closer. */
  offset: number;
  /** False right after a change: the ring shows full without a transition for 100 ms. */
  running: boolean;
}

/**
 * While the count runs, the ring heads for where it will be at the next tick (a 1-second linear
 * transition in CSS makes that a smooth sweep that ends empty on the fifth tick). While paused it
 * shows where the count stands (so does it while the search results are open: the count holds).
 */
export const selectRing = createSelector(
  [
    (state: WithCarousel, id: string) => selectCarousel(state, id).ticks,
    (state: WithCarousel, id: string) => selectCarousel(state, id).ringRunning,
    (state: WithCarousel & Parameters<typeof selectSearchDropdownOpen>[0], id: string) =>
      selectIsPaused(state, id) || selectSearchDropdownOpen(state),
  ],
  (ticks, running, paused): RingView => {
    if (!running) return { offset: ringOffset(TICKS_PER_ADVANCE, TICKS_PER_ADVANCE), running };
    const heading = paused ? ticks : ticks + 1;
    return { offset: ringOffset(TICKS_PER_ADVANCE - heading, TICKS_PER_ADVANCE), running };
  },
);
