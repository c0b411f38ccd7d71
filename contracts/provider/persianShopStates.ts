// Provider states of the persian-shop pact. The shop's test server is given the example
// announcement; a live site must already be running one (docs/contracts.md). The checkout's
// Iranian address rules need a cart: the Store API states fill it and swap in the session's nonce.
import type { Announcement } from '../announcement';
import { EXAMPLE_ANNOUNCEMENT, SHOP_STATES } from '../consumer/persianShopContract';
import {
  storeApiProviderHooks,
  type StoreApiProviderHooks,
  type StoreSite,
} from './storeApiStates';
import type { StateHandlers, WordpressSite } from './wordpressStates';

export type AnnouncementSite = WordpressSite & {
  /** Test server only: replaces the stored announcement (null: none). */
  setAnnouncement?: (announcement: Announcement | null) => void;
};

export function persianShopProviderHooks(
  site: AnnouncementSite & StoreSite,
): StoreApiProviderHooks {
  const store = storeApiProviderHooks(site);
  // The checkout's cart is the woocommerce-store-api pact's own state, taken as it is.
  const cartWithProduct = store.stateHandlers[SHOP_STATES.cartWithProduct];
  const stateHandlers: StateHandlers = {
    [SHOP_STATES.announcement]: async () => {
      site.setAnnouncement?.(EXAMPLE_ANNOUNCEMENT);
      return undefined;
    },
    ...(cartWithProduct ? { [SHOP_STATES.cartWithProduct]: cartWithProduct } : {}),
  };
  return { stateHandlers, afterEach: store.afterEach, requestFilter: store.requestFilter };
}
