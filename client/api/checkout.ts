// The checkout's calls: the order placed through the Store API, and what the checkout and order
// received pages draw with (regions, payment methods, the order). Apart from store.ts, whose cart
// calls every page makes, so the main chunk does not carry them (issue 13's JavaScript budget).
import {
  CHECKOUT_ROUTE,
  PAYMENT_METHODS_ROUTE,
  type PaymentMethodInfo,
  type StoreCheckoutRequest,
  type StoreCheckoutResponse,
} from '../../contracts/checkout';
import { orderRoute, type ShopOrder } from '../../contracts/orders';
import { REGIONS_ROUTE, type RegionsResponse } from '../../contracts/regions';
import { storeWrite, withQuery } from './store';
import { wpFetch } from './wp';

/** Iran's provinces with their main cities, for the checkout's address pickers. */
export function getRegions(): Promise<RegionsResponse> {
  return wpFetch<RegionsResponse>({ path: `/${REGIONS_ROUTE}` });
}

/**
 * The provinces the app carries, for a site without the shop's regions route (a stock
 * WooCommerce): a chunk of its own, so pages without an address form never load it.
 */
export async function carriedRegions(): Promise<RegionsResponse> {
  const { IRAN_REGIONS } = await import(
    /* webpackChunkName: "iran-regions" */ '../../contracts/iranRegions'
  );
  return { country: 'IR', provinces: [...IRAN_REGIONS] };
}

/** How each payment method presents itself at the checkout (titles, the card to transfer to). */
export function getPaymentMethods(): Promise<PaymentMethodInfo[]> {
  return wpFetch<PaymentMethodInfo[]>({ path: `/${PAYMENT_METHODS_ROUTE}` });
}

/**
 * Places the order from the cart. The answer carries the order id, key and number, and where to
 * go next (payment_result.redirect_url: the gateway, or the order received page).
 */
export function checkout(request: StoreCheckoutRequest): Promise<StoreCheckoutResponse> {
  return storeWrite<StoreCheckoutResponse>(`/${CHECKOUT_ROUTE}`, request);
}

/** One order: the key opens it for a guest (the order received page); the owner needs none. */
export function getOrder(id: number, key: string): Promise<ShopOrder> {
  return wpFetch<ShopOrder>({ path: withQuery(`/${orderRoute(id)}`, { key }) });
}
