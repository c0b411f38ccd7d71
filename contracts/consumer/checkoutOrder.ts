// The checkout order both checkout pacts send: the woocommerce-store-api pact (what any
// WooCommerce answers) and the persian-shop pact (what only a site with the shop's Iranian
// address rules answers). One guest order, typed as a Persian keyboard types it.
import { ORDER_ATTRIBUTION_NAMESPACE } from '../attribution';
import { REST_NONCE_PATH } from '../wp';
import { restoreCartSession } from '../../client/api/store';
import { configureApi } from '../../client/api/wp';
import {
  buildCheckoutRequest,
  emptyCheckoutValues,
  type CheckoutValues,
} from '../../client/features/checkout/request';
import { EXAMPLE_STORE_NONCE } from './storeApiContract';

/** Points the app's API modules at Pact's mock server, as a cart page that loaded its cart. */
export function pointCartPageAt(mockUrl: string): void {
  configureApi({
    apiRoot: `${mockUrl}/wp-json/`,
    nonceEndpoint: `${mockUrl}${REST_NONCE_PATH}`,
    nonce: 'wp-nonce-not-checked-by-the-store-api',
  });
  // A cart page has its nonce from loading the cart; the verifier swaps in a real one.
  restoreCartSession({ nonce: EXAMPLE_STORE_NONCE, cartToken: '' });
}

/** A guest's order as a Persian keyboard types it; the client sends it with ASCII digits. */
export function typedOrder(overrides: Partial<CheckoutValues['address']> = {}): CheckoutValues {
  const values = emptyCheckoutValues();
  values.address = {
    first_name: 'مریم',
    last_name: 'احمدی',
    phone: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
    email: 'maryam@example.com',
    state: 'THR',
    city: 'تهران',
    address_1: 'خیابان ولیعصر، کوچهٔ بهار، پلاک ۱۲',
    postcode: '۱۴۳۴۸-۶۳۱۱۱',
    ...overrides,
  };
  return values;
}

/** Every WooCommerce attribution field, as the checkout block sends them. */
export const attribution = {
  [ORDER_ATTRIBUTION_NAMESPACE]: {
    source_type: 'utm',
    referrer: 'https://l.instagram.com/',
    utm_campaign: 'yalda sale',
    utm_source: 'instagram',
    utm_medium: 'social',
    utm_content: 'story',
    utm_id: '(none)',
    utm_term: '(none)',
    utm_source_platform: '(none)',
    utm_creative_format: '(none)',
    utm_marketing_tactic: '(none)',
    session_entry: 'https://shop.example/?utm_source=instagram',
    session_start_time: '2025-03-01 08:40:15',
    session_pages: '3',
    session_count: '1',
    user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0',
  },
};

/** The recorded checkout request of a cash-on-delivery order. */
export function checkoutRequest(values: CheckoutValues) {
  return {
    method: 'POST' as const,
    path: '/wp-json/wc/store/v1/checkout',
    query: { _locale: 'user' },
    headers: { Nonce: EXAMPLE_STORE_NONCE, 'Content-Type': 'application/json' },
    body: buildCheckoutRequest(values, 'cod', attribution),
  };
}
