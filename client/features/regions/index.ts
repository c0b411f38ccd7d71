// The regions feature's public face: what other features may import.
export { loadRegions } from './sagas';
export { selectProvinces, selectRegionsStatus, type WithRegions } from './selectors';
export {
  regionsFailed,
  regionsLoaded,
  regionsRequested,
  type RegionsState,
  type RegionsStatus,
} from './slice';
export { regionsFeature } from './feature';
