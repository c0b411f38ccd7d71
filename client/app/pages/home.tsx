import { carouselFeature } from '../../features/carousel/feature';
import { HomePage } from '../../features/home/components/HomePage';
import { homeFeature } from '../../features/home/feature';
import { homeStrings } from '../../i18n/catalogue/home';
import type { PageModule } from './types';

export const page: PageModule = {
  features: [homeFeature, carouselFeature],
  Component: HomePage,
  strings: [homeStrings],
};
