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
  /** WordPress's home (Site Address): it must be the storefront's SITE_URL (docs/deploy.md). */
  home?: string;
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
  return {
    name: body.name,
    ...(typeof body.home === 'string' ? { home: body.home } : {}),
    extras: extrasOf(body.routes),
  };
}

/**
 * Why WordPress's home must be the storefront's address, or undefined when it is: WordPress
 * redirects every page to its home, so a home elsewhere sends shoppers round in a loop.
 */
export function homeMismatch(index: SiteIndex, siteOrigin: string): string | undefined {
  if (index.home === undefined) return undefined;
  let home: string;
  try {
    home = new URL(index.home).origin;
  } catch {
    return `WordPress's home (${index.home}) is not an address`;
  }
  return home === siteOrigin
    ? undefined
    : `WordPress's home is ${home} but SITE_URL is ${siteOrigin}: WordPress redirects pages to its ` +
        'home, so shoppers would go round in a loop. Set Settings → General → Site Address (and ' +
        'WordPress Address) to SITE_URL (docs/deploy.md).';
}
