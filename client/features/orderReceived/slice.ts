// Orders opened on the order received page, keyed by order id.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShopOrder } from '../../../contracts/orders';
import type { PlacedOrder } from '../../api/placedOrder';

/** `placed`: the site has no order route to ask (a plain WooCommerce), see `placed` below. */
export type OrderLoadStatus = 'loading' | 'loaded' | 'missing' | 'failed' | 'placed';

export interface OrderEntry {
  status: OrderLoadStatus;
  order: ShopOrder | null;
  error: string | null;
  /** With status `placed`: what the checkout answered in this tab, or null (another tab, later). */
  placed?: PlacedOrder | null;
}

export interface OrderReceivedState {
  orders: Record<number, OrderEntry>;
}

const initialState: OrderReceivedState = { orders: {} };

const orderReceivedSlice = createSlice({
  name: 'orderReceived',
  initialState,
  reducers: {
    orderRequested(state, action: PayloadAction<number>) {
      const known = state.orders[action.payload];
      state.orders[action.payload] = {
        status: known?.order ? 'loaded' : 'loading',
        order: known?.order ?? null,
        error: null,
      };
    },
    orderLoaded(state, action: PayloadAction<ShopOrder>) {
      state.orders[action.payload.id] = { status: 'loaded', order: action.payload, error: null };
    },
    placedOrderShown(state, action: PayloadAction<{ id: number; placed: PlacedOrder | null }>) {
      state.orders[action.payload.id] = {
        status: 'placed',
        order: null,
        error: null,
        placed: action.payload.placed,
      };
    },
    orderMissing(state, action: PayloadAction<number>) {
      state.orders[action.payload] = { status: 'missing', order: null, error: null };
    },
    orderFailed(state, action: PayloadAction<{ id: number; message: string }>) {
      state.orders[action.payload.id] = {
        status: 'failed',
        order: null,
        error: action.payload.message,
      };
    },
  },
});

export const { orderRequested, orderLoaded, orderMissing, orderFailed, placedOrderShown } =
  orderReceivedSlice.actions;
export default orderReceivedSlice.reducer;
