// CartController::set_cart_item_quantity decided without side effects.
import type { ProductRecord } from '../../storage/catalogRecords';
import type { CartLineRecord } from '../../storage/cartRepository';
import { isInStock, quantityLimit } from '../catalog/stock';
import { isPurchasable } from './addItem';
import { cartFailures, type CartFailure } from './cartFailures';

export type UpdateItemOutcome =
  | { ok: true; line: CartLineRecord }
  | { ok: true; remove: true }
  | { ok: false; failure: CartFailure };

/**
 * CartController::set_cart_item_quantity decided without side effects: a new quantity for a
 * line already in the cart. 0 removes the line (WC_Cart::set_quantity); the other checks are the
 * add-item ones against the whole new quantity, so a line can never hold more than the stock.
 */
export function updateItem(
  line: CartLineRecord,
  quantity: number,
  item: ProductRecord,
  parent: ProductRecord | undefined,
): UpdateItemOutcome {
  if (quantity === 0) return { ok: true, remove: true };
  if (quantity < 0) return { ok: false, failure: cartFailures.invalidQuantity(item.name) };
  if (!isPurchasable(item, parent)) {
    return { ok: false, failure: cartFailures.notPurchasable(item.name) };
  }
  if (item.soldIndividually && quantity > 1) {
    return { ok: false, failure: cartFailures.readonlyQuantity(item.name) };
  }
  if (!isInStock(item)) return { ok: false, failure: cartFailures.outOfStock(item.name) };
  if (item.stockQuantity !== null && quantity > item.stockQuantity) {
    return { ok: false, failure: cartFailures.partiallyOutOfStock(item.name, item.stockQuantity) };
  }
  const maximum = quantityLimit(item);
  if (quantity > maximum) return { ok: false, failure: cartFailures.tooMany(item.name, maximum) };
  return { ok: true, line: { ...line, quantity } };
}
