// The home feature's public face: what other features and the app may import.
export { HomePage } from './components/HomePage';
export { homeFeature } from './feature';
export type { HomeState } from './slice';
