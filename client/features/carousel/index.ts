// The carousel feature's public face: what other features and the app may import.
export { AmazingCarousel } from './components/AmazingCarousel';
export { AMAZING_CAROUSEL_ID } from './components/AmazingCarousel';
export { loadCarouselSlides } from './load';
export { SLIDE_FIELDS, toSlide, type CarouselSlide } from './slides';
export { fetchFeaturedSlides } from './load';
export { carouselFeature } from './feature';
export { carouselMounted } from './slice';
export { selectCarousel } from './selectors';
export { TICK_MS } from './rules';
export type { CarouselState } from './slice';
