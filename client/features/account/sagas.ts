// The account feature's effects: requests, timers and history, around its slice.
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AccountAddresses, AccountSession } from '../../../contracts/account';
import type { ShopOrder } from '../../../contracts/orders';
import { normaliseMobile, toAsciiDigits } from '../../../contracts/iranRules';
import { toPersianDigits } from '../../ui/digits';
import type { SiteExtras } from '../../../contracts/bootstrap';
import { loadOnce } from '../../kernel/loadOnce';
import { errorNotice } from '../notices';
import { selectSiteExtras } from '../../kernel/siteExtras';
import {
  getAddresses,
  getCurrentCustomer,
  getMyOrders,
  getOrder,
  getRegions,
  getWooOrders,
  getWordpressUserName,
  lookupOrder,
  register,
  saveAddresses,
  signIn,
  signOut,
} from '../../api/account';
import { WpApiError, errorMessage, type Page as ResultPage } from '../../api/wp';
import { __, sprintf } from '../../i18n';
import { selectNotices, noticeAdded, noticeDismissed } from '../notices';
import { loadRegions } from '../regions';
import type { Notice } from '../notices';
import type { Page } from '../route';
import { selectPage, locationChanged, navigate } from '../route';
import {
  addressesFrom,
  checkAddresses,
  checkLookup,
  checkRegister,
  checkSignIn,
  serverFieldErrors,
  type FieldErrors,
  type FormName,
} from './fields';
import {
  selectAccount,
  selectAccountView,
  selectForm,
  selectOrderDetail,
  selectProvinces,
  type OrderDetailView,
  type WithAccount,
} from './selectors';
import {
  accountReloadRequested,
  addressesFailed,
  addressesLoaded,
  addressesRequested,
  formRejected,
  formSending,
  formSubmitted,
  lookupFound,
  orderFailed,
  orderLoaded,
  orderMissing,
  orderRequested,
  ordersFailed,
  ordersLoaded,
  ordersRequested,
  sessionFailed,
  sessionLoaded,
  sessionRequested,
  signedIn,
  signedOut,
  signOutFailed,
  signOutStarted,
  signOutRequested,
  wooOrdersFailed,
  wooOrdersLoaded,
  wooOrdersRequested,
  wordpressUserFailed,
  wordpressUserLoaded,
  wordpressUserRequested,
  type AccountForm,
  type AccountState,
} from './slice';
import { accountLinks, type AccountView } from './view';

const loadSession = () =>
  loadOnce({
    status: (state: WithAccount) => selectAccount(state).session.status,
    requested: sessionRequested(),
    request: getCurrentCustomer,
    loaded: (answer: AccountSession) => sessionLoaded(answer.customer),
    failed: () => sessionFailed(),
    report: errorNotice,
  });

/** Who signed in on WordPress's own page, on a site without the shop's account routes. */
const loadWordpressUser = () =>
  loadOnce({
    status: (state: WithAccount) => selectAccount(state).wordpressUser.status,
    requested: wordpressUserRequested(),
    request: getWordpressUserName,
    loaded: wordpressUserLoaded,
    failed: () => wordpressUserFailed(),
    report: errorNotice,
  });

/** Her orders from WooCommerce's own page, which the storefront reads for her. */
const loadWooOrders = () =>
  loadOnce({
    status: (state: WithAccount) => selectAccount(state).wooOrders.status,
    requested: wooOrdersRequested(),
    request: getWooOrders,
    loaded: wooOrdersLoaded,
    failed: () => wooOrdersFailed(),
    report: errorNotice,
  });

const loadOrders = () =>
  loadOnce({
    status: (state: WithAccount) => selectAccount(state).orders.status,
    requested: ordersRequested(),
    request: () => getMyOrders(1, 50),
    loaded: (page: ResultPage<ShopOrder>) =>
      ordersLoaded({ orders: page.items, total: page.total }),
    failed: ordersFailed,
    report: errorNotice,
  });

function* loadOrder(id: number): SagaIterator {
  const current: OrderDetailView = yield select(selectOrderDetail, id);
  if (current.status !== 'idle' && current.status !== 'failed') return;
  yield put(orderRequested(id));
  try {
    const order: ShopOrder = yield call(getOrder, id);
    yield put(orderLoaded(order));
  } catch (error) {
    if (error instanceof WpApiError && error.status === 404) {
      yield put(orderMissing(id));
      return;
    }
    const message = errorMessage(error);
    yield put(orderFailed({ id, message }));
    yield put(noticeAdded({ kind: 'error', message }));
  }
}

const loadAddresses = () =>
  loadOnce({
    status: (state: WithAccount) => selectAccount(state).addresses.status,
    requested: addressesRequested(),
    request: getAddresses,
    loaded: addressesLoaded,
    failed: addressesFailed,
    report: errorNotice,
  });

/** Loads what the my-account view on screen needs, once; a failed load is retried on request. */
function* loadForView(): SagaIterator {
  const page: Page = yield select(selectPage);
  if (page.name !== 'myAccount') return;
  // A WordPress without the shop's account routes keeps the account on its own pages.
  const extras: SiteExtras = yield select(selectSiteExtras);
  if (!extras.accounts) {
    yield call(loadWordpressUser);
    const user: AccountState['wordpressUser'] = yield select(
      (state: WithAccount) => selectAccount(state).wordpressUser,
    );
    if (user.name !== null) yield call(loadWooOrders);
    return;
  }
  yield call(loadSession);
  const view: AccountView = yield select(selectAccountView);
  // Addresses print province names, so every view that shows one has the regions.
  // (Without the shop's orders route an order is WooCommerce's page: nothing to draw here.)
  const showsOrder = view.name === 'lookup' || (view.name === 'order' && extras.orders);
  if (showsOrder || view.name === 'addresses') {
    yield call(loadRegions, getRegions, errorNotice);
  }
  const state: AccountState = yield select(selectAccount);
  if (state.session.customer === null) return;
  switch (view.name) {
    case 'home':
    case 'orders':
      if (extras.orders) yield call(loadOrders);
      break;
    case 'order':
      if (extras.orders) yield call(loadOrder, view.orderId);
      break;
    case 'addresses':
      yield call(loadAddresses);
      break;
    case 'lookup':
      break;
  }
}

/** The server's answer to a refused form: its per-field messages, and its message for the rest. */
function* refuse(form: FormName, error: unknown): SagaIterator {
  const message = errorMessage(error);
  const data = error instanceof WpApiError ? error.data : undefined;
  const errors: FieldErrors = serverFieldErrors(form, data);
  yield put(formRejected({ form, errors, general: Object.keys(errors).length ? null : message }));
  yield put(noticeAdded({ kind: 'error', message }));
}

/** After a success, the errors this page raised earlier are old news: take them away. */
function* clearErrorNotices(): SagaIterator {
  const notices: Notice[] = yield select(selectNotices);
  for (const notice of notices) if (notice.kind === 'error') yield put(noticeDismissed(notice.id));
}

function* rejectLocally(form: FormName, errors: FieldErrors): SagaIterator {
  yield put(formRejected({ form, errors }));
  yield put(noticeAdded({ kind: 'error', message: __('Please correct the marked fields.') }));
}

function* submitSignIn(values: Record<string, string>): SagaIterator {
  const errors = checkSignIn(values);
  if (Object.keys(errors).length > 0) return yield call(rejectLocally, 'signIn', errors);
  yield put(formSending('signIn'));
  try {
    const answer: AccountSession = yield call(signIn, {
      login: values.login?.trim() ?? '',
      password: values.password ?? '',
    });
    if (answer.customer === null)
      throw new WpApiError('unknown_error', __('An unknown error occurred.'));
    yield call(clearErrorNotices);
    yield put(signedIn({ form: 'signIn', customer: answer.customer }));
    yield put(noticeAdded({ kind: 'success', message: __('You are signed in.') }));
    yield call(loadForView);
  } catch (error) {
    yield call(refuse, 'signIn', error);
  }
}

function* submitRegister(values: Record<string, string>): SagaIterator {
  const errors = checkRegister(values);
  if (Object.keys(errors).length > 0) return yield call(rejectLocally, 'register', errors);
  yield put(formSending('register'));
  try {
    const answer: AccountSession = yield call(register, {
      email: values.email?.trim() ?? '',
      mobile: values.mobile?.trim() ?? '',
      password: values.password ?? '',
      first_name: values.first_name?.trim() ?? '',
      last_name: values.last_name?.trim() ?? '',
    });
    if (answer.customer === null)
      throw new WpApiError('unknown_error', __('An unknown error occurred.'));
    yield call(clearErrorNotices);
    yield put(signedIn({ form: 'register', customer: answer.customer }));
    yield put(
      noticeAdded({
        kind: 'success',
        message: __('Your account was created and you are signed in.'),
      }),
    );
    yield call(loadForView);
  } catch (error) {
    yield call(refuse, 'register', error);
  }
}

function* submitAddresses(values: Record<string, string>): SagaIterator {
  const provinces: ReturnType<typeof selectProvinces> = yield select(selectProvinces);
  const errors = checkAddresses(values, provinces);
  if (Object.keys(errors).length > 0) return yield call(rejectLocally, 'addresses', errors);
  yield put(formSending('addresses'));
  try {
    const saved: AccountAddresses = yield call(saveAddresses, addressesFrom(values));
    yield call(clearErrorNotices);
    yield put(addressesLoaded(saved));
    yield put(noticeAdded({ kind: 'success', message: __('Addresses saved.') }));
  } catch (error) {
    yield call(refuse, 'addresses', error);
  }
}

function* submitLookup(values: Record<string, string>): SagaIterator {
  // The lookup is the shop's own orders route; a site without it never shows the form.
  const extras: SiteExtras = yield select(selectSiteExtras);
  if (!extras.orders) return;
  const errors = checkLookup(values);
  if (Object.keys(errors).length > 0) return yield call(rejectLocally, 'lookup', errors);
  yield put(formSending('lookup'));
  try {
    const contact = values.email_or_mobile?.trim() ?? '';
    const order: ShopOrder = yield call(lookupOrder, {
      order_number: toAsciiDigits(values.order_number?.trim() ?? '').replace(/^#/, ''),
      // A mobile goes in its one stored form; an email as typed (the server lower-cases it).
      email_or_mobile: contact.includes('@') ? contact : (normaliseMobile(contact) ?? contact),
    });
    yield call(clearErrorNotices);
    yield put(lookupFound(order));
    /* translators: %s: the order number */
    yield put(
      noticeAdded({
        kind: 'success',
        message: sprintf(__('Order %s found.'), toPersianDigits(order.number)),
      }),
    );
  } catch (error) {
    yield call(refuse, 'lookup', error);
  }
}

function* submit(action: ReturnType<typeof formSubmitted>): SagaIterator {
  const form: AccountForm = yield select(selectForm, action.payload);
  if (form.submitting) return;
  switch (action.payload) {
    case 'signIn':
      return yield call(submitSignIn, form.values);
    case 'register':
      return yield call(submitRegister, form.values);
    case 'addresses':
      return yield call(submitAddresses, form.values);
    case 'lookup':
      return yield call(submitLookup, form.values);
  }
}

function* signOutNow(): SagaIterator {
  yield put(signOutStarted());
  try {
    yield call(signOut);
    yield call(clearErrorNotices);
    yield put(signedOut());
    // As WooCommerce does after logout: back to the account page's front, whatever view it was.
    yield put(navigate(accountLinks.home));
    yield put(noticeAdded({ kind: 'success', message: __('You are signed out.') }));
  } catch (error) {
    yield put(signOutFailed());
    yield put(noticeAdded({ kind: 'error', message: errorMessage(error) }));
  }
}

export function* accountSaga(): SagaIterator {
  yield takeEvery(formSubmitted.type, submit);
  yield takeLeading(signOutRequested.type, signOutNow);
  // Loaders skip only what is loaded or loading, so a reload retries just what failed.
  yield takeLatest(accountReloadRequested.type, loadForView);
  yield takeEvery(locationChanged.type, loadForView);
  yield call(loadForView);
}
