// What the storefront learns from the WordPress site's REST index (GET /wp-json/): its name and
// which of the shop's own extras it offers. Read once; a failed read is tried again on the next
// page, so a storefront started before its WordPress still comes up.
import { ACCOUNT_ROUTES } from '../../../contracts/account';
import { ANNOUNCEMENT_ROUTE } from '../../../contracts/announcement';
import type { SiteExtras } from '../../../contracts/bootstrap';
import { PAYMENT_METHODS_ROUTE } from '../../../contracts/checkout';
import { ORDERS_ROUTE } from '../../../contracts/orders';
import { REGIONS_ROUTE } from '../../../contracts/regions';

export interface SiteIndex {
  name: string;
  extras: SiteExtras;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The index's `routes` keys are paths under the REST root, e.g. "/persian-shop/v1/orders". */
export function extrasOf(routes: unknown): SiteExtras {
  const has = (route: string) => isObject(routes) && isObject(routes[`/${route}`]);
  return {
    announcement: has(ANNOUNCEMENT_ROUTE),
    accounts: has(ACCOUNT_ROUTES.signIn) && has(ACCOUNT_ROUTES.me),
    orders: has(ORDERS_ROUTE),
    regions: has(REGIONS_ROUTE),
    paymentMethods: has(PAYMENT_METHODS_ROUTE),
  };
}

/** The index as WordPress answers it; throws when the answer is not one. */
export function readSiteIndex(body: unknown): SiteIndex {
  if (!isObject(body) || typeof body.name !== 'string') {
    throw new Error('the REST index has no site name: is this a WordPress site?');
  }
  return { name: body.name, extras: extrasOf(body.routes) };
}
