// The cart's side effects on every page: load the cart at start (the menu cart count and the Store
// API nonce), add items through the Store API, announce the outcome as a Persian notice, and keep
// the Cart-Token across page loads so the cart survives a reload even without cookies. What only
// the cart page does (quantities, removal, coupons) is in cartPageSagas.ts, with that page.
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, select, takeEvery } from 'redux-saga/effects';
import type { StoreCart } from '../../../contracts/store';
import { addToCart, cartSession, getCart, restoreCartSession } from '../../api/store';
import { errorMessage } from '../../api/wp';
import { __, sprintf } from '../../i18n';
import { formatNumber } from '../../ui/digits';
import { noticeAdded } from '../notices';
import type { NoticeKind } from '../notices';
import type { Page } from '../route';
import { selectPage, locationChanged } from '../route';
import { addedLineName } from './addedLine';
import {
  type CartState,
  addToCartFailed,
  addToCartRequested,
  addToCartSucceeded,
  cartFailed,
  cartLoaded,
  cartReloadRequested,
  cartRequested,
} from './slice';

/** Where the Cart-Token is kept between visits. */
export interface CartTokenStorage {
  read(): string | null;
  write(token: string): void;
}

export const CART_TOKEN_KEY = 'shop.cartToken';

export function browserCartTokenStorage(): CartTokenStorage {
  return {
    read() {
      try {
        return window.localStorage.getItem(CART_TOKEN_KEY);
      } catch {
        // Storage blocked (private mode, policy): the cookie session still carries the cart.
        return null;
      }
    },
    write(token) {
      try {
        window.localStorage.setItem(CART_TOKEN_KEY, token);
      } catch {
        // As above: nothing to do without storage.
      }
    },
  };
}

export function* keepCartToken(storage: CartTokenStorage): SagaIterator {
  const { cartToken } = cartSession();
  if (cartToken) yield call([storage, storage.write], cartToken);
}

/** The outcome of what the shopper just did, in place of any notice before it. */
export function* announce(kind: NoticeKind, message: string, spokenOnly = false): SagaIterator {
  yield put(noticeAdded({ kind, message, ...(spokenOnly ? { spokenOnly } : {}) }));
}

function* loadCart(storage: CartTokenStorage): SagaIterator {
  yield put(cartRequested());
  try {
    const cart: StoreCart = yield call(getCart);
    yield put(cartLoaded(cart));
    yield call(keepCartToken, storage);
  } catch {
    // The menu keeps its count of zero; adding to the cart retries and reports any failure.
    yield put(cartFailed());
  }
}

export function addedMessage(name: string, quantity: number): string {
  return quantity > 1
    ? /* translators: 1: quantity in Persian digits, 2: product name */
      sprintf(__('%1$s × “%2$s” have been added to your cart.'), formatNumber(quantity), name)
    : /* translators: %s: product name */
      sprintf(__('“%s” has been added to your cart.'), name);
}

function* add(storage: CartTokenStorage, action: ReturnType<typeof addToCartRequested>) {
  const { productId, id, quantity, variation, quiet = false } = action.payload;
  const before: StoreCart | null = yield select((state: { cart: CartState }) => state.cart.cart);
  try {
    const cart: StoreCart = yield call(addToCart, {
      id,
      quantity,
      ...(variation && variation.length > 0 ? { variation } : {}),
    });
    yield put(addToCartSucceeded({ productId, cart }));
    yield call(keepCartToken, storage);
    // A plain post names no product: the line the cart gained does.
    const name = action.payload.name || addedLineName(before, cart, variation ?? []);
    yield call(announce, 'success', addedMessage(name, quantity), quiet);
  } catch (error) {
    yield put(addToCartFailed({ productId }));
    yield call(announce, 'error', errorMessage(error));
  }
}

/** The cart and checkout pages show the server's cart as it is now, not as it was at start. */
function* reloadOnCartPages(storage: CartTokenStorage): SagaIterator {
  const page: Page = yield select(selectPage);
  if (page.name === 'cart' || page.name === 'checkout') yield call(loadCart, storage);
}

export function* cartSaga(storage: CartTokenStorage = browserCartTokenStorage()): SagaIterator {
  const saved: string | null = yield call([storage, storage.read]);
  if (saved) yield call(restoreCartSession, { cartToken: saved });
  yield takeEvery(addToCartRequested.type, add, storage);
  yield takeEvery(cartReloadRequested.type, loadCart, storage);
  yield takeEvery(
    (action: { type: string; payload?: { via?: string } }) =>
      action.type === locationChanged.type && action.payload?.via !== 'start',
    reloadOnCartPages,
    storage,
  );
  yield fork(loadCart, storage);
}
