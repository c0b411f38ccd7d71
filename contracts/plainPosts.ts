// Plain form posts, for a browser without JavaScript (issue 25, item 5): the field names both the
// client's forms and the server's post routes read.

/** The visitor's REST nonce, checked on every plain post (WordPress's `_wpnonce`). */
export const PLAIN_POST_NONCE_FIELD = '_wpnonce';

/**
 * The nonce field as a page shared by every visitor is drawn (empty); the server writes the
 * visitor's nonce into it when it sends the page.
 */
export const EMPTY_NONCE_INPUT = `<input type="hidden" name="${PLAIN_POST_NONCE_FIELD}" value=""/>`;

export function nonceInput(nonce: string): string {
  const safe = nonce.replace(/[^A-Za-z0-9._-]/g, '');
  return `<input type="hidden" name="${PLAIN_POST_NONCE_FIELD}" value="${safe}"/>`;
}

/** The checkout's button (without JavaScript) that draws the chosen province's cities. */
export const CHOOSE_PROVINCE_FIELD = 'choose_province';

/** The cart form's buttons and fields (WooCommerce's names where it has them). */
export const CART_POST = {
  addToCart: 'add-to-cart',
  quantity: 'quantity',
  /** `quantity[<line key>]` on the cart page. */
  lineQuantity: (key: string) => `quantity[${key}]`,
  /** `step[<line key>]`: a − or + button, its value the new quantity. */
  lineStep: (key: string) => `step[${key}]`,
  updateCart: 'update_cart',
  removeItem: 'remove_item',
  couponCode: 'coupon_code',
  applyCoupon: 'apply_coupon',
  /** A variable product's choices: `attribute_pa_color`, as WooCommerce's variation form names them. */
  attributePrefix: 'attribute_',
  /**
   * «بازگرداندن» after a removal: the removed line's product (or variation) id, with `quantity`
   * and its choices as `restore_variation[<attribute>]` (WooCommerce's undo_item is a GET).
   */
  restoreItem: 'restore_item',
  restoreVariation: (attribute: string) => `restore_variation[${attribute}]`,
} as const;
