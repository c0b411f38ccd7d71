// A polite status that speaks only when the shopper moved the slide (next, previous, swipe).
import { useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { selectActiveSlide, selectCarousel } from '../selectors';

/**
 * A polite status that speaks only when the shopper moved the slide (next, previous, swipe). The
 * automatic advance and the ticking ring say nothing: a screen reader user is never interrupted.
 */
export function SlideAnnouncer({ carouselId }: { carouselId: string }) {
  const { lastChange, active, slides } = useAppSelector((state) =>
    selectCarousel(state, carouselId),
  );
  const slide = useAppSelector((state) => selectActiveSlide(state, carouselId));
  const message =
    lastChange === 'shopper' && slide
      ? sprintf(
          __('Slide %1$s of %2$s: %3$s'),
          formatNumber(active + 1),
          formatNumber(slides.length),
          slide.name,
        )
      : '';
  return (
    <div className="visually-hidden" role="status" aria-atomic="true">
      {message}
    </div>
  );
}
