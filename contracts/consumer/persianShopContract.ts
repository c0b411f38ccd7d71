// What the persian-shop pact and its verifiers agree on besides the pact file: the parties, the
// provider states and the example announcement. The pact holds the shop's own persian-shop/v1
// routes and what only the shop's own rules answer on WooCommerce's routes (Iranian addresses).
import path from 'node:path';
import type { Announcement } from '../announcement';
import { CHECKOUT_STATES } from './storeApiContract';
import { CONSUMER, PACT_DIR } from './wordpressContract';

export { CONSUMER };
export const SHOP_PROVIDER = 'persian-shop';
export const SHOP_PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${SHOP_PROVIDER}.json`);

/** Provider states; docs/contracts.md says what a backend team sets up for each. */
export const SHOP_STATES = {
  announcement: 'an announcement with a discount code and no start or end date is running',
  /** The same cart as the woocommerce-store-api pact's checkout state (checkoutStates.ts). */
  cartWithProduct: CHECKOUT_STATES.cartWithProduct,
} as const;

/** What the shop's test server is given for that state (a live site shows its own). */
export const EXAMPLE_ANNOUNCEMENT: Announcement = {
  id: 'welcome-discount',
  title: 'هدیهٔ اولین خرید',
  message: 'با کد زیر ۱۰٪ تخفیف اولین خریدتان را بگیرید.',
  code: 'welcome10',
  starts_at: null,
  ends_at: null,
};
