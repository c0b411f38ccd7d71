// The order received page's chunk: its component and the features and strings only it brings
// (registry.ts).
import { OrderReceivedPage } from '../../features/orderReceived';
import { orderReceivedFeature } from '../../features/orderReceived';
import { regionsFeature } from '../../features/regions';
import type { Page } from '../../features/route';
import { accountStrings } from '../../i18n/catalogue/account';
import { checkoutStrings } from '../../i18n/catalogue/checkout';
import { formStrings } from '../../i18n/catalogue/forms';
import { orderStrings } from '../../i18n/catalogue/orders';
import { cartPageStrings } from '../../i18n/catalogue/cartPage';
import type { PageModule } from './types';

function OrderReceivedOf({ page }: { page: Page }) {
  return page.name === 'orderReceived' ? (
    <OrderReceivedPage key={page.orderId} orderId={page.orderId} />
  ) : null;
}

export const page: PageModule = {
  // The province list names the address's province.
  features: [orderReceivedFeature, regionsFeature],
  Component: OrderReceivedOf,
  strings: [accountStrings, checkoutStrings, formStrings, orderStrings, cartPageStrings],
};
