// The "Amazing offer" carousel of featured products (APG carousel pattern: a labelled region with
// aria-roledescription, slides as labelled groups, a rotation control first).
import 'slick-carousel/slick/slick.css';
import '../../../styles/carousel.css';
import { lazy, Suspense, useEffect, type FocusEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __, addStrings } from '../../../i18n';
import { selectCarousel } from '../selectors';
import { carouselMounted, carouselUnmounted, focusChanged, hoverChanged } from '../slice';
import { CarouselSkeleton } from './CarouselSkeleton';
import type * as LoadedCarouselModule from './LoadedCarousel';

export const AMAZING_CAROUSEL_ID = 'amazing';

// react-slick is half the home page's own script (~13 KB gzip) and draws nothing before the offers
// arrive after start-up (the server and the first paint show the skeleton), so it comes in its
// own chunk, asked for as the carousel mounts, beside the offers' request (issue 29), with the
// controls and actions that only draw beside it.
// Its strings come with it, registered before anything of it draws (also on the server).
let track: Promise<typeof LoadedCarouselModule> | undefined;
const loadTrack = () =>
  (track ??= import('./LoadedCarousel').then(
    (module) => {
      addStrings([module.carouselStrings]);
      return module;
    },
    (error: unknown) => {
      // A chunk that did not arrive is asked for again next time.
      track = undefined;
      throw error;
    },
  ));
const LoadedCarousel = lazy(() =>
  loadTrack().then((module) => ({ default: module.LoadedCarousel })),
);
// The ring and its pause button draw only beside the slides, so they come in the same chunk
// (issue 29); the header keeps their height meanwhile (carousel.css).
const CarouselTimer = lazy(() => loadTrack().then((module) => ({ default: module.CarouselTimer })));

/**
 * The "Amazing offer" carousel of featured products (APG carousel pattern: a labelled region with
 * aria-roledescription, slides as labelled groups, a rotation control first). Hover and keyboard
 * focus inside it pause it; the saga does the rest.
 */
export function AmazingCarousel({ id = AMAZING_CAROUSEL_ID }: { id?: string }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => selectCarousel(state, id).status);
  const error = useAppSelector((state) => selectCarousel(state, id).error);
  const count = useAppSelector((state) => selectCarousel(state, id).slides.length);

  useEffect(() => {
    void loadTrack();
    dispatch(carouselMounted({ id }));
    return () => {
      dispatch(carouselUnmounted({ id }));
    };
  }, [dispatch, id]);

  const headingId = `${id}-carousel-heading`;
  const focusLeft = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) {
      dispatch(focusChanged({ id, inside: false }));
    }
  };

  return (
    <section
      className="carousel"
      dir="rtl"
      aria-roledescription={__('carousel')}
      aria-labelledby={headingId}
      data-carousel-id={id}
      onMouseEnter={() => dispatch(hoverChanged({ id, inside: true }))}
      onMouseLeave={() => dispatch(hoverChanged({ id, inside: false }))}
      onFocus={() => dispatch(focusChanged({ id, inside: true }))}
      onBlur={focusLeft}
    >
      <div className="carousel__header">
        <h2 id={headingId} className="carousel__title">
          {__('Amazing offer')}
        </h2>
        {status === 'loaded' && count > 1 && (
          <Suspense fallback={null}>
            <CarouselTimer carouselId={id} />
          </Suspense>
        )}
      </div>
      {(status === 'idle' || status === 'loading') && <CarouselSkeleton />}
      {status === 'failed' && (
        <p className="carousel__message">
          {__('The amazing offers could not be loaded.')} {error}
        </p>
      )}
      {status === 'loaded' && count === 0 && (
        <p className="carousel__message">{__('There are no amazing offers right now.')}</p>
      )}
      {status === 'loaded' && count > 0 && (
        // The skeleton holds the same place until the slider's chunk is here.
        <Suspense fallback={<CarouselSkeleton />}>
          <LoadedCarousel carouselId={id} />
        </Suspense>
      )}
    </section>
  );
}
