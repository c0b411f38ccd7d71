// The checkout's side effects: the province/city list and payment texts when the page opens, the
// order placement (request built from the store, attribution included), and where to go after:
// the order received page inside the app, or the payment gateway's page as a full page load.
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import {
  CHECKOUT_ERROR_CODES,
  checkoutFieldErrors,
  orderReceivedPath,
  type PaymentMethodId,
  type PaymentMethodInfo,
  type StoreCheckoutResponse,
} from '../../../contracts/checkout';
import type { RegionsResponse } from '../../../contracts/regions';
import { WpApiError, errorMessage } from '../../api/errors';
import { checkout, getPaymentMethods, getRegions } from '../../api/store';
import { __ } from '../../i18n';
import { selectOrderAttributionExtension } from '../attribution/selectors';
import type { OrderAttributionExtension } from '../attribution/values';
import { announce } from '../cart/sagas';
import { cartReloadRequested } from '../cart/slice';
import { matchPage, paths, type Page } from '../route/routes';
import { selectPage } from '../route/selectors';
import { locationChanged, navigate } from '../route/slice';
import { CART_CHANGED_CODES, PAYMENT_METHOD_CODES, mapFieldErrors } from './fields';
import { buildCheckoutRequest, type CheckoutValues } from './request';
import { selectCheckout } from './selectors';
import {
  checkoutOpened,
  onlinePaymentRequested,
  orderPlaced,
  orderPlacementRequested,
  paymentMethodChosen,
  paymentMethodsFailed,
  paymentMethodsLoaded,
  placementRefused,
  placementStarted,
  regionsFailed,
  regionsLoaded,
  regionsReloadRequested,
  regionsRequested,
  type CheckoutState,
} from './slice';

/** What the checkout needs from the browser: where it is, and a way to leave for the gateway. */
export interface CheckoutBrowser {
  href(): string;
  leave(url: string): void;
}

export function windowCheckoutBrowser(): CheckoutBrowser {
  return {
    href: () => window.location.href,
    leave: (url) => window.location.assign(url),
  };
}

function* loadRegions(): SagaIterator {
  const { regions }: CheckoutState = yield select(selectCheckout);
  if (regions.status === 'loading' || regions.status === 'loaded') return;
  yield put(regionsRequested());
  try {
    const answer: RegionsResponse = yield call(getRegions);
    yield put(regionsLoaded(answer.provinces));
  } catch (error) {
    yield put(regionsFailed());
    yield call(announce, 'error', errorMessage(error));
  }
}

function* loadPaymentMethods(): SagaIterator {
  const { paymentMethods }: CheckoutState = yield select(selectCheckout);
  if (paymentMethods.status === 'loaded') return;
  try {
    const methods: PaymentMethodInfo[] = yield call(getPaymentMethods);
    yield put(paymentMethodsLoaded(methods));
  } catch {
    // The shop's own titles stand in; the card number for a transfer is then on the order page.
    yield put(paymentMethodsFailed());
  }
}

function* loadForPage(): SagaIterator {
  const page: Page = yield select(selectPage);
  // The cart shows the card and wallet button only when the shop has a card gateway.
  if (page.name === 'cart') yield call(loadPaymentMethods);
  if (page.name !== 'checkout') return;
  yield put(checkoutOpened());
  yield call(loadRegions);
  yield call(loadPaymentMethods);
}

/** The app's own path for a same-origin page URL, or null (another site, or not an app page). */
export function appPath(url: string, here: string): string | null {
  let target: URL;
  try {
    target = new URL(url, here);
  } catch {
    return null;
  }
  if (target.origin !== new URL(here).origin) return null;
  if (matchPage(target.pathname, target.search).name === 'notFound') return null;
  return target.pathname + target.search + target.hash;
}

function* refuse(error: unknown): SagaIterator {
  if (error instanceof WpApiError && error.code === CHECKOUT_ERROR_CODES.invalidParam) {
    const mapped = mapFieldErrors(checkoutFieldErrors(error.data));
    const nothingMapped = Object.keys(mapped.fields).length === 0 && mapped.general.length === 0;
    yield put(
      placementRefused({
        errors: mapped.fields,
        general: nothingMapped ? [errorMessage(error)] : mapped.general,
      }),
    );
    return;
  }
  const message = errorMessage(error);
  if (error instanceof WpApiError && PAYMENT_METHOD_CODES.includes(error.code)) {
    yield put(placementRefused({ errors: { payment_method: message }, general: [] }));
    return;
  }
  yield put(placementRefused({ errors: {}, general: [message] }));
  yield call(announce, 'error', message);
  // Out of stock, a coupon gone, an emptied cart: the cart on screen must show it now.
  if (error instanceof WpApiError && CART_CHANGED_CODES.includes(error.code)) {
    yield put(cartReloadRequested());
  }
}

function* placeOrder(browser: CheckoutBrowser): SagaIterator {
  const state: CheckoutState = yield select(selectCheckout);
  if (state.status !== 'editing') return;
  const values: CheckoutValues = state.values;
  const method: PaymentMethodId = state.paymentMethod;
  const attribution: OrderAttributionExtension = yield select(selectOrderAttributionExtension);
  yield put(placementStarted());
  let order: StoreCheckoutResponse;
  try {
    order = yield call(checkout, buildCheckoutRequest(values, method, attribution));
  } catch (error) {
    yield call(refuse, error);
    return;
  }
  yield put(orderPlaced());
  const here = browser.href();
  const redirect = order.payment_result?.redirect_url ?? '';
  const received = orderReceivedPath(order.order_id, order.order_key);
  if (method === 'persian_card' && redirect !== '' && appPath(redirect, here) === null) {
    yield call(announce, 'info', __('Taking you to the payment page…'));
    yield call([browser, browser.leave], new URL(redirect, here).href);
    return;
  }
  // The server emptied the cart with the order: the menu cart must say so. (Not before leaving
  // for the gateway: the new page loads the cart anyway, and the request would be cut off.)
  yield put(cartReloadRequested());
  // The order received page itself says "thank you" (a notice would say it twice).
  yield put(navigate(appPath(redirect, here) ?? received));
}

function* payOnline(action: ReturnType<typeof onlinePaymentRequested>): SagaIterator {
  yield put(paymentMethodChosen('persian_card'));
  if (action.payload.from === 'checkout') {
    yield put(orderPlacementRequested());
    return;
  }
  yield put(navigate(paths.checkout));
  yield call(
    announce,
    'info',
    __('Online payment is chosen. Enter your address, then place the order to go to the bank.'),
  );
}

export function* checkoutSaga(browser: CheckoutBrowser = windowCheckoutBrowser()): SagaIterator {
  yield takeLeading(orderPlacementRequested.type, placeOrder, browser);
  yield takeEvery(onlinePaymentRequested.type, payOnline);
  yield takeEvery([locationChanged.type, regionsReloadRequested.type], loadForPage);
  yield call(loadForPage);
}
