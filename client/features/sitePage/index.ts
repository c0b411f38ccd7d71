// The sitePage feature's public face: what other features and the app may import.
export { sitePageLoaded } from './slice';
export { selectMayHoldForms, selectSitePage } from './selectors';
export { SitePage } from './components/SitePage';
export { sitePageFeature } from './feature';
export type { SitePagesState } from './slice';
