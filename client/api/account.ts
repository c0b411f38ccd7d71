// The shop's customer accounts and order read routes (persian-shop/v1), through the same
// api-fetch as everything else: the X-WP-Nonce it sends is what these POSTs require (CSRF), and
// the session cookie travels by itself (HttpOnly, same origin), so no code here touches it.
import {
  ACCOUNT_ROUTES,
  type AccountAddresses,
  type AccountSession,
  type RegisterRequest,
  type SignInRequest,
} from '../../contracts/account';
import {
  ORDER_LOOKUP_ROUTE,
  ORDERS_ROUTE,
  orderRoute,
  type OrderLookupRequest,
  type ShopOrder,
} from '../../contracts/orders';
import { NONCE_HEADER, type WpUser } from '../../contracts/wp';
import { STOREFRONT_ORDERS_PATH, type WooOrdersAnswer } from '../../contracts/wooAccountOrders';
import { toWpApiError } from './errors';
import { readJson, readPage, type Page } from './responses';
import { WpApiError, hasRestNonce, setRestNonce, wpFetch } from './wp';

export { getRegions } from './checkout';

/**
 * Who is signed in on a WordPress without the shop's account routes (wp/v2/users/me with the
 * visitor's nonce): their display name, or null for a guest (401 rest_not_logged_in).
 */
export async function getWordpressUserName(): Promise<string | null> {
  // A guest has no nonce: asking would only earn a 401 on every visit.
  if (!hasRestNonce()) return null;
  try {
    return (await wpFetch<WpUser>({ path: '/wp/v2/users/me' })).name;
  } catch (error) {
    if (error instanceof WpApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in customer's orders on a WordPress without the shop's order routes: the storefront
 * reads them from WooCommerce's own orders page with her cookies (contracts/wooAccountOrders.ts).
 * A storefront route, not a WordPress one: a plain same-origin fetch, no nonce. null when
 * WordPress does not know her (401).
 */
export async function getWooOrders(): Promise<WooOrdersAnswer | null> {
  let response: Response;
  try {
    response = await fetch(STOREFRONT_ORDERS_PATH, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch (reason) {
    throw await toWpApiError({ code: 'fetch_error', reason });
  }
  if (response.status === 401) return null;
  if (!response.ok) throw await toWpApiError(response);
  return readJson<WooOrdersAnswer>(response);
}

export function getCurrentCustomer(): Promise<AccountSession> {
  return wpFetch<AccountSession>({ path: `/${ACCOUNT_ROUTES.me}` });
}

/**
 * Signing in, registering and signing out start a new visitor session on the server; its nonce
 * comes back in X-WP-Nonce and every later request carries it.
 */
async function changeSession(route: string, data: object): Promise<AccountSession> {
  const response = await wpFetch<Response>({
    path: `/${route}`,
    method: 'POST',
    data,
    parse: false,
  });
  const nonce = response.headers.get(NONCE_HEADER);
  if (nonce) setRestNonce(nonce);
  return readJson<AccountSession>(response);
}

export function register(request: RegisterRequest): Promise<AccountSession> {
  return changeSession(ACCOUNT_ROUTES.register, request);
}

export function signIn(request: SignInRequest): Promise<AccountSession> {
  return changeSession(ACCOUNT_ROUTES.signIn, request);
}

export function signOut(): Promise<AccountSession> {
  return changeSession(ACCOUNT_ROUTES.signOut, {});
}

export function getAddresses(): Promise<AccountAddresses> {
  return wpFetch<AccountAddresses>({ path: `/${ACCOUNT_ROUTES.addresses}` });
}

export function saveAddresses(addresses: AccountAddresses): Promise<AccountAddresses> {
  return wpFetch<AccountAddresses>({
    path: `/${ACCOUNT_ROUTES.addresses}`,
    method: 'PUT',
    data: addresses,
  });
}

/** The signed-in customer's orders, newest first. */
export async function getMyOrders(page = 1, perPage = 10): Promise<Page<ShopOrder>> {
  const response = await wpFetch<Response>({
    path: `/${ORDERS_ROUTE}?page=${page}&per_page=${perPage}`,
    parse: false,
  });
  return readPage<ShopOrder>(response);
}

export function getOrder(id: number): Promise<ShopOrder> {
  return wpFetch<ShopOrder>({ path: `/${orderRoute(id)}` });
}

/** A guest finds an order by its number and the email or mobile it was placed with. */
export function lookupOrder(request: OrderLookupRequest): Promise<ShopOrder> {
  return wpFetch<ShopOrder>({ path: `/${ORDER_LOOKUP_ROUTE}`, method: 'POST', data: request });
}
