// The attribution feature's state and the actions that change it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AttributionValues } from '../../../contracts/attribution';
import type { ConsentChoice, WrittenCookie } from './trackerCookies';

export interface AttributionState {
  /** Tracking is on: cookies kept up to date, values sent with the order. */
  allowed: boolean;
  /** What the visitor answered in the banner (remembered in a cookie); null: not asked yet. */
  choice: ConsentChoice | null;
  bannerOpen: boolean;
  /** Every configured field; null when tracking is off. */
  values: AttributionValues;
  /** The cookies the last page view (or consent change) wrote or deleted. */
  written: WrittenCookie[];
  /** Page views tracked since the app started. */
  pageViews: number;
}

const initialState: AttributionState = {
  allowed: false,
  choice: null,
  bannerOpen: false,
  values: {},
  written: [],
  pageViews: 0,
};

export interface TrackingApplied {
  allowed: boolean;
  values: AttributionValues;
  written: WrittenCookie[];
  /** A page view was counted (false for switching tracking off). */
  pageView: boolean;
}

const attributionSlice = createSlice({
  name: 'attribution',
  initialState,
  reducers: {
    /** Start-up: the remembered choice, if any. The banner asks until there is one. */
    consentRestored(state, action: PayloadAction<ConsentChoice | null>) {
      state.choice = action.payload;
      state.bannerOpen = action.payload === null;
    },
    /** The visitor pressed allow (true) or do not allow (false) in the banner. */
    consentChosen: {
      reducer(state, action: PayloadAction<boolean>) {
        state.choice = action.payload ? 'yes' : 'no';
        state.bannerOpen = false;
      },
      prepare(allow: boolean) {
        return { payload: allow };
      },
    },
    consentSettingsOpened(state) {
      state.bannerOpen = true;
    },
    trackingApplied(state, action: PayloadAction<TrackingApplied>) {
      state.allowed = action.payload.allowed;
      state.values = action.payload.values;
      state.written = action.payload.written;
      if (action.payload.pageView) state.pageViews += 1;
    },
  },
});

export const { consentRestored, consentChosen, consentSettingsOpened, trackingApplied } =
  attributionSlice.actions;
export default attributionSlice.reducer;
