// The active slide's product and what can be done with it.
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { addToCartRequested, selectIsAdding } from '../../cart';
import { paths } from '../../route';
import { selectActiveSlide } from '../selectors';

/**
 * The active slide's product and what can be done with it: add to cart through the cart saga, a
 * link to the product page when it needs a choice (colour, size), or a disabled button when it is
 * not for sale.
 */
export function ActiveSlideActions({ carouselId }: { carouselId: string }) {
  const dispatch = useAppDispatch();
  const slide = useAppSelector((state) => selectActiveSlide(state, carouselId));
  const adding = useAppSelector((state) => (slide ? selectIsAdding(state, slide.id) : false));
  if (!slide) return null;
  const nameId = `${carouselId}-active-name`;
  const href = paths.product(slide.slug);
  let action;
  if (slide.noSale) {
    action = (
      <button type="button" className="button carousel__add" disabled aria-describedby={nameId}>
        {__('Add to cart')}
      </button>
    );
  } else if (slide.needsChoice) {
    action = (
      <a
        className="button carousel__add"
        href={href}
        aria-label={sprintf(__('Choose the options of “%s”'), slide.name)}
      >
        {__('Choose options')}
      </a>
    );
  } else {
    action = (
      <button
        type="button"
        className="button carousel__add"
        aria-describedby={nameId}
        aria-disabled={adding || undefined}
        onClick={() => {
          if (adding) return;
          dispatch(
            addToCartRequested({
              productId: slide.id,
              id: slide.id,
              quantity: 1,
              name: slide.name,
            }),
          );
        }}
      >
        {__('Add to cart')}
      </button>
    );
  }
  return (
    <div className="carousel__active">
      <p className="carousel__active-name" id={nameId}>
        <a href={href}>{slide.name}</a>
        {slide.noSale && <span className="carousel__no-sale"> — {__('Not for sale')}</span>}
      </p>
      {action}
    </div>
  );
}
