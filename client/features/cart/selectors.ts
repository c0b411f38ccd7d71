import type { CartState } from './slice';

export const selectCartItemCount = (state: { cart: CartState }): number => state.cart.itemCount;
