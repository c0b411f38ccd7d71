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
  /** Product ids added during this visit: a listing card's button says so. */
  added: Record<number, boolean>;
  /** Cart lines (by item key) with an update or removal on its way; the server answers the truth. */
  busy: Record<string, LineWork>;
  /** What the shopper has typed in a line's quantity field and not yet sent, by item key. */
  drafts: Record<string, string>;
  coupon: CouponState;
}

export type LineWork = 'updating' | 'removing';

export interface CouponState {
  /** The code in the coupon field. */
  code: string;
  status: 'idle' | 'applying' | 'removing';
  /** Why the last code was refused (shown under the field), null otherwise. */
  error: string | null;
}

const initialState: CartState = {
  status: 'idle',
  cart: null,
  itemCount: 0,
  adding: {},
  added: {},
  busy: {},
  drafts: {},
  coupon: { code: '', status: 'idle', error: null },
};

export interface AddToCartRequest {
  /** The product the shopper is looking at (keys the in-flight flag). */
  productId: number;
  /** What add-item receives: the variation id of a variable product, else the product id. */
  id: number;
  quantity: number;
  variation?: StoreVariationChoice[];
  /** For the notice: the product's name (and chosen options) as the shopper saw them. */
  name: string;
  /**
   * The button itself shows the outcome (a listing card): a success is said to screen readers
   * only, so no notice above the grid moves the cards under the shopper's finger.
   */
  quiet?: boolean;
}

/** A shopper asked to add something; the cart saga sends it. Other features dispatch it too. */
export const addToCartRequested = createAction<AddToCartRequest>('cart/addToCartRequested');

/** Stepper buttons, or a typed quantity committed (Enter or leaving the field). */
export const lineQuantityRequested = createAction<{ key: string; quantity: number }>(
  'cart/lineQuantityRequested',
);
export const lineRemovalRequested = createAction<{ key: string }>('cart/lineRemovalRequested');
/** «بازگرداندن» after a removal: the same item, quantity and choices go back into the cart. */
export const lineRestoreRequested = createAction<{
  id: number;
  quantity: number;
  variation: StoreVariationChoice[];
  name: string;
}>('cart/lineRestoreRequested');
/** The shopper left the quantity field or pressed Enter: the saga sends what was typed. */
export const quantityDraftCommitted = createAction<{ key: string }>('cart/quantityDraftCommitted');
/** Someone else changed the cart on the server (an order emptied it): fetch it again. */
export const cartReloadRequested = createAction('cart/reloadRequested');
export const couponApplyRequested = createAction('cart/couponApplyRequested');
export const couponRemovalRequested = createAction<string>('cart/couponRemovalRequested');

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
      state.added[action.payload.productId] = true;
      state.status = 'loaded';
      state.cart = action.payload.cart;
      state.itemCount = action.payload.cart.items_count;
    },
    addToCartFailed(state, action: PayloadAction<{ productId: number }>) {
      delete state.adding[action.payload.productId];
    },
    quantityDraftTyped(state, action: PayloadAction<{ key: string; text: string }>) {
      state.drafts[action.payload.key] = action.payload.text;
    },
    lineWorkStarted(state, action: PayloadAction<{ key: string; work: LineWork }>) {
      state.busy[action.payload.key] = action.payload.work;
    },
    /** The server answered (cart) or refused (no cart): either way the draft gives way to it. */
    lineWorkSettled(state, action: PayloadAction<{ key: string; cart?: StoreCart }>) {
      delete state.busy[action.payload.key];
      delete state.drafts[action.payload.key];
      if (action.payload.cart) setCart(state, action.payload.cart);
    },
    couponCodeTyped(state, action: PayloadAction<string>) {
      state.coupon.code = action.payload;
      state.coupon.error = null;
    },
    couponWorkStarted(state, action: PayloadAction<'applying' | 'removing'>) {
      state.coupon.status = action.payload;
      state.coupon.error = null;
    },
    couponApplied(state, action: PayloadAction<StoreCart>) {
      state.coupon = { code: '', status: 'idle', error: null };
      setCart(state, action.payload);
    },
    couponRefused(state, action: PayloadAction<string>) {
      state.coupon.status = 'idle';
      state.coupon.error = action.payload;
    },
    couponRemoved(state, action: PayloadAction<StoreCart | undefined>) {
      state.coupon.status = 'idle';
      if (action.payload) setCart(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(addToCartRequested, (state, action) => {
      state.adding[action.payload.productId] = true;
    });
  },
});

function setCart(state: CartState, cart: StoreCart): void {
  state.status = 'loaded';
  state.cart = cart;
  state.itemCount = cart.items_count;
}

export const {
  cartRequested,
  cartLoaded,
  cartFailed,
  addToCartSucceeded,
  addToCartFailed,
  quantityDraftTyped,
  lineWorkStarted,
  lineWorkSettled,
  couponCodeTyped,
  couponWorkStarted,
  couponApplied,
  couponRefused,
  couponRemoved,
} = cartSlice.actions;
export default cartSlice.reducer;
