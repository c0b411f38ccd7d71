// The checkout page now lives with the checkout feature; it keeps the attribution inputs inside
// its form exactly as this feature provides them, and this feature's tests still exercise it.
export { CheckoutPage } from '../../checkout/components/CheckoutPage';
