// The home page's chunk: its component and the features and strings only it brings (registry.ts).
import { carouselFeature } from '../../features/carousel';
import { HomePage } from '../../features/home';
import { homeFeature } from '../../features/home';
import { homeStrings } from '../../i18n/catalogue/home';
import type { PageModule } from './types';

export const page: PageModule = {
  features: [homeFeature, carouselFeature],
  Component: HomePage,
  strings: [homeStrings],
};
