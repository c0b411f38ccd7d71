// Requests in flight and the time the last one finished; swatches re-initialise
// after a completion (SPEC section 9), busy indicators read the count.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { RequestEvent } from '../../api/wp';

export interface RequestInFlight {
  method: string;
  path: string;
  startedAt: number;
}

export interface NetworkState {
  inFlight: Record<number, RequestInFlight>;
  inFlightCount: number;
  lastCompletedAt: number | null;
}

export type RequestStarted = Extract<RequestEvent, { kind: 'started' }>;
export type RequestCompleted = Extract<RequestEvent, { kind: 'completed' }>;

const initialState: NetworkState = { inFlight: {}, inFlightCount: 0, lastCompletedAt: null };

export const networkSlice = createSlice({
  name: 'network',
  initialState,
  reducers: {
    requestStarted(state, action: PayloadAction<RequestStarted>) {
      const { id, method, path, at } = action.payload;
      state.inFlight[id] = { method, path, startedAt: at };
      state.inFlightCount = Object.keys(state.inFlight).length;
    },
    requestCompleted(state, action: PayloadAction<RequestCompleted>) {
      // A completion whose start was never seen (it began before the bridge was
      // listening) still counts as a completion, but must not drive the count negative.
      delete state.inFlight[action.payload.id];
      state.inFlightCount = Object.keys(state.inFlight).length;
      state.lastCompletedAt = action.payload.at;
    },
  },
});

export const { requestStarted, requestCompleted } = networkSlice.actions;

export default networkSlice.reducer;
