// The visitor's cart as the Store API last answered it, and which add-to-cart requests are on
// their way. The menu cart reads the count and total from here.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoreCart, StoreVariationChoice } from '../../../contracts/store';

export type CartStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface CartState {
  status: CartStatus;
  cart: StoreCart | null;
  /** Sum of the quantities (the Store API's items_count). */
  itemCount: number;
  /** Product ids with an add-to-cart request in flight. */
  adding: Record<number, boolean>;
}

const initialState: CartState = { status: 'idle', cart: null, itemCount: 0, adding: {} };

export interface AddToCartRequest {
  /** The product the shopper is looking at (keys the in-flight flag). */
  productId: number;
  /** What add-item receives: the variation id of a variable product, else the product id. */
  id: number;
  quantity: number;
  variation?: StoreVariationChoice[];
  /** For the notice: the product's name (and chosen options) as the shopper saw them. */
  name: string;
}

/** A shopper asked to add something; the cart saga sends it. Other features dispatch it too. */
export const addToCartRequested = createAction<AddToCartRequest>('cart/addToCartRequested');

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartRequested(state) {
      if (state.status !== 'loaded') state.status = 'loading';
    },
    cartLoaded(state, action: PayloadAction<StoreCart>) {
      state.status = 'loaded';
      state.cart = action.payload;
      state.itemCount = action.payload.items_count;
    },
    cartFailed(state) {
      if (state.status !== 'loaded') state.status = 'failed';
    },
    addToCartSucceeded(state, action: PayloadAction<{ productId: number; cart: StoreCart }>) {
      delete state.adding[action.payload.productId];
      state.status = 'loaded';
      state.cart = action.payload.cart;
      state.itemCount = action.payload.cart.items_count;
    },
    addToCartFailed(state, action: PayloadAction<{ productId: number }>) {
      delete state.adding[action.payload.productId];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(addToCartRequested, (state, action) => {
      state.adding[action.payload.productId] = true;
    });
  },
});

export const { cartRequested, cartLoaded, cartFailed, addToCartSucceeded, addToCartFailed } =
  cartSlice.actions;
export default cartSlice.reducer;
