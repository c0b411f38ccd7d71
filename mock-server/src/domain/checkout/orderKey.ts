// The order key, which alone opens a guest's order: WooCommerce's form, drawn from a
// cryptographic source.
import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * wc_generate_order_key: "wc_order_" + 13 letters and digits (wp_generate_password without
 * special characters), from a cryptographic source: the key alone opens a guest's order.
 */
export function newOrderKey(): string {
  let key = '';
  for (let index = 0; index < 13; index += 1) key += ALPHABET[randomInt(ALPHABET.length)];
  return `wc_order_${key}`;
}

export const ORDER_KEY_PATTERN = /^wc_order_[A-Za-z0-9]{13}$/;
