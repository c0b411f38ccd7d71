// Carts ready for the checkout benches: one cart a checkout (each order empties the cart it came
// from), each holding one of the product, and the Cart-Token that names it.
import type Database from 'better-sqlite3';
import { cartTokenSecret, createCartToken } from '../mock-server/src/domain/cart/cartToken';
import { cartItemKey } from '../mock-server/src/domain/cart/customer';
import { createSqliteCartRepository } from '../mock-server/src/storage/cartRepository';
import { TEST_SECRET } from '../mock-server/test/server';

/** `count` carts of customers `${prefix}0…`, each with one `productId`; their Cart-Tokens. */
export function readyCarts(
  db: Database.Database,
  productId: number,
  count: number,
  prefix: string,
): string[] {
  const carts = createSqliteCartRepository(db);
  const secret = cartTokenSecret(TEST_SECRET);
  const line = {
    key: cartItemKey(productId, 0, {}),
    productId,
    variationId: 0,
    variation: {},
    quantity: 1,
  };
  return Array.from({ length: count }, (_, n) => {
    const customer = `${prefix}${n}`;
    carts.saveLine(customer, line, '2025-06-01T12:00:00');
    return createCartToken(customer, secret, new Date());
  });
}
