// The attribution feature's state and the actions that change it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AttributionReport } from '../../../../contracts/attribution';

export type ReportStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface AttributionReportState {
  status: ReportStatus;
  report: AttributionReport | null;
  /** The Persian message to show, and the server's per-field reasons. */
  error: string | null;
  fieldErrors: { from?: string; to?: string };
}

const initialState: AttributionReportState = {
  status: 'idle',
  report: null,
  error: null,
  fieldErrors: {},
};

export interface ReportRequest {
  from: string;
  to: string;
  /** Sent with this one request; never kept in the store. */
  token: string;
}

const reportSlice = createSlice({
  name: 'attributionReport',
  initialState,
  reducers: {
    reportRequested: {
      reducer(state) {
        state.status = 'loading';
        state.error = null;
        state.fieldErrors = {};
      },
      // The token travels in `meta`, so the reducer never sees (or stores) it.
      prepare(request: ReportRequest) {
        return { payload: { from: request.from, to: request.to }, meta: { token: request.token } };
      },
    },
    reportLoaded(state, action: PayloadAction<AttributionReport>) {
      state.status = 'loaded';
      state.report = action.payload;
    },
    reportFailed(
      state,
      action: PayloadAction<{
        message: string;
        fieldErrors: AttributionReportState['fieldErrors'];
      }>,
    ) {
      state.status = 'failed';
      state.report = null;
      state.error = action.payload.message;
      state.fieldErrors = action.payload.fieldErrors;
    },
  },
});

export const { reportRequested, reportLoaded, reportFailed } = reportSlice.actions;
export default reportSlice.reducer;
