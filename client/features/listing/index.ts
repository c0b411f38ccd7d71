// The listing feature's public face: what other features and the app may import.
export { listingFeature } from './feature';
export { ShopPage } from './components/ShopPage';
export type { ListingState } from './slice';
