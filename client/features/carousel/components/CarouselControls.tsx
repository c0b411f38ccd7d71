// Previous, "n of total" in Persian digits, next.
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons';
import { selectCarousel } from '../selectors';
import { nextPressed, previousPressed } from '../slice';

/** Previous, "n of total" in Persian digits, next. Both buttons wrap, so neither is ever disabled. */
export function CarouselControls({ carouselId }: { carouselId: string }) {
  const dispatch = useAppDispatch();
  const active = useAppSelector((state) => selectCarousel(state, carouselId).active);
  const total = useAppSelector((state) => selectCarousel(state, carouselId).slides.length);
  return (
    <div className="carousel__controls">
      <button
        type="button"
        className="carousel__arrow carousel__arrow--previous"
        onClick={() => dispatch(previousPressed({ id: carouselId }))}
      >
        <ChevronRightIcon />
        <span className="visually-hidden">{__('Previous product')}</span>
      </button>
      <p className="carousel__position">
        {/* translators: 1: active slide number, 2: number of slides, in Persian digits */}
        {sprintf(__('%1$s of %2$s'), formatNumber(active + 1), formatNumber(total))}
      </p>
      <button
        type="button"
        className="carousel__arrow carousel__arrow--next"
        onClick={() => dispatch(nextPressed({ id: carouselId }))}
      >
        <ChevronLeftIcon />
        <span className="visually-hidden">{__('Next product')}</span>
      </button>
    </div>
  );
}
