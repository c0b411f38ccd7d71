// The route feature's public face: what other features and the app may import.
export { type Page, type PageName, decodeSlug, matchPage, paths, sitePageLabel } from './routes';
export { selectLocation, selectNavigations, selectPage } from './selectors';
export { type AppLocation, type RouteState, locationChanged, navigate, refine } from './slice';
export { documentTitleSaga } from './documentTitleSaga';
export { pageHeading } from './routes';
export { routeSaga } from './sagas';
export type { PreparePage } from './sagas';
export { default as routeReducer } from './slice';
