// The attribution feature's public face: what other features and the app may import.
export { AttributionInputs } from './components/AttributionInputs';
export { selectOrderAttributionExtension } from './selectors';
export { trackingApplied } from './slice';
export { type OrderAttributionExtension } from './values';
