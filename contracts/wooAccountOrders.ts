// A signed-in customer's orders on a WordPress without the shop's order routes: a stock
// WooCommerce has no REST route for them, so the storefront reads WooCommerce's own orders page
// with the customer's cookies (mock-server/src/storefront/wooOrdersPage.ts) and answers its table
// here as data, for the account page to draw. Both sides import these.

/** GET, same origin, the customer's WordPress cookies: 200 WooOrdersAnswer, 401 when signed out. */
export const STOREFRONT_ORDERS_PATH = '/storefront/orders';

export interface WooOrderRow {
  id: number;
  /** What the customer quotes ("201"). */
  number: string;
  /** ISO 8601 with its offset, from the table's <time datetime>. */
  date: string;
  /** WooCommerce's status slug, from the row's class ("processing"). */
  status: string;
  /** The total as WooCommerce formatted it, its currency included ("390,000 تومان"). */
  total: string;
}

export interface WooOrdersAnswer {
  /** The first page of WooCommerce's list, newest first. */
  orders: WooOrderRow[];
  /** WooCommerce has older orders on its further pages. */
  more: boolean;
}
