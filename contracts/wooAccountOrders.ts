// A signed-in customer's orders on a WordPress without the shop's order routes: a stock
// WooCommerce has no REST route for them, so the storefront reads WooCommerce's own orders page
// with the customer's cookies (mock-server/src/storefront/wooOrdersPage.ts) and answers its table
// here as data, for the account page to draw. Both sides import these.

import type { FromSchema } from 'json-schema-to-ts';
import { closedObject } from './closedObject';

/** GET, same origin, the customer's WordPress cookies: 200 WooOrdersAnswer, 401 when signed out. */
export const STOREFRONT_ORDERS_PATH = '/storefront/orders';

const stringType = { type: 'string' } as const;

export const wooOrderRowSchema = /* @__PURE__ */ closedObject({
  id: { type: 'integer' },
  /** What the customer quotes ("201"). */
  number: stringType,
  /** ISO 8601 with its offset, from the table's <time datetime>. */
  date: stringType,
  /** WooCommerce's status slug, from the row's class ("processing"). */
  status: stringType,
  /** The total as WooCommerce formatted it, its currency included ("390,000 تومان"). */
  total: stringType,
});

export const wooOrdersAnswerSchema = /* @__PURE__ */ closedObject({
  /** The first page of WooCommerce's list, newest first. */
  orders: { type: 'array', items: wooOrderRowSchema },
  /** WooCommerce has older orders on its further pages. */
  more: { type: 'boolean' },
});

export type WooOrderRow = FromSchema<typeof wooOrderRowSchema>;

export type WooOrdersAnswer = FromSchema<typeof wooOrdersAnswerSchema>;
