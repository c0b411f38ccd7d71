// What only the cart page does to the cart: change a line's quantity, remove a line, apply and
// remove coupons. It arrives with the cart page's chunk (app/pages/cart.tsx); the cart itself and
// adding to it are every page's business (sagas.ts).
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { StoreCart, StoreVariationChoice } from '../../../contracts/store';
import { CART_POST } from '../../../contracts/plainPosts';
import { addToCart } from '../../api/store';
import { applyCoupon, removeCartItem, removeCoupon, updateCartItem } from '../../api/cartLines';
import { errorMessage } from '../../api/wp';
import { __, sprintf } from '../../i18n';
import { formatNumber } from '../../ui/digits';
import { clampQuantity, parseQuantity } from '../catalog';
import { noticeAdded } from '../notices';
import { paths } from '../route';
import { gainedLine } from './addedLine';
import { restoreFields } from './plainPost';
import { announce, keepCartToken, type CartTokenStorage } from './sagas';
import { selectCartLine, selectCouponCode, selectQuantityDraft } from './cartPageSelectors';
import {
  couponApplied,
  couponApplyRequested,
  couponRefused,
  couponRemovalRequested,
  couponRemoved,
  couponWorkStarted,
  lineQuantityRequested,
  lineRemovalRequested,
  lineRestoreRequested,
  lineWorkSettled,
  cartLoaded,
  type CartState,
  lineWorkStarted,
  quantityDraftCommitted,
} from './slice';

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

/**
 * The choices that put a removed line back: add-item takes the terms' slugs, which the line's
 * link carries (`?attribute_pa_color=black`, as WooCommerce links a cart line to its variation);
 * the shown names are the fallback (a local attribute's value is its name).
 */
function restoredChoices(line: NonNullable<CartLine>): StoreVariationChoice[] {
  const query = new URL(line.permalink, 'http://line.invalid').searchParams;
  const linked = [...query].filter(
    ([name, value]) => name.startsWith(CART_POST.attributePrefix) && value !== '',
  );
  if (linked.length > 0) return linked.map(([attribute, value]) => ({ attribute, value }));
  return line.variation.map(({ attribute, value }) => ({ attribute, value }));
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
    const restore = lineRestoreRequested({
      id: line.id,
      quantity: line.quantity,
      variation: restoredChoices(line),
      name: line.name,
    });
    yield put(
      noticeAdded({
        kind: 'success',
        /* translators: %s: product name */
        message: sprintf(__('“%s” removed.'), line.name),
        // Without JavaScript the same undo is a form the notice posts (plainPost.ts).
        undo: {
          label: __('Undo'),
          action: restore,
          form: { to: paths.cart, fields: restoreFields(restore.payload) },
        },
      }),
    );
  } catch (error) {
    yield put(lineWorkSettled({ key }));
    yield call(announce, 'error', errorMessage(error));
  }
}

/** The undo of a removal: WooCommerce puts the same line back; here it is added again. */
function* restoreLine(
  storage: CartTokenStorage,
  action: ReturnType<typeof lineRestoreRequested>,
): SagaIterator {
  const { id, quantity, variation } = action.payload;
  const before: StoreCart | null = yield select((state: { cart: CartState }) => state.cart.cart);
  try {
    const cart: StoreCart = yield call(addToCart, {
      id,
      quantity,
      ...(variation.length > 0 ? { variation } : {}),
    });
    yield put(cartLoaded(cart));
    yield call(keepCartToken, storage);
    // An undo posted without JavaScript names no product: the line the cart got back does, as
    // the app's button and the removal's notice name it (the product alone).
    const name = action.payload.name || (gainedLine(before, cart)?.name ?? '');
    /* translators: %s: product name */
    yield call(announce, 'success', sprintf(__('“%s” is back in your cart.'), name));
  } catch (error) {
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
  // Said back in the shopper's own digits (Persian stay Persian), in WooCommerce's lower case.
  const echoed = typed.trim().toLowerCase();
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
    yield call(announce, 'success', sprintf(__('Coupon code “%s” has been applied.'), echoed));
  } catch (error) {
    const message = errorMessage(error).split(code).join(echoed);
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

export function* cartPageSaga(storage: CartTokenStorage): SagaIterator {
  yield takeEvery(lineQuantityRequested.type, changeQuantity, storage);
  yield takeEvery(quantityDraftCommitted.type, commitDraft);
  yield takeEvery(lineRemovalRequested.type, removeLine, storage);
  yield takeEvery(lineRestoreRequested.type, restoreLine, storage);
  yield takeEvery(couponApplyRequested.type, applyTypedCoupon, storage);
  yield takeEvery(couponRemovalRequested.type, dropCoupon, storage);
}
