// The checkout feature's public face: what other features and the app may import.
export { CheckoutPage } from './components/CheckoutPage';
export { OnlinePaymentButton } from './components/OnlinePaymentButton';
export { checkoutPostActions } from './plainPost';
export { paymentPageOpened } from './slice';
export { checkoutFeature } from './feature';
export type { CheckoutState } from './slice';
