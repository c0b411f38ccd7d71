// The order this tab placed, as the checkout answered it (sessionStorage), for the order received
// page of a site without the shop's orders route. The checkout saga writes it after the order.
import type { StoreCheckoutResponse } from '../../contracts/checkout';

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

/** Keeps the checkout's answer for this tab (a return from the gateway is a new page load). */
export function rememberPlacedOrder(
  answer: StoreCheckoutResponse,
  storage: TabStorage | null = tabStorage(),
): void {
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
