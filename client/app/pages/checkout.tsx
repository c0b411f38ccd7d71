import { CheckoutPage } from '../../features/checkout';
import { checkoutFeature } from '../../features/checkout/feature';
import { regionsFeature } from '../../features/regions/feature';
import type { PageModule } from './types';

export const page: PageModule = {
  features: [checkoutFeature, regionsFeature],
  Component: CheckoutPage,
};
