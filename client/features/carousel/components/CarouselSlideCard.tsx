// One slide of the home page's offers carousel: the product's picture, name, discount and price,
// and a countdown while the offer has an end.
import { SLIDE_IMAGE_SIZES } from '../../../../contracts/homePage';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';
import { formatMoney } from '../../catalog';
import { paths } from '../../route';
import type { CarouselSlide } from '../slides';
import { OfferCountdown } from './OfferCountdown';

interface SlideCardProps {
  carouselId: string;
  slide: CarouselSlide;
  /** 1-based place in reading order. */
  position: number;
  total: number;
  active: boolean;
  /** In the first view: its image is fetched first (the page's largest paint). */
  priority: boolean;
}

/**
 * One slide. react-slick hides off-screen slides and its clones with aria-hidden, so nothing in a
 * slide is in the tab order: the links are for the mouse, and the keyboard reaches the active
 * product through the controls under the slider.
 */
export function CarouselSlideCard({
  carouselId,
  slide,
  position,
  total,
  active,
  priority,
}: SlideCardProps) {
  const href = paths.product(slide.slug);
  const money = formatMoney(slide.price, slide.currency);
  const amount = slide.priceFrom ? sprintf(__('from %s'), money) : money;
  const className = [
    'carousel-slide',
    active ? 'carousel-slide--active' : '',
    slide.noSale ? 'carousel-slide--no-sale' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={className}
      data-slide-id={slide.id}
      role="group"
      aria-roledescription={__('slide')}
      aria-label={sprintf(__('%1$s of %2$s'), formatNumber(position), formatNumber(total))}
    >
      <a className="carousel-slide__media" href={href} tabIndex={-1}>
        {slide.image ? (
          <img
            className="carousel-slide__image"
            src={slide.image.src}
            srcSet={slide.image.srcset || undefined}
            sizes={SLIDE_IMAGE_SIZES}
            alt={slide.image.alt}
            width={300}
            height={300}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <span className="carousel-slide__placeholder" aria-hidden="true" />
        )}
        {slide.discount > 0 && !slide.noSale && (
          <span className="carousel-slide__discount">
            {/* translators: %s: discount percentage in Persian digits */}
            {sprintf(__('%s%% off'), formatNumber(slide.discount))}
          </span>
        )}
        {slide.noSale && <span className="carousel-slide__no-sale">{__('Not for sale')}</span>}
      </a>
      <p className="carousel-slide__name">
        <a href={href} tabIndex={-1}>
          {slide.name}
        </a>
      </p>
      <p className="carousel-slide__price price">
        {slide.regular > slide.price ? (
          <>
            <del className="price__regular">
              <span className="visually-hidden">{__('Original price:')} </span>
              {formatMoney(slide.regular, slide.currency)}
            </del>{' '}
            <ins className="price__sale">
              <span className="visually-hidden">{__('Current price:')} </span>
              {amount}
            </ins>
          </>
        ) : (
          <span className="price__amount">{amount}</span>
        )}
      </p>
      {slide.saleEndsAt !== null && !slide.noSale && (
        <OfferCountdown carouselId={carouselId} endsAt={slide.saleEndsAt} />
      )}
    </div>
  );
}
