// WooCommerce's CartController::add_to_cart, decided without side effects.
import type { StoreVariationChoice } from '../../../../contracts/store';
import type { ProductAttributeTerms, ProductRecord } from '../../storage/catalogRecords';
import type { CartLineRecord } from '../../storage/cartRepository';
import { isInStock, quantityLimit } from '../catalog/stock';
import { cartFailures, type CartFailure } from './cartFailures';
import { cartItemKey } from './customer';
import { chosenAttributes, findMatchingVariation, lineAttributes } from './variationChoice';

/** What add-item needs to know about the catalogue. */
export interface CartCatalog {
  /** Any product or variation that is not in the trash. */
  findProduct(id: number): ProductRecord | undefined;
  /** The attributes of a variable product, with their terms. */
  attributesOf(productId: number): readonly ProductAttributeTerms[];
  /** Published variations, in menu order. */
  variationsOf(productId: number): readonly ProductRecord[];
}

export interface AddItemRequest {
  id: number;
  quantity?: number;
  variation?: readonly StoreVariationChoice[];
}

export type AddItemOutcome =
  { ok: true; line: CartLineRecord; added: number } | { ok: false; failure: CartFailure };

const fail = (failure: CartFailure): AddItemOutcome => ({ ok: false, failure });

/** WooCommerce's quantity_limits.minimum for every line the shop sells. */
const MINIMUM_QUANTITY = 1;

/** is_purchasable: published, priced, and for a variation a published parent. */
export function isPurchasable(product: ProductRecord, parent: ProductRecord | undefined): boolean {
  if (product.status !== 'publish' || product.regularPrice === null) return false;
  return product.type !== 'variation' || parent?.status === 'publish';
}

/** Units of this exact stock item already in the cart (a variation keeps its own stock). */
function quantityInCart(product: ProductRecord, lines: readonly CartLineRecord[]): number {
  return lines
    .filter((line) =>
      product.type === 'variation'
        ? line.variationId === product.id
        : line.productId === product.id && line.variationId === 0,
    )
    .reduce((sum, line) => sum + line.quantity, 0);
}

interface Resolved {
  /** What is bought: the variation or the simple product. */
  item: ProductRecord;
  productId: number;
  variationId: number;
  variation: Record<string, string>;
}

function resolve(request: AddItemRequest, catalog: CartCatalog): Resolved | CartFailure {
  const product = catalog.findProduct(request.id);
  if (!product) return cartFailures.invalidProduct(request.id);
  if (product.type === 'simple') {
    return { item: product, productId: product.id, variationId: 0, variation: {} };
  }
  const parentId = product.type === 'variation' ? product.parentId : product.id;
  const parent = product.type === 'variation' ? catalog.findProduct(parentId) : product;
  if (!parent) return cartFailures.invalidParent();
  const attributes = catalog.attributesOf(parentId);
  const chosen = chosenAttributes(request.variation ?? [], attributes);
  const item =
    product.type === 'variable'
      ? findMatchingVariation(catalog.variationsOf(parentId), chosen)
      : product;
  if (!item) return cartFailures.noMatchingVariation();
  const checked = lineAttributes(item, chosen, attributes);
  if (!checked.ok) return checked.failure;
  return { item, productId: parentId, variationId: item.id, variation: checked.variation };
}

/**
 * WooCommerce's CartController::add_to_cart, decided without side effects: which line the cart
 * gets (new, or an existing one with more units) or why the request is refused. The order of
 * the checks is WooCommerce's, so the same request fails with the same code.
 */
export function addItem(
  request: AddItemRequest,
  lines: readonly CartLineRecord[],
  catalog: CartCatalog,
): AddItemOutcome {
  const resolved = resolve(request, catalog);
  if ('code' in resolved) return fail(resolved);
  const { item } = resolved;
  const parent = item.type === 'variation' ? catalog.findProduct(item.parentId) : undefined;
  // A product sold individually always goes in one at a time.
  const quantity = item.soldIndividually ? 1 : (request.quantity ?? 1);

  const key = cartItemKey(resolved.productId, resolved.variationId, resolved.variation);
  const existing = lines.find((line) => line.key === key);
  // A quantity of 0 or less is not refused as such (WooCommerce 9.9.5): a new line still gets
  // the minimum, and an existing line is refused only if it would drop under it.
  const taken = existing ? quantity : Math.max(quantity, MINIMUM_QUANTITY);

  if (!isPurchasable(item, parent)) return fail(cartFailures.notPurchasable(item.name));
  if (!isInStock(item)) return fail(cartFailures.outOfStock(item.name));
  if (item.stockQuantity !== null) {
    const remaining = item.stockQuantity;
    if (remaining < quantityInCart(item, lines) + taken) {
      return fail(cartFailures.partiallyOutOfStock(item.name, remaining));
    }
  }

  const maximum = quantityLimit(item);
  if (existing) {
    if (item.soldIndividually) return fail(cartFailures.readonlyQuantity(item.name));
    const updated = existing.quantity + quantity;
    if (updated > maximum) return fail(cartFailures.tooMany(item.name, maximum));
    if (updated < MINIMUM_QUANTITY) return fail(cartFailures.tooFew(item.name, MINIMUM_QUANTITY));
    return { ok: true, line: { ...existing, quantity: updated }, added: quantity };
  }
  // A new line is trimmed to the limit rather than refused, as WooCommerce does.
  const added = Math.max(Math.min(taken, maximum), MINIMUM_QUANTITY);
  return {
    ok: true,
    line: {
      key,
      productId: resolved.productId,
      variationId: resolved.variationId,
      variation: resolved.variation,
      quantity: added,
    },
    added,
  };
}
