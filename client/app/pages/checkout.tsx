// The checkout page's chunk: its component and the features and strings only it brings
// (registry.ts).
import { CheckoutPage } from '../../features/checkout';
import { checkoutFeature } from '../../features/checkout';
import { regionsFeature } from '../../features/regions';
import { accountStrings } from '../../i18n/catalogue/account';
import { checkoutStrings } from '../../i18n/catalogue/checkout';
import { formStrings } from '../../i18n/catalogue/forms';
import { cartPageStrings } from '../../i18n/catalogue/cartPage';
import type { PageModule } from './types';

export const page: PageModule = {
  features: [checkoutFeature, regionsFeature],
  Component: CheckoutPage,
  strings: [accountStrings, checkoutStrings, formStrings, cartPageStrings],
};
