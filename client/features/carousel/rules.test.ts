// The carousel's pure rules: wrapping indices, the fifth-tick advance and what holds it, what
// pauses and what freezes the countdowns, the ring's bounds, long offers in days, the seconds
// left, the active slide over reversed slides, and 3, 2 or 1 slides per view.
import {
  activeFromSliderIndex,
  formatCountdown,
  isCountdownFrozen,
  isPaused,
  NOT_PAUSED,
  remainingSeconds,
  RING_CIRCUMFERENCE,
  ringOffset,
  sliderIndexFor,
  slidesPerView,
  splitDays,
  tickOutcome,
  wrapIndex,
} from './rules';

describe('carousel rules', () => {
  it('wraps indices both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(0);
  });

  it('counts to the fifth tick, holding while paused, with the dropdown open, or with one slide', () => {
    expect(tickOutcome(0, 3, NOT_PAUSED, false)).toBe('count');
    expect(tickOutcome(3, 3, NOT_PAUSED, false)).toBe('count');
    expect(tickOutcome(4, 3, NOT_PAUSED, false)).toBe('advance');
    expect(tickOutcome(4, 3, NOT_PAUSED, true)).toBe('hold');
    expect(tickOutcome(4, 3, { ...NOT_PAUSED, hover: true }, false)).toBe('hold');
    expect(tickOutcome(2, 1, NOT_PAUSED, false)).toBe('hold');
  });

  it('any reason pauses; only the button and reduced motion freeze the countdowns', () => {
    expect(isPaused(NOT_PAUSED)).toBe(false);
    for (const reason of ['button', 'hover', 'focus', 'reducedMotion'] as const) {
      expect(isPaused({ ...NOT_PAUSED, [reason]: true })).toBe(true);
    }
    expect(isCountdownFrozen({ ...NOT_PAUSED, hover: true, focus: true })).toBe(false);
    expect(isCountdownFrozen({ ...NOT_PAUSED, button: true })).toBe(true);
    expect(isCountdownFrozen({ ...NOT_PAUSED, reducedMotion: true })).toBe(true);
  });

  // The reference's countdown vectors (reference/carousel.md §7).
  it.each([
    [3725, '۰۱:۰۲:۰۵'],
    [59, '۰۰:۰۰:۵۹'],
    [86399, '۲۳:۵۹:۵۹'],
    [90061, '۲۵:۰۱:۰۱'],
    [3600, '۰۱:۰۰:۰۰'],
    [1800, '۰۰:۳۰:۰۰'],
    [900, '۰۰:۱۵:۰۰'],
    [0, '۰۰:۰۰:۰۰'],
  ])('shows %i seconds as %s', (seconds, display) => {
    expect(formatCountdown(seconds)).toBe(display);
  });

  it.each([
    [3600, 3600, 0],
    [1800, 3600, 141.372],
    [900, 3600, 212.058],
    [0, 3600, 282.743],
  ])('ring offset for %i of %i is %f', (remaining, total, offset) => {
    expect(ringOffset(remaining, total)).toBeCloseTo(offset, 3);
  });

  it('keeps the ring inside empty … full', () => {
    expect(RING_CIRCUMFERENCE).toBeCloseTo(282.743, 3);
    expect(ringOffset(5000, 3600)).toBe(0);
    expect(ringOffset(-5, 3600)).toBeCloseTo(RING_CIRCUMFERENCE, 6);
    expect(ringOffset(1, 0)).toBeCloseTo(RING_CIRCUMFERENCE, 6);
  });

  it('splits long offers into whole days and the rest', () => {
    expect(splitDays(90061)).toEqual({ days: 1, rest: 3661 });
    expect(splitDays(86399)).toEqual({ days: 0, rest: 86399 });
  });

  it('counts whole seconds left and never below zero', () => {
    expect(remainingSeconds(10_999, 0)).toBe(10);
    expect(remainingSeconds(0, 5_000)).toBe(0);
  });

  it('maps the active slide to the slider over reversed slides and back', () => {
    // 5 slides reversed: slider index j holds slide 4 − j; the right-most in view is active.
    expect(sliderIndexFor(0, 5, 3)).toBe(2); // view j = 2,3,4 → slides 2,1,0: 0 on the right
    expect(sliderIndexFor(0, 5, 1)).toBe(4);
    expect(sliderIndexFor(1, 5, 1)).toBe(3);
    expect(sliderIndexFor(4, 5, 2)).toBe(4); // view j = 4,5(=0) → slides 0,4: 4 on the right
    for (const perView of [1, 2, 3]) {
      for (let active = 0; active < 5; active += 1) {
        expect(activeFromSliderIndex(sliderIndexFor(active, 5, perView), 5, perView)).toBe(active);
      }
    }
  });

  it('shows 3, 2 or 1 slides per view', () => {
    expect(slidesPerView(false, false)).toBe(3);
    expect(slidesPerView(false, true)).toBe(2);
    expect(slidesPerView(true, true)).toBe(1);
  });
});
