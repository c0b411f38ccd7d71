// Iran's provinces and their cities (wc/store/v1/iran-regions), loaded once per visit and shared
// by every form that asks for a province: the checkout, my-account's addresses, order details.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IranProvince } from '../../../contracts/regions';

export type RegionsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface RegionsState {
  status: RegionsStatus;
  provinces: IranProvince[];
}

const initialState: RegionsState = { status: 'idle', provinces: [] };

const regionsSlice = createSlice({
  name: 'regions',
  initialState,
  reducers: {
    regionsRequested(state) {
      state.status = 'loading';
    },
    regionsLoaded(_state, action: PayloadAction<IranProvince[]>) {
      return { status: 'loaded', provinces: action.payload };
    },
    regionsFailed(state) {
      state.status = 'failed';
    },
  },
});

export const { regionsRequested, regionsLoaded, regionsFailed } = regionsSlice.actions;
export default regionsSlice.reducer;
