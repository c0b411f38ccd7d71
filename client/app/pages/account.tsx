// The account page's chunk: its component and the features and strings only it brings
// (registry.ts).
import { MyAccountPage } from '../../features/account';
import { accountFeature } from '../../features/account';
import { regionsFeature } from '../../features/regions';
import { accountStrings } from '../../i18n/catalogue/account';
import { checkoutStrings } from '../../i18n/catalogue/checkout';
import { formStrings } from '../../i18n/catalogue/forms';
import { orderStrings } from '../../i18n/catalogue/orders';
import { cartPageStrings } from '../../i18n/catalogue/cartPage';
import type { PageModule } from './types';

export const page: PageModule = {
  features: [accountFeature, regionsFeature],
  Component: MyAccountPage,
  strings: [accountStrings, checkoutStrings, formStrings, orderStrings, cartPageStrings],
};
