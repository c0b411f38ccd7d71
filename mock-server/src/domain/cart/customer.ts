// Whose cart it is: a guest's customer id shaped like WooCommerce's, derived from the session, and
// the cart item key that makes the same choice land on the same line.
import { createHash, createHmac, randomBytes } from 'node:crypto';

// A guest's cart belongs to a customer id shaped like WooCommerce's ("t_" + 30 hex). A cookie
// session maps to its id by a keyed hash, so the same session always finds the same cart and
// the id in a Cart-Token reveals nothing about the session cookie.
const GUEST_PREFIX = 't_';
const ID_LENGTH = 30;

export function customerIdForSession(secret: string, sessionId: string): string {
  const digest = createHmac('sha256', secret).update(`cart-customer|${sessionId}`).digest('hex');
  return GUEST_PREFIX + digest.slice(0, ID_LENGTH);
}

/** A fresh id for a visitor who has neither a session nor a token yet. */
export function newGuestCustomerId(): string {
  return GUEST_PREFIX + randomBytes(ID_LENGTH / 2).toString('hex');
}

/**
 * WooCommerce's cart item key: md5 of the product, the variation, the chosen attributes and any
 * extra item data, so adding the same choice again lands on the same line.
 */
export function cartItemKey(
  productId: number,
  variationId: number,
  variation: Readonly<Record<string, string>>,
): string {
  const parts = [String(productId)];
  if (variationId !== 0) parts.push(String(variationId));
  const sorted = Object.keys(variation)
    .sort()
    .map((name) => `${name}=${variation[name] ?? ''}`)
    .join('');
  if (sorted !== '') parts.push(sorted);
  return createHash('md5').update(parts.join('_')).digest('hex');
}
