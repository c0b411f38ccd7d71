// The attribution feature's public face: what other features and the app may import.
export { AttributionInputs } from './components/AttributionInputs';
export { selectOrderAttributionExtension } from './selectors';
export { trackingApplied } from './slice';
export { type OrderAttributionExtension } from './values';
export { ConsentBanner } from './components/ConsentBanner';
export { readAttributionBootstrap } from './bootstrap';
export type { AttributionTracking } from './startSaga';
export { ConsentDialog } from './components/ConsentDialog';
export { attributionSaga, windowAttributionBrowser } from './sagas';
export { AttributionReportPage } from './report/components/AttributionReportPage';
export { attributionReportFeature } from './report/feature';
export { attributionStartSaga } from './startSaga';
export { default as attributionReducer } from './slice';
export type { AttributionReportState } from './report/slice';
