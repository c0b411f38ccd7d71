// The cart's side effects: load the cart at start (the menu cart count and the Store API nonce),
// add items through the Store API, announce the outcome as a Persian notice, and keep the
// Cart-Token across page loads so the cart survives a reload even without cookies.
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, select, takeEvery } from 'redux-saga/effects';
import type { StoreCart } from '../../../contracts/store';
import {
  addToCart,
  applyCoupon,
  cartSession,
  getCart,
  removeCartItem,
  removeCoupon,
  restoreCartSession,
  updateCartItem,
} from '../../api/store';
import { errorMessage } from '../../api/wp';
import { __, sprintf } from '../../i18n';
import { formatNumber } from '../../ui/digits';
import { clampQuantity, parseQuantity } from '../catalog';
import { selectNotices, noticeAdded, noticeDismissed } from '../notices';
import type { Notice, NoticeKind } from '../notices';
import type { Page } from '../route';
import { selectPage, locationChanged } from '../route';
import { selectCartLine, selectCouponCode, selectQuantityDraft } from './selectors';
import {
  addToCartFailed,
  addToCartRequested,
  addToCartSucceeded,
  cartFailed,
  cartLoaded,
  cartReloadRequested,
  cartRequested,
  couponApplied,
  couponApplyRequested,
  couponRefused,
  couponRemovalRequested,
  couponRemoved,
  couponWorkStarted,
  lineQuantityRequested,
  lineRemovalRequested,
  lineWorkSettled,
  lineWorkStarted,
  quantityDraftCommitted,
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

function* keepCartToken(storage: CartTokenStorage): SagaIterator {
  const { cartToken } = cartSession();
  if (cartToken) yield call([storage, storage.write], cartToken);
}

/** A notice that is already shown is taken down first, so screen readers hear it again. */
export function* announce(kind: NoticeKind, message: string): SagaIterator {
  const shown: Notice[] = yield select(selectNotices);
  for (const notice of shown) {
    if (notice.message === message) yield put(noticeDismissed(notice.id));
  }
  yield put(noticeAdded({ kind, message }));
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
  const { productId, id, quantity, variation, name } = action.payload;
  try {
    const cart: StoreCart = yield call(addToCart, {
      id,
      quantity,
      ...(variation && variation.length > 0 ? { variation } : {}),
    });
    yield put(addToCartSucceeded({ productId, cart }));
    yield call(keepCartToken, storage);
    yield call(announce, 'success', addedMessage(name, quantity));
  } catch (error) {
    yield put(addToCartFailed({ productId }));
    yield call(announce, 'error', errorMessage(error));
  }
}

type CartLine = ReturnType<typeof selectCartLine>;

function* changeQuantity(
  storage: CartTokenStorage,
  action: ReturnType<typeof lineQuantityRequested>,
): SagaIterator {
  const { key } = action.payload;
  const line: CartLine = yield select(selectCartLine, key);
  if (!line) return;
  const limits = line.quantity_limits;
  const quantity = Math.max(
    limits.minimum,
    clampQuantity(action.payload.quantity, limits.maximum > 0 ? limits.maximum : 0),
  );
  if (quantity === line.quantity) {
    // Nothing to ask the server; whatever was typed gives way to the real quantity.
    yield put(lineWorkSettled({ key }));
    return;
  }
  yield put(lineWorkStarted({ key, work: 'updating' }));
  try {
    const cart: StoreCart = yield call(updateCartItem, key, quantity);
    yield put(lineWorkSettled({ key, cart }));
    yield call(keepCartToken, storage);
    yield call(
      announce,
      'success',
      /* translators: 1: product name, 2: the new quantity in Persian digits */
      sprintf(__('The quantity of “%1$s” is now %2$s.'), line.name, formatNumber(quantity)),
    );
  } catch (error) {
    yield put(lineWorkSettled({ key }));
    yield call(announce, 'error', errorMessage(error));
  }
}

function* commitDraft(action: ReturnType<typeof quantityDraftCommitted>): SagaIterator {
  const { key } = action.payload;
  const draft: string | undefined = yield select(selectQuantityDraft, key);
  if (draft === undefined) return;
  const typed = parseQuantity(draft);
  if (typed === null || typed < 1) {
    // An emptied field is not a wish to remove the line (that has its own button).
    yield put(lineWorkSettled({ key }));
    return;
  }
  yield put(lineQuantityRequested({ key, quantity: typed }));
}

function* removeLine(
  storage: CartTokenStorage,
  action: ReturnType<typeof lineRemovalRequested>,
): SagaIterator {
  const { key } = action.payload;
  const line: CartLine = yield select(selectCartLine, key);
  if (!line) return;
  yield put(lineWorkStarted({ key, work: 'removing' }));
  try {
    const cart: StoreCart = yield call(removeCartItem, key);
    yield put(lineWorkSettled({ key, cart }));
    yield call(keepCartToken, storage);
    /* translators: %s: product name */
    yield call(announce, 'success', sprintf(__('“%s” removed.'), line.name));
  } catch (error) {
    yield put(lineWorkSettled({ key }));
    yield call(announce, 'error', errorMessage(error));
  }
}

/** Coupon codes are case-insensitive in WooCommerce; Persian digits typed in a code count too. */
export function normaliseCouponCode(typed: string): string {
  const latin = typed.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
  return latin.trim().toLowerCase();
}

function* applyTypedCoupon(storage: CartTokenStorage): SagaIterator {
  const typed: string = yield select(selectCouponCode);
  const code = normaliseCouponCode(typed);
  if (code === '') {
    yield put(couponRefused(__('Please enter a coupon code.')));
    return;
  }
  yield put(couponWorkStarted('applying'));
  try {
    const cart: StoreCart = yield call(applyCoupon, code);
    yield put(couponApplied(cart));
    yield call(keepCartToken, storage);
    /* translators: %s: the coupon code */
    yield call(announce, 'success', sprintf(__('Coupon code “%s” has been applied.'), code));
  } catch (error) {
    const message = errorMessage(error);
    yield put(couponRefused(message));
    yield call(announce, 'error', message);
  }
}

function* dropCoupon(
  storage: CartTokenStorage,
  action: ReturnType<typeof couponRemovalRequested>,
): SagaIterator {
  yield put(couponWorkStarted('removing'));
  try {
    const cart: StoreCart = yield call(removeCoupon, action.payload);
    yield put(couponRemoved(cart));
    yield call(keepCartToken, storage);
    /* translators: %s: the coupon code */
    yield call(
      announce,
      'success',
      sprintf(__('Coupon code “%s” has been removed.'), action.payload),
    );
  } catch (error) {
    yield put(couponRemoved(undefined));
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
  yield takeEvery(lineQuantityRequested.type, changeQuantity, storage);
  yield takeEvery(quantityDraftCommitted.type, commitDraft);
  yield takeEvery(lineRemovalRequested.type, removeLine, storage);
  yield takeEvery(couponApplyRequested.type, applyTypedCoupon, storage);
  yield takeEvery(couponRemovalRequested.type, dropCoupon, storage);
  yield takeEvery(cartReloadRequested.type, loadCart, storage);
  yield takeEvery(
    (action: { type: string; payload?: { via?: string } }) =>
      action.type === locationChanged.type && action.payload?.via !== 'start',
    reloadOnCartPages,
    storage,
  );
  yield fork(loadCart, storage);
}
