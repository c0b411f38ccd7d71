// The carousel's featured products: loaded by the home page's saga (on the server too) or by the
// carousel's own saga when it mounts. Apart from sagas.ts, whose clock and media queries arrive
// only when a carousel mounts (onMount.ts).
import { MAX_SLIDES } from '../../../contracts/homePage';
import { getProducts } from '../../api/store';
import { loadOnce } from '../../kernel/loadOnce';
import { selectCarousel, type WithCarousel } from './selectors';
import { slidesFailed, slidesLoaded, slidesRequested } from './slice';
import { SLIDE_FIELDS, toSlide, type CarouselSlide } from './slides';

export async function fetchFeaturedSlides(): Promise<CarouselSlide[]> {
  const page = await getProducts({ featured: true, per_page: MAX_SLIDES }, SLIDE_FIELDS);
  return page.items.map(toSlide);
}

/**
 * The featured products of carousel `id`: loaded by the page that shows it (the home page's saga,
 * also on the server) or, failing that, when it mounts; whoever asks second finds it under way.
 */
export const loadCarouselSlides = (id: string) =>
  loadOnce({
    status: (state: WithCarousel) => selectCarousel(state, id).status,
    requested: slidesRequested({ id }),
    request: fetchFeaturedSlides,
    loaded: (slides: CarouselSlide[]) => slidesLoaded({ id, slides, loadedAt: Date.now() }),
    failed: (message) => slidesFailed({ id, message }),
  });
