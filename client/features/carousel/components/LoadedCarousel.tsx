// What the carousel draws once its offers are here: the slides (react-slick), the controls, the
// active slide's actions, the announcer and the ring with its pause button (CarouselTimer). None
// draws before the offers arrive after start-up, so all come in one chunk, asked for as the
// carousel mounts (AmazingCarousel.tsx).
import { ActiveSlideActions } from './ActiveSlideActions';
import { CarouselControls } from './CarouselControls';
import { CarouselTrack } from './CarouselTrack';
import { SlideAnnouncer } from './SlideAnnouncer';

export { CarouselTimer } from './CarouselTimer';
/** Their strings, which AmazingCarousel registers as the chunk arrives, before they draw. */
export { carouselStrings } from '../../../i18n/catalogue/carousel';

export function LoadedCarousel({ carouselId }: { carouselId: string }) {
  return (
    <>
      <CarouselTrack carouselId={carouselId} />
      <div className="carousel__footer">
        <CarouselControls carouselId={carouselId} />
        <ActiveSlideActions carouselId={carouselId} />
      </div>
      <SlideAnnouncer carouselId={carouselId} />
    </>
  );
}
