// The my-account page's sub-views live in the query string (/my-account?view=orders), so each
// is a real URL: a link opens it, back and forward move between them, and the server needs no
// new routes. Without ?view= a guest sees sign-in and register, a customer their orders.
import type { SiteExtras } from '../../../contracts/bootstrap';

export type AccountView =
  | { name: 'home' }
  | { name: 'orders' }
  | { name: 'order'; orderId: number }
  | { name: 'addresses' }
  | { name: 'lookup' };

export function readAccountView(search: string): AccountView {
  const params = new URLSearchParams(search);
  switch (params.get('view')) {
    case 'orders':
      return { name: 'orders' };
    case 'order': {
      const id = Number(params.get('id'));
      return Number.isSafeInteger(id) && id > 0
        ? { name: 'order', orderId: id }
        : { name: 'orders' };
    }
    case 'addresses':
      return { name: 'addresses' };
    case 'lookup':
      return { name: 'lookup' };
    default:
      return { name: 'home' };
  }
}

/**
 * The view the site can show. The order lookup asks the shop's own orders route: a site without
 * it (a plain WooCommerce) has no lookup, so /my-account?view=lookup is the account's home there.
 */
export function viewOnSite(view: AccountView, extras: SiteExtras): AccountView {
  return view.name === 'lookup' && !extras.orders ? { name: 'home' } : view;
}

const BASE = '/my-account';

export const accountLinks = {
  home: BASE,
  orders: `${BASE}?view=orders`,
  order: (id: number) => `${BASE}?view=order&id=${id}`,
  addresses: `${BASE}?view=addresses`,
  lookup: `${BASE}?view=lookup`,
} as const;
