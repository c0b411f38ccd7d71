// Which of the shop's own REST extras the site behind this page offers (contracts/bootstrap.ts).
// The shop's own server has them all; a plain WordPress + WooCommerce site has none.
import type { BootstrapConfig, SiteExtras } from '../../contracts/bootstrap';

export const ALL_EXTRAS: SiteExtras = {
  announcement: true,
  accounts: true,
  orders: true,
  regions: true,
  paymentMethods: true,
};

export const selectSiteExtras = (state: { config: BootstrapConfig }): SiteExtras =>
  state.config.extras ?? ALL_EXTRAS;
