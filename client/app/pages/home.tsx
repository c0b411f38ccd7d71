import { carouselFeature } from '../../features/carousel/feature';
import { HomePage } from '../../features/home/components/HomePage';
import { homeFeature } from '../../features/home/feature';
import type { PageModule } from './types';

export const page: PageModule = {
  features: [homeFeature, carouselFeature],
  Component: HomePage,
};
