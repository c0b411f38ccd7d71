// A cart form posted without JavaScript (issue 25, item 5), acted on by the server's renderer with
// the cart's own sagas: the fields become the same actions the app's buttons dispatch.
import type { UnknownAction } from '@reduxjs/toolkit';
import { CART_POST } from '../../../contracts/plainPosts';
import type { StoreVariationChoice } from '../../../contracts/store';
import { parseQuantity } from '../catalog';
import type { CartState } from './slice';
import {
  addToCartRequested,
  couponApplyRequested,
  couponCodeTyped,
  lineQuantityRequested,
  lineRemovalRequested,
  lineRestoreRequested,
} from './slice';

const lineField = /^(quantity|step)\[([^\]]+)\]$/;
const restoreField = /^restore_variation\[(.+)\]$/;

type Restore = ReturnType<typeof lineRestoreRequested>['payload'];

/**
 * The fields of the undo form a removal's notice posts without JavaScript: the same line, its
 * quantity and choices, which `cartPostActions` turns back into the app's own restore action.
 */
export function restoreFields(restore: Restore): Record<string, string> {
  const fields: Record<string, string> = {
    [CART_POST.restoreItem]: String(restore.id),
    [CART_POST.quantity]: String(restore.quantity),
  };
  for (const { attribute, value } of restore.variation) {
    fields[CART_POST.restoreVariation(attribute)] = value;
  }
  return fields;
}

/** The line an undo form posted back, or null when it names no product. */
function postedRestore(posted: Record<string, string>): Restore | null {
  const id = Number.parseInt(posted[CART_POST.restoreItem] ?? '', 10);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const variation = Object.entries(posted).flatMap(([name, value]) => {
    const attribute = restoreField.exec(name)?.[1];
    return attribute && value !== '' ? [{ attribute, value }] : [];
  });
  const quantity = parseQuantity(posted[CART_POST.quantity] ?? '1') ?? 1;
  // The name is left for the saga to read from the cart's answer (the line it put back).
  return { id, quantity: Math.max(1, quantity), variation, name: '' };
}

/**
 * A variable product's choices as WooCommerce's form posts them (`attribute_pa_color=red`), in the
 * form's order: add-item finds the variation they name, or refuses them in Persian.
 */
function postedVariation(posted: Record<string, string>): StoreVariationChoice[] {
  return Object.entries(posted)
    .filter(([name, value]) => name.startsWith(CART_POST.attributePrefix) && value !== '')
    .map(([attribute, value]) => ({ attribute, value }));
}

/** The actions a posted cart form asks for, in the order the app would dispatch them. */
export function cartPostActions(
  posted: Record<string, string>,
  state: { cart: CartState },
): UnknownAction[] {
  const added = posted[CART_POST.addToCart];
  if (added !== undefined) {
    const id = Number.parseInt(added, 10);
    if (!Number.isSafeInteger(id) || id <= 0) return [];
    const quantity = parseQuantity(posted[CART_POST.quantity] ?? '1') ?? 1;
    const variation = postedVariation(posted);
    // The name is left for the saga to read from the cart's answer (the line it added).
    return [
      addToCartRequested({
        productId: id,
        id,
        quantity: Math.max(1, quantity),
        ...(variation.length > 0 ? { variation } : {}),
        name: '',
      }),
    ];
  }
  if (posted[CART_POST.restoreItem] !== undefined) {
    const restore = postedRestore(posted);
    return restore ? [lineRestoreRequested(restore)] : [];
  }
  if (posted[CART_POST.applyCoupon] !== undefined) {
    return [couponCodeTyped(posted[CART_POST.couponCode] ?? ''), couponApplyRequested()];
  }
  const removed = posted[CART_POST.removeItem];
  if (removed !== undefined) return [lineRemovalRequested({ key: removed })];
  const lines = state.cart.cart?.items ?? [];
  const steps: UnknownAction[] = [];
  const typed: UnknownAction[] = [];
  for (const [name, value] of Object.entries(posted)) {
    const match = lineField.exec(name);
    const line = match && lines.find((item) => item.key === match[2]);
    const quantity = parseQuantity(value);
    if (!match || !line || quantity === null || quantity < 1 || quantity === line.quantity) {
      continue;
    }
    (match[1] === 'step' ? steps : typed).push(lineQuantityRequested({ key: line.key, quantity }));
  }
  // A − or + button says what it wants; the typed quantities are the "update cart" button's.
  return steps.length > 0 ? steps.slice(0, 1) : typed;
}

/** Whether the cart's own state shows a refusal of what was posted (drawn on the page). */
export function cartPostRefused(state: { cart: CartState }): boolean {
  return state.cart.coupon.error !== null;
}
