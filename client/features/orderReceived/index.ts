// The orderReceived feature's public face: what other features and the app may import.
export { OrderReceivedPage } from './components/OrderReceivedPage';
export { orderReceivedFeature } from './feature';
export type { OrderReceivedState } from './slice';
