// The cart feature's public face: what other features and the app may import.
export { EmptyCart } from './components/EmptyCart';
export { PurchaseSummary } from './components/PurchaseSummary';
export { announce } from './sagas';
export {
  selectCartItemCount,
  selectCartTotal,
  selectIsAdding,
  selectStoreCart,
  selectWasAdded,
} from './selectors';
export { selectCartPage } from './cartPageSelectors';
export { type CartState, addToCartRequested, cartLoaded, cartReloadRequested } from './slice';
export { FormNonce } from './components/FormNonce';
export { cartPostActions, cartPostRefused } from './plainPost';
export { CartPage } from './components/CartPage';
export { cartPageFeature } from './feature';
export { cartSaga } from './sagas';
export { default as cartReducer } from './slice';
