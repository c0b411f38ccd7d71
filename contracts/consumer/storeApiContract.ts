// What the woocommerce-store-api pact and its verifiers agree on besides the pact file: the
// parties, the provider states with the parameters they hand back, and the example session
// values a verifier replaces with real ones.
import path from 'node:path';
import { CONSUMER, PACT_DIR } from './wordpressContract';

export { CONSUMER };
export const STORE_PROVIDER = 'woocommerce-store-api';
export const STORE_PACT_FILE = path.join(PACT_DIR, `${CONSUMER}-${STORE_PROVIDER}.json`);

/**
 * A recorded Store API nonce is only an example: a verifier sends a real one for its session
 * instead. The example Cart-Token is dropped, so the session cookie names the cart.
 */
export const EXAMPLE_STORE_NONCE = 'example-store-nonce-replaced-by-verifier';
export const EXAMPLE_CART_TOKEN = 'example-cart-token-dropped-by-verifier';

/** Provider states; docs/contracts.md says what a backend team sets up for each. */
export const STORE_STATES = {
  products: 'at least 6 published products',
  variableProduct: 'a variable product with two variation attributes',
  inStockVariation: 'an in-stock variation of a two-attribute variable product',
  outOfStockVariation: 'an out-of-stock variation of a two-attribute variable product',
  cart: "a visitor's cart",
  /** The shop page's filters: a global attribute with a term an in-stock product carries. */
  filterableTerm: 'a global attribute term carried by an in-stock product',
} as const;

/** Parameters the states hand to the requests (paths and the add-item body). */
export const STORE_PARAMS = {
  productId: 'productId',
  variationId: 'variationId',
  firstAttribute: 'firstAttribute',
  firstValue: 'firstValue',
  secondAttribute: 'secondAttribute',
  secondValue: 'secondValue',
  /** filterableTerm: the attribute's id, its taxonomy ("pa_color") and the term's slug. */
  attributeId: 'attributeId',
  attributeTaxonomy: 'attributeTaxonomy',
  termSlug: 'termSlug',
} as const;

/**
 * Provider states of the cart operation and checkout interactions (contracts/provider/
 * checkoutStates.ts). Each empties the verifier's cart first, then fills it as named.
 */
export const CHECKOUT_STATES = {
  cartWithProduct: 'a cart holding one in-stock simple product',
  cartWithCoupon: 'a cart holding one in-stock simple product with a coupon applied',
  cartOutOfStock: 'a cart holding a simple product that has since gone out of stock',
} as const;

/** Parameters the checkout states hand to the requests. */
export const CHECKOUT_PARAMS = {
  /** The cart line's key (update-item, remove-item). */
  itemKey: 'itemKey',
  /** The simple product in the cart. */
  productId: 'productId',
  /** A coupon the site accepts for that cart (apply-coupon, remove-coupon). */
  couponCode: 'couponCode',
} as const;
