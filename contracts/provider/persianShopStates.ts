// Provider state of the persian-shop pact. The shop's test server is given the example
// announcement; a live site must already be running one (docs/contracts.md).
import type { Announcement } from '../announcement';
import { EXAMPLE_ANNOUNCEMENT, SHOP_STATES } from '../consumer/persianShopContract';
import type { StateHandlers, WordpressProviderHooks, WordpressSite } from './wordpressStates';

export type AnnouncementSite = WordpressSite & {
  /** Test server only: replaces the stored announcement (null: none). */
  setAnnouncement?: (announcement: Announcement | null) => void;
};

export function persianShopProviderHooks(site: AnnouncementSite): WordpressProviderHooks {
  const stateHandlers: StateHandlers = {
    [SHOP_STATES.announcement]: async () => {
      site.setAnnouncement?.(EXAMPLE_ANNOUNCEMENT);
      return undefined;
    },
  };
  return { stateHandlers, afterEach: async () => undefined };
}
