import type { StoreCurrency } from '../../../contracts/store';
import type { CartState } from './slice';

interface WithCart {
  cart: CartState;
}

export const selectCartItemCount = (state: WithCart): number => state.cart.itemCount;

/** The cart total to show in the menu, with its currency; null before the cart is known. */
export const selectCartTotal = (
  state: WithCart,
): { amount: string; currency: StoreCurrency } | null => {
  const totals = state.cart.cart?.totals;
  return totals ? { amount: totals.total_price, currency: totals } : null;
};

export const selectIsAdding = (state: WithCart, productId: number): boolean =>
  state.cart.adding[productId] === true;
