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

/** How each payment method presents itself at the checkout (titles, the card to transfer to). */
export function getPaymentMethods(): Promise<PaymentMethodInfo[]> {
  return wpFetch<PaymentMethodInfo[]>({ path: `/${PAYMENT_METHODS_ROUTE}` });
}

/**
 * What the checkout answered about an order placed in this tab. A WordPress without the shop's
 * orders route has no route a guest may read an order by id and key from, so the order received
 * page shows this instead.
 */
export type PlacedOrder = Pick<
  StoreCheckoutResponse,
  'order_id' | 'order_key' | 'order_number' | 'status' | 'payment_method' | 'customer_id'
>;

export const PLACED_ORDER_KEY = 'persian-shop:placed-order';

type TabStorage = Pick<Storage, 'getItem' | 'setItem'>;

// Storage can be missing or throw (private windows, blocked site data, the server): then the
// order received page has nothing remembered, which it handles as after a reload in a new tab.
function tabStorage(): TabStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function rememberPlacedOrder(answer: StoreCheckoutResponse, storage: TabStorage | null): void {
  const placed: PlacedOrder = {
    order_id: answer.order_id,
    order_key: answer.order_key,
    order_number: answer.order_number,
    status: answer.status,
    payment_method: answer.payment_method,
    customer_id: answer.customer_id,
  };
  try {
    storage?.setItem(PLACED_ORDER_KEY, JSON.stringify(placed));
  } catch {
    // See tabStorage.
  }
}

/**
 * Places the order from the cart. The answer carries the order id, key and number, and where to
 * go next (payment_result.redirect_url: the gateway, or the order received page). It is kept for
 * this tab (sessionStorage: a return from the gateway is a new page load), see PlacedOrder.
 */
export async function checkout(
  request: StoreCheckoutRequest,
  storage: TabStorage | null = tabStorage(),
): Promise<StoreCheckoutResponse> {
  const answer = await storeWrite<StoreCheckoutResponse>(`/${CHECKOUT_ROUTE}`, request);
  rememberPlacedOrder(answer, storage);
  return answer;
}

/** The order this tab placed last, if it is the one named (id and key): else null. */
export function placedOrder(
  id: number,
  key: string,
  storage: TabStorage | null = tabStorage(),
): PlacedOrder | null {
  let placed: unknown;
  try {
    placed = JSON.parse(storage?.getItem(PLACED_ORDER_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof placed !== 'object' || placed === null) return null;
  const known = placed as Partial<PlacedOrder>;
  const named = known.order_id === id && known.order_key === key && key !== '';
  const whole =
    typeof known.order_number === 'string' &&
    typeof known.status === 'string' &&
    typeof known.payment_method === 'string' &&
    typeof known.customer_id === 'number';
  return named && whole ? (known as PlacedOrder) : null;
}

/** One order: the key opens it for a guest (the order received page); the owner needs none. */
export function getOrder(id: number, key: string): Promise<ShopOrder> {
  return wpFetch<ShopOrder>({ path: withQuery(`/${orderRoute(id)}`, { key }) });
}
