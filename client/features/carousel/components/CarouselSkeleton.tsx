// Grey cards of the real slides' size while the offers load, so nothing below the carousel jumps
// when they arrive (Lighthouse measured a layout shift of 0.3 from that alone).
import { __ } from '../../../i18n';
import { slidesPerView } from '../rules';

/** The most slides a view shows (wide screens); CSS hides the extra cards on narrower ones. */
const MOST_PER_VIEW = slidesPerView(false, false);

/**
 * Grey cards of the real slides' size while the offers load, so nothing below the carousel jumps
 * when they arrive (Lighthouse measured a layout shift of 0.3 from that alone). The number of
 * cards follows the screen width in CSS, not the store's slides per view: that is known only once
 * the media saga has run (and never on the server), and three cards turning into one on a phone
 * doubled the skeleton's height in view (layout shift 0.06).
 */
export function CarouselSkeleton() {
  return (
    <div className="carousel__skeleton" aria-busy="true">
      <p className="visually-hidden">{__('Loading the amazing offers…')}</p>
      <div className="carousel__skeleton-row" aria-hidden="true">
        {Array.from({ length: MOST_PER_VIEW }, (_, index) => (
          <div key={index} className="carousel-slide carousel-slide--skeleton">
            <span className="carousel-slide__media" />
            <p className="carousel-slide__name">&nbsp;</p>
            <p className="carousel-slide__price price">&nbsp;</p>
            <p className="offer-countdown">&nbsp;</p>
          </div>
        ))}
      </div>
      <div className="carousel__footer" aria-hidden="true">
        <div className="carousel__controls">
          <span className="carousel__arrow" />
          <span className="carousel__position">&nbsp;</span>
          <span className="carousel__arrow" />
        </div>
        {/* The active slide's name and button, which sit under the controls on a phone. */}
        <div className="carousel__active">
          <span className="carousel__skeleton-action" />
        </div>
      </div>
    </div>
  );
}
