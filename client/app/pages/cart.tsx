// The cart page's chunk: its component and the features and strings only it brings (registry.ts).
import { CartPage } from '../../features/cart';
import { cartPageFeature } from '../../features/cart';
import { OnlinePaymentButton } from '../../features/checkout';
import { checkoutFeature } from '../../features/checkout';
import { regionsFeature } from '../../features/regions';
import { accountStrings } from '../../i18n/catalogue/account';
import { checkoutStrings } from '../../i18n/catalogue/checkout';
import { cartPageStrings } from '../../i18n/catalogue/cartPage';
import { productStrings } from '../../i18n/catalogue/product';
import type { PageModule } from './types';

function CartWithPayment() {
  return <CartPage payOnline={<OnlinePaymentButton from="cart" />} />;
}

export const page: PageModule = {
  features: [cartPageFeature, checkoutFeature, regionsFeature],
  Component: CartWithPayment,
  strings: [accountStrings, checkoutStrings, cartPageStrings, productStrings],
};
