// The listing feature's public face: what other features and the app may import. How a choice of
// filters reads in a URL and asks the Store API, which the search results page shares, is
// kernel/listingQuery.ts (search would otherwise import the listing that imports the shell).
export type { FilterScope } from './components/FilterForm';
export { listingFeature } from './feature';
export { ShopPage } from './components/ShopPage';
export { FilterForm, FiltersToggle } from './components/FilterForm';
export type { ListingState } from './slice';
