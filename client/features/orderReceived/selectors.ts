// What components and sagas read from the order received feature's state.
import type { OrderEntry, OrderReceivedState } from './slice';

interface WithOrders {
  orderReceived: OrderReceivedState;
}

const LOADING: OrderEntry = { status: 'loading', order: null, error: null };

export const selectReceivedOrder = (state: WithOrders, id: number): OrderEntry =>
  state.orderReceived.orders[id] ?? LOADING;
