// Where a customer's account lives on a WordPress without the shop's account routes: WordPress's
// own sign-in page and WooCommerce's my-account endpoints, which the storefront forwards to the
// site (none of these paths is a page of the app, so the links load them in full).
const SIGN_IN = '/wp-login.php';
const WOOCOMMERCE_ACCOUNT = '/my-account';

export const wordpressAccountLinks = {
  /** Back to WooCommerce's order list once signed in. */
  signIn: `${SIGN_IN}?redirect_to=${encodeURIComponent(`${WOOCOMMERCE_ACCOUNT}/orders/`)}`,
  /** The storefront's account page, her orders on it (the storefront reads WooCommerce's list). */
  orders: `${WOOCOMMERCE_ACCOUNT}/orders/`,
  /** WooCommerce's second page of orders, its own. */
  olderOrders: `${WOOCOMMERCE_ACCOUNT}/orders/2/`,
  addresses: `${WOOCOMMERCE_ACCOUNT}/edit-address/`,
  details: `${WOOCOMMERCE_ACCOUNT}/edit-account/`,
  /** WooCommerce asks the customer to confirm (its nonce is not the app's to make). */
  signOut: `${WOOCOMMERCE_ACCOUNT}/customer-logout/`,
  /** One order of the signed-in customer (WooCommerce's view-order endpoint). */
  order: (id: number) => `${WOOCOMMERCE_ACCOUNT}/view-order/${id}/`,
} as const;
