// Every carousel on the page, keyed by its id: slides, the active one, the elapsed ticks, why it is
// paused, the ring's animation, the offer countdown clock and slides per view.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  isCountdownFrozen,
  NOT_PAUSED,
  TICKS_PER_ADVANCE,
  wrapIndex,
  type PauseReasons,
} from './rules';
import type { CarouselSlide } from './slides';

export type CarouselStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** Who moved the slide last: only the shopper's own moves are announced to screen readers. */
export type SlideChange = 'auto' | 'shopper' | null;

export interface CarouselInstance {
  status: CarouselStatus;
  error: string | null;
  slides: CarouselSlide[];
  /** Index of the active slide in reading order (0 … slides.length − 1). */
  active: number;
  /** Seconds counted toward the next advance, 0 … 4. */
  ticks: number;
  paused: PauseReasons;
  /** False for the 100 ms after a change: the ring jumps back without animating, then runs again. */
  ringRunning: boolean;
  lastChange: SlideChange;
  /** The countdown clock (epoch ms); it stands still while the countdowns are frozen. */
  now: number;
  perView: number;
}

export type CarouselState = Record<string, CarouselInstance>;

export function newCarousel(now = 0): CarouselInstance {
  return {
    status: 'idle',
    error: null,
    slides: [],
    active: 0,
    ticks: 0,
    paused: { ...NOT_PAUSED },
    ringRunning: true,
    lastChange: null,
    now,
    // Phone first: the server cannot see the screen, and a server-drawn carousel that the phone
    // redraws with other slides paints its largest image a second time, late. Wider screens
    // switch to 2 or 3 once the carousel's media queries answer.
    perView: 1,
  };
}

interface Id {
  id: string;
}

function instance(state: CarouselState, id: string): CarouselInstance {
  const existing = state[id];
  if (existing) return existing;
  const created = newCarousel();
  state[id] = created;
  return created;
}

/** A change of slide: the count starts again and the ring restarts after its 100 ms. */
function moveTo(carousel: CarouselInstance, index: number, change: SlideChange): void {
  carousel.active = wrapIndex(index, carousel.slides.length);
  carousel.ticks = 0;
  carousel.ringRunning = false;
  carousel.lastChange = change;
}

const carouselSlice = createSlice({
  name: 'carousel',
  initialState: {} as CarouselState,
  reducers: {
    /** The component is on the page; the saga starts its clock and loads its slides. */
    carouselMounted(state, action: PayloadAction<Id>) {
      instance(state, action.payload.id);
    },
    carouselUnmounted(state, action: PayloadAction<Id>) {
      const carousel = state[action.payload.id];
      if (carousel) carousel.paused = { ...carousel.paused, hover: false, focus: false };
    },
    slidesRequested(state, action: PayloadAction<Id>) {
      const carousel = instance(state, action.payload.id);
      carousel.status = 'loading';
      carousel.error = null;
    },
    slidesAbandoned(state, action: PayloadAction<Id>) {
      const carousel = state[action.payload.id];
      if (carousel?.status === 'loading') carousel.status = 'idle';
    },
    slidesLoaded(
      state,
      action: PayloadAction<Id & { slides: CarouselSlide[]; loadedAt?: number }>,
    ) {
      const carousel = instance(state, action.payload.id);
      // A server-rendered carousel has no running clock yet: its countdowns count from the
      // moment the slides arrived until the browser's clock takes over.
      if (carousel.now === 0 && action.payload.loadedAt !== undefined) {
        carousel.now = action.payload.loadedAt;
      }
      carousel.status = 'loaded';
      carousel.slides = action.payload.slides;
      carousel.active = wrapIndex(carousel.active, action.payload.slides.length);
      carousel.ticks = 0;
    },
    slidesFailed(state, action: PayloadAction<Id & { message: string }>) {
      const carousel = instance(state, action.payload.id);
      carousel.status = 'failed';
      carousel.error = action.payload.message;
    },
    perViewChanged(state, action: PayloadAction<Id & { perView: number }>) {
      instance(state, action.payload.id).perView = action.payload.perView;
    },
    /** prefers-reduced-motion as the browser reports it, at start and whenever it changes. */
    reducedMotionChanged(state, action: PayloadAction<Id & { reduce: boolean }>) {
      instance(state, action.payload.id).paused.reducedMotion = action.payload.reduce;
    },
    /** One second passed: the count grows by one (the saga has checked it may). */
    tickCounted(state, action: PayloadAction<Id>) {
      const carousel = instance(state, action.payload.id);
      carousel.ticks = Math.min(carousel.ticks + 1, TICKS_PER_ADVANCE - 1);
    },
    /** The fifth tick: the next slide, by itself. */
    autoAdvanced(state, action: PayloadAction<Id>) {
      const carousel = instance(state, action.payload.id);
      moveTo(carousel, carousel.active + 1, 'auto');
    },
    /** The saga's clock at start: the countdowns show the right time even when frozen. */
    clockStarted(state, action: PayloadAction<Id & { now: number }>) {
      instance(state, action.payload.id).now = action.payload.now;
    },
    /** The countdown clock moves on, unless the shopper asked for stillness. */
    clockTicked(state, action: PayloadAction<Id & { now: number }>) {
      const carousel = instance(state, action.payload.id);
      if (!isCountdownFrozen(carousel.paused)) carousel.now = action.payload.now;
    },
    nextPressed(state, action: PayloadAction<Id>) {
      const carousel = instance(state, action.payload.id);
      moveTo(carousel, carousel.active + 1, 'shopper');
    },
    previousPressed(state, action: PayloadAction<Id>) {
      const carousel = instance(state, action.payload.id);
      moveTo(carousel, carousel.active - 1, 'shopper');
    },
    /** The shopper swiped or dragged the slider to another slide. */
    slideSwiped(state, action: PayloadAction<Id & { index: number }>) {
      const carousel = instance(state, action.payload.id);
      if (action.payload.index !== carousel.active) {
        moveTo(carousel, action.payload.index, 'shopper');
      }
    },
    /** 100 ms after a change: the ring animates again from empty. */
    ringRestarted(state, action: PayloadAction<Id>) {
      instance(state, action.payload.id).ringRunning = true;
    },
    pausePressed(state, action: PayloadAction<Id>) {
      instance(state, action.payload.id).paused.button = true;
    },
    /** Play overrides the reduced-motion preference too: the shopper asked for motion. */
    playPressed(state, action: PayloadAction<Id>) {
      const carousel = instance(state, action.payload.id);
      carousel.paused.button = false;
      carousel.paused.reducedMotion = false;
    },
    hoverChanged(state, action: PayloadAction<Id & { inside: boolean }>) {
      instance(state, action.payload.id).paused.hover = action.payload.inside;
    },
    focusChanged(state, action: PayloadAction<Id & { inside: boolean }>) {
      instance(state, action.payload.id).paused.focus = action.payload.inside;
    },
  },
});

export const {
  carouselMounted,
  carouselUnmounted,
  slidesRequested,
  slidesAbandoned,
  slidesLoaded,
  slidesFailed,
  perViewChanged,
  reducedMotionChanged,
  tickCounted,
  autoAdvanced,
  clockStarted,
  clockTicked,
  nextPressed,
  previousPressed,
  slideSwiped,
  ringRestarted,
  pausePressed,
  playPressed,
  hoverChanged,
  focusChanged,
} = carouselSlice.actions;
export default carouselSlice.reducer;
