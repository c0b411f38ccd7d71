// The checkout's side effects: the province/city list and payment texts when the page opens, the
// order placement (request built from the store, attribution included), and where to go after:
// the order received page inside the app, or the payment gateway's page as a full page load.
import type { SagaIterator, Task } from 'redux-saga';
import { call, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SiteExtras } from '../../../contracts/bootstrap';
import type { AccountAddresses, AccountSession } from '../../../contracts/account';
import {
  CHECKOUT_ERROR_CODES,
  checkoutFieldErrors,
  isPaymentMethodId,
  orderReceivedPath,
  PAYMENT_CANCELLED_QUERY,
  type PaymentMethodId,
  type PaymentMethodInfo,
  type StoreCheckoutResponse,
} from '../../../contracts/checkout';
import { WpApiError, errorMessage } from '../../api/errors';
import { carriedRegions, checkout, getPaymentMethods, getRegions } from '../../api/checkout';
import { rememberPlacedOrder } from '../../api/placedOrder';
import { getAddresses, getCurrentCustomer } from '../../api/account';
import { selectSiteExtras } from '../../kernel/siteExtras';
import { __ } from '../../i18n';
import { loadOnce } from '../../kernel/loadOnce';
import { selectOrderAttributionExtension } from '../attribution';
import type { OrderAttributionExtension } from '../attribution';
import { announce, cartLoaded, cartReloadRequested, selectStoreCart } from '../cart';
import { loadRegions } from '../regions';
import type { Page } from '../route';
import {
  matchPage,
  paths,
  selectLocation,
  selectPage,
  locationChanged,
  navigate,
  type AppLocation,
} from '../route';
import { CART_CHANGED_CODES, PAYMENT_METHOD_CODES, mapFieldErrors } from './fields';
import { browserDetailsMemory, type DetailsMemory } from './detailsMemory';
import { accountDetails, readRememberedDetails } from './prefill';
import { buildCheckoutRequest, type CheckoutValues } from './request';
import { selectCheckout, type WithCheckout } from './selectors';
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
  regionsReloadRequested,
  knownDetailsLoaded,
  paymentPageOpened,
  rememberedDetailsForgotten,
  shopperIdentified,
  type CheckoutState,
} from './slice';

/** What the checkout needs from the browser: where it is, and a way to leave for the gateway. */
export interface CheckoutBrowser {
  href(): string;
  leave(url: string): void;
}

export function windowCheckoutBrowser(): CheckoutBrowser {
  return {
    // On the server (a checkout posted without JavaScript) the order's own links are read as
    // the app's paths: only their path counts there.
    href: () => (typeof window === 'undefined' ? 'http://server.invalid/' : window.location.href),
    // On the server the post's answer is the way there (paymentPageOpened).
    leave: (url) => {
      if (typeof window !== 'undefined') window.location.assign(url);
    },
  };
}

/** A failed province list is announced as the checkout announces its other problems. */
function* announceError(message: string): SagaIterator {
  yield call(announce, 'error', message);
}

// On failure the shop's own titles stand in; the card number for a transfer is then on the order
// page, so the shopper is not told.
const loadPaymentMethods = () =>
  loadOnce({
    status: (state: WithCheckout) => selectCheckout(state).paymentMethods.status,
    skipWhen: ['loaded'],
    request: getPaymentMethods,
    loaded: (methods: PaymentMethodInfo[]) => paymentMethodsLoaded(methods),
    failed: () => paymentMethodsFailed(),
  });

/**
 * A site without the shop's payment-methods route (a stock WooCommerce): the methods its cart
 * says checkout accepts, with the shop's own titles.
 */
function* methodsFromCart(): SagaIterator {
  let cart: ReturnType<typeof selectStoreCart> = yield select(selectStoreCart);
  while (cart === null) {
    yield take(cartLoaded.type);
    cart = yield select(selectStoreCart);
  }
  const methods: PaymentMethodInfo[] = cart.payment_methods
    .filter(isPaymentMethodId)
    .map((id) => ({ id, title: '', description: '' }));
  yield put(paymentMethodsLoaded(methods));
}

function* loadMethods(extras: SiteExtras): SagaIterator {
  yield call(extras.paymentMethods ? loadPaymentMethods : methodsFromCart);
}

/**
 * Who is checking out: a signed-in customer's form is filled from the account, a guest's from
 * this browser's memory of their last order. Only fields the shopper has not typed in are filled.
 * If the account cannot be asked (a WordPress without the shop's account routes), nothing is,
 * and a site whose REST index lists no such routes is not asked at all.
 */
function* loadKnownDetails(memory: DetailsMemory): SagaIterator {
  const extras: SiteExtras = yield select(selectSiteExtras);
  if (!extras.accounts) return;
  let session: AccountSession;
  try {
    session = yield call(getCurrentCustomer);
  } catch {
    return;
  }
  const customer = session.customer;
  if (customer === null) {
    yield put(shopperIdentified('guest'));
    const remembered = readRememberedDetails(yield call([memory, memory.read]));
    if (remembered) yield put(knownDetailsLoaded(remembered));
    return;
  }
  yield put(shopperIdentified('customer'));
  let addresses: AccountAddresses | null = null;
  try {
    addresses = yield call(getAddresses);
  } catch {
    // The account's own name, mobile and email still save the shopper some typing.
  }
  yield put(knownDetailsLoaded(accountDetails(customer, addresses)));
}

/** The account lookup under way, so the page opening and its first location do not ask twice. */
interface Lookup {
  task: Task | null;
  /** The location whose cancelled payment was already announced (start-up reads it twice). */
  announcedCancel: string | null;
}

/**
 * Back from the bank without paying (the server gave the cart back and sent the shopper here):
 * the card is chosen again and the shopper is told; placing the order pays the same order.
 */
function* returnFromCancelledPayment(lookup: Lookup): SagaIterator {
  const location: AppLocation = yield select(selectLocation);
  const here = location.pathname + location.search;
  const cancelled = new URLSearchParams(location.search).toString() === PAYMENT_CANCELLED_QUERY;
  if (!cancelled || lookup.announcedCancel === here) return;
  lookup.announcedCancel = here;
  yield put(paymentMethodChosen('persian_card'));
  yield call(
    announce,
    'error',
    __(
      'The payment was not made. Your cart is as it was; place the order again to pay the same order.',
    ),
  );
}

function* loadForPage(memory: DetailsMemory, lookup: Lookup): SagaIterator {
  const page: Page = yield select(selectPage);
  const extras: SiteExtras = yield select(selectSiteExtras);
  // The cart shows the card and wallet button only when the shop has a card gateway.
  if (page.name === 'cart') yield call(loadMethods, extras);
  if (page.name !== 'checkout') return;
  yield put(checkoutOpened());
  yield call(returnFromCancelledPayment, lookup);
  if (!lookup.task?.isRunning()) lookup.task = yield fork(loadKnownDetails, memory);
  yield call(loadRegions, extras.regions ? getRegions : carriedRegions, announceError);
  yield call(loadMethods, extras);
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

function* placeOrder(browser: CheckoutBrowser, memory: DetailsMemory): SagaIterator {
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
  // The order received page of a site without the shop's orders route shows this (even after
  // the gateway, a new page load in this tab).
  yield call(rememberPlacedOrder, order);
  // A guest finds these details again at their next checkout in this browser (an account keeps
  // its own addresses).
  if (state.shopper === 'guest') yield call([memory, memory.write], JSON.stringify(values.address));
  const here = browser.href();
  const redirect = order.payment_result?.redirect_url ?? '';
  const received = orderReceivedPath(order.order_id, order.order_key);
  if (method === 'persian_card' && redirect !== '' && appPath(redirect, here) === null) {
    yield call(announce, 'info', __('Taking you to the payment page…'));
    yield put(paymentPageOpened(redirect));
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

export function* checkoutSaga(
  browser: CheckoutBrowser = windowCheckoutBrowser(),
  memory: DetailsMemory = browserDetailsMemory(),
): SagaIterator {
  yield takeLeading(orderPlacementRequested.type, placeOrder, browser, memory);
  yield takeEvery(onlinePaymentRequested.type, payOnline);
  yield takeEvery(rememberedDetailsForgotten.type, function* forget(): SagaIterator {
    yield call([memory, memory.forget]);
  });
  const lookup: Lookup = { task: null, announcedCancel: null };
  yield takeEvery([locationChanged.type, regionsReloadRequested.type], loadForPage, memory, lookup);
  yield call(loadForPage, memory, lookup);
}
