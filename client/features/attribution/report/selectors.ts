// What components and sagas read from the attribution feature's state.
import type { AttributionReportState } from './slice';

interface WithReport {
  attributionReport: AttributionReportState;
}

export const selectAttributionReport = (state: WithReport): AttributionReportState =>
  state.attributionReport;
