// What components and sagas read from the cart feature's state.
import { createSelector } from '@reduxjs/toolkit';
import type { StoreCurrency } from '../../../contracts/store';
import type { CartState } from './slice';

interface WithCart {
  cart: CartState;
}

export const selectCartItemCount = (state: WithCart): number => state.cart.itemCount;
/** The cart as the Store API last answered it; null until it has. */
export const selectStoreCart = (state: WithCart) => state.cart.cart;

/** The cart total to show in the menu, with its currency; null before the cart is known. */
/** Memoised: the menu's cart re-renders only when the totals change, not on every action. */
export const selectCartTotal = createSelector(
  [(state: WithCart) => state.cart.cart?.totals],
  (totals): { amount: string; currency: StoreCurrency } | null =>
    totals ? { amount: totals.total_price, currency: totals } : null,
);

export const selectIsAdding = (state: WithCart, productId: number): boolean =>
  state.cart.adding[productId] === true;

export const selectWasAdded = (state: WithCart, productId: number): boolean =>
  state.cart.added?.[productId] === true;
