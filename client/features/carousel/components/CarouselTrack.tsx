// react-slick draws the slides.
import { useEffect, useMemo, useRef } from 'react';
import Slider from 'react-slick';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { activeFromSliderIndex, sliderIndexFor, wrapIndex } from '../rules';
import { selectCarousel } from '../selectors';
import { slideSwiped } from '../slice';
import { CarouselSlideCard } from './CarouselSlideCard';

const SPEED_MS = 500;

/**
 * react-slick draws the slides; the store decides which one is active. The slider runs left to
 * right over the slides in reverse order (its own rtl mode misplaces slides, see rules.ts), so the
 * active slide is the right-most in view and "next" moves the track one slide to the right.
 */
export function CarouselTrack({ carouselId }: { carouselId: string }) {
  const dispatch = useAppDispatch();
  const { slides, active, perView, paused } = useAppSelector((state) =>
    selectCarousel(state, carouselId),
  );
  const total = slides.length;
  const slider = useRef<Slider>(null);
  const shown = useRef(active);
  const swiped = useRef(false);
  const reversed = useMemo(() => [...slides].reverse(), [slides]);

  // Follow the store: one step as one slide of movement (through the clones at the ends).
  useEffect(() => {
    const from = shown.current;
    shown.current = active;
    const current = slider.current;
    if (!current || from === active || total === 0) return;
    const step = wrapIndex(active - from, total);
    if (step === 1) current.slickPrev();
    else if (step === total - 1) current.slickNext();
    else current.slickGoTo(sliderIndexFor(active, total, perView));
  }, [active, total, perView]);

  const firstView = new Set(
    Array.from({ length: Math.min(perView, total) }, (_, offset) =>
      wrapIndex(active + offset, total),
    ),
  );

  return (
    <div className="carousel__viewport">
      <Slider
        // A new layout (3, 2 or 1 per view) starts a fresh slider at the active slide: react-slick
        // 0.31 does not evaluate its own breakpoints at mount, so the store's value is used instead.
        key={perView}
        ref={slider}
        arrows={false}
        dots={false}
        infinite
        accessibility={false}
        autoplay={false}
        waitForAnimate={false}
        speed={paused.reducedMotion ? 0 : SPEED_MS}
        slidesToShow={perView}
        slidesToScroll={1}
        initialSlide={sliderIndexFor(active, total, perView)}
        swipeEvent={() => {
          swiped.current = true;
        }}
        afterChange={(index) => {
          // Only a swipe or drag moves the slider on its own; every other move came from the store.
          if (!swiped.current) return;
          swiped.current = false;
          const landed = activeFromSliderIndex(index, total, perView);
          shown.current = landed;
          dispatch(slideSwiped({ id: carouselId, index: landed }));
        }}
      >
        {reversed.map((slide, reversedIndex) => {
          const index = total - 1 - reversedIndex;
          return (
            <CarouselSlideCard
              key={slide.id}
              carouselId={carouselId}
              slide={slide}
              position={index + 1}
              total={total}
              active={index === active}
              priority={firstView.has(index)}
            />
          );
        })}
      </Slider>
    </div>
  );
}
