// The carousel's rules as plain functions: counting ticks, wrapping, pausing, the ring and the offer
// countdown. The reducer and the components only apply them, so they are tested without React.
import { toPersianDigits } from '../../ui/digits';

/** Auto-advance every 5 seconds, counted in 1-second ticks (SPEC §9). */
export const TICKS_PER_ADVANCE = 5;
export const TICK_MS = 1000;
/** After each change the ring's animation starts again this much later (SPEC §9). */
export const RING_RESTART_MS = 100;
/** r = 45 in a 100 × 100 viewBox: circumference 2π·45 ≈ 282.743. */
export const RING_RADIUS = 45;
export const RING_CIRCUMFERENCE = 2 * Math.PI * RING_RADIUS;

/** Why a carousel is holding still; any one of them is enough. */
export interface PauseReasons {
  /** The shopper pressed the pause button (only the play button undoes it). */
  button: boolean;
  /** The pointer is over the carousel. */
  hover: boolean;
  /** Keyboard focus is inside the carousel. */
  focus: boolean;
  /** prefers-reduced-motion: reduce, until the shopper presses play. */
  reducedMotion: boolean;
}

export const NOT_PAUSED: PauseReasons = {
  button: false,
  hover: false,
  focus: false,
  reducedMotion: false,
};

export function isPaused(reasons: PauseReasons): boolean {
  return reasons.button || reasons.hover || reasons.focus || reasons.reducedMotion;
}

/**
 * Offer countdowns stop only when the shopper asked for stillness (the button, or reduced motion):
 * pointing at a slide to read it should not freeze the clock of an offer.
 */
export function isCountdownFrozen(reasons: PauseReasons): boolean {
  return reasons.button || reasons.reducedMotion;
}

/** Index `index` moved into 0 … total − 1, so next from the last is the first and back. */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

export type TickOutcome = 'hold' | 'count' | 'advance';

/**
 * What one second does. Paused, or with the search results dropdown open, the count holds where
 * it is (so no advance can happen while the shopper reads the results); otherwise it counts, and
 * the fifth tick advances. A single slide never advances.
 */
export function tickOutcome(
  ticks: number,
  total: number,
  reasons: PauseReasons,
  dropdownOpen: boolean,
): TickOutcome {
  if (total < 2 || isPaused(reasons) || dropdownOpen) return 'hold';
  return ticks + 1 >= TICKS_PER_ADVANCE ? 'advance' : 'count';
}

/** strokeDashoffset of a ring showing `remaining` of `total`: 0 full, C empty. */
export function ringOffset(remaining: number, total: number): number {
  if (!(total > 0)) return RING_CIRCUMFERENCE;
  const share = Math.min(1, Math.max(0, remaining / total));
  return RING_CIRCUMFERENCE * (1 - share);
}

/** Whole seconds left until `endsAt`, never below 0. */
export function remainingSeconds(endsAt: number, now: number): number {
  return Math.max(0, Math.floor((endsAt - now) / 1000));
}

/** "۰۱:۰۲:۰۵" for 3725 s; hours are not capped at 24 (90061 s is "۲۵:۰۱:۰۱"). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return [hours, minutes, rest]
    .map((part) => toPersianDigits(String(part).padStart(2, '0')))
    .join(':');
}

/** Whole days and the clock of the rest, for offers that run longer than a day. */
export function splitDays(seconds: number): { days: number; rest: number } {
  const whole = Math.max(0, Math.floor(seconds));
  return { days: Math.floor(whole / 86_400), rest: whole % 86_400 };
}

/**
 * react-slick's own `rtl` mode is unreliable (reversed indices, a clone shown beside the first slide
 * at two per view, #1903/#2075), so the slider runs left to right over the slides in reverse order
 * and the active slide is the right-most one in view. These two functions map between the shop's
 * active index (reading order) and the slider's index of the left-most slide in view.
 */
export function sliderIndexFor(active: number, total: number, perView: number): number {
  return wrapIndex(total - perView - active, total);
}

export function activeFromSliderIndex(sliderIndex: number, total: number, perView: number): number {
  return wrapIndex(total - perView - sliderIndex, total);
}

/** Slides per view: 3 on desktop, 2 on tablet (768–1023 px), 1 on mobile (up to 767 px). */
export const TABLET_QUERY = '(max-width: 1023px)';
export const MOBILE_QUERY = '(max-width: 767px)';

export function slidesPerView(mobile: boolean, tablet: boolean): number {
  if (mobile) return 1;
  return tablet ? 2 : 3;
}
