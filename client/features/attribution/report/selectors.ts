import type { AttributionReportState } from './slice';

interface WithReport {
  attributionReport: AttributionReportState;
}

export const selectAttributionReport = (state: WithReport): AttributionReportState =>
  state.attributionReport;
