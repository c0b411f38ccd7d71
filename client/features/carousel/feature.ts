// The carousel feature as a page loads it: its reducer, its saga, and whether the server runs it.
import type { LazyFeature } from '../../kernel/lazyFeature';
import carousel from './slice';
import { carouselSagaOnMount } from './onMount';

export const carouselFeature: LazyFeature = {
  name: 'carousel',
  reducer: carousel,
  saga: carouselSagaOnMount,
  loadsOnServer: false,
};
