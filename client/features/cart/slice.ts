import { createSlice } from '@reduxjs/toolkit';

// Placeholder until the cart feature arrives: the menu cart reads its count from here, so the
// header is already wired to the store. It never holds made-up items.
export interface CartState {
  itemCount: number;
}

const initialState: CartState = { itemCount: 0 };

const cartSlice = createSlice({ name: 'cart', initialState, reducers: {} });

export default cartSlice.reducer;
