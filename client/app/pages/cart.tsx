import { CartPage } from '../../features/cart/components/CartPage';
import { OnlinePaymentButton } from '../../features/checkout';
import { checkoutFeature } from '../../features/checkout/feature';
import { regionsFeature } from '../../features/regions/feature';
import type { PageModule } from './types';

function CartWithPayment() {
  return <CartPage payOnline={<OnlinePaymentButton from="cart" />} />;
}

export const page: PageModule = {
  features: [checkoutFeature, regionsFeature],
  Component: CartWithPayment,
};
