// The checkout form posted without JavaScript (issue 25, item 5), acted on by the server's
// renderer with the checkout's own saga: what was typed, the method chosen, then "place order".
import type { UnknownAction } from '@reduxjs/toolkit';
import { isPaymentMethodId } from '../../../contracts/checkout';
import { CHOOSE_PROVINCE_FIELD } from '../../../contracts/plainPosts';
import { FIELD_ORDER } from './fields';
import { fieldTyped, orderPlacementRequested, paymentMethodChosen, type TypedField } from './slice';

const isTypedField = (name: string): name is TypedField =>
  name !== 'payment_method' && (FIELD_ORDER as readonly string[]).includes(name);

export function checkoutPostActions(posted: Record<string, string>): UnknownAction[] {
  const actions: UnknownAction[] = [];
  for (const [name, value] of Object.entries(posted)) {
    if (isTypedField(name)) actions.push(fieldTyped({ field: name, value }));
  }
  const method = posted.payment_method ?? '';
  if (isPaymentMethodId(method)) actions.push(paymentMethodChosen(method));
  // "Show the cities of this province": the page again with what was typed, nothing placed.
  if (posted[CHOOSE_PROVINCE_FIELD] === undefined) actions.push(orderPlacementRequested());
  return actions;
}
