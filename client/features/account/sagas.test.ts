// The account sagas: who is signed in (asked once, from the shop or from WordPress when the
// shop is absent), the customer's orders, and signing in and registering with local checks
// first and the server's messages shown beside the fields or as notices.
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
import { WpApiError } from '../../api/errors';
import { emptyAddress } from '../../../contracts/account';
import type { SiteExtras } from '../../../contracts/bootstrap';
import { makeTestStore, testConfig } from '../../app/testing';
import { selectNotices } from '../notices';
import { fork, takeEvery } from 'redux-saga/effects';
import { locationChanged, navigate } from '../route';
import { accountSaga } from './sagas';
import { selectLookupOrder, selectOrderDetail, selectOrdersList } from './selectors';
import { fieldChanged, formSubmitted, signOutRequested } from './slice';
import { makeOrder, sara } from './testSupport';

jest.mock('../../api/account', () => ({
  getAddresses: jest.fn(),
  getCurrentCustomer: jest.fn(),
  getMyOrders: jest.fn(),
  getOrder: jest.fn(),
  getRegions: jest.fn(),
  getWooOrders: jest.fn(),
  getWordpressUserName: jest.fn(),
  lookupOrder: jest.fn(),
  register: jest.fn(),
  saveAddresses: jest.fn(),
  signIn: jest.fn(),
  signOut: jest.fn(),
}));

const api = {
  getAddresses: jest.mocked(getAddresses),
  getCurrentCustomer: jest.mocked(getCurrentCustomer),
  getMyOrders: jest.mocked(getMyOrders),
  getOrder: jest.mocked(getOrder),
  getRegions: jest.mocked(getRegions),
  getWooOrders: jest.mocked(getWooOrders),
  getWordpressUserName: jest.mocked(getWordpressUserName),
  lookupOrder: jest.mocked(lookupOrder),
  register: jest.mocked(register),
  saveAddresses: jest.mocked(saveAddresses),
  signIn: jest.mocked(signIn),
  signOut: jest.mocked(signOut),
};

const visit = (search = '') =>
  locationChanged({ pathname: '/my-account', search, hash: '' }, 'push');

async function settle(): Promise<void> {
  for (let turn = 0; turn < 12; turn += 1) await Promise.resolve();
}

function start(extras?: SiteExtras) {
  const { store, task } = makeTestStore({
    saga: accountSaga,
    ...(extras ? { config: { ...testConfig, extras } } : {}),
  });
  return { store, task: task! };
}

function type(
  store: ReturnType<typeof start>['store'],
  form: 'signIn' | 'register' | 'addresses' | 'lookup',
  values: Record<string, string>,
) {
  for (const [field, value] of Object.entries(values))
    store.dispatch(fieldChanged({ form, field, value }));
}

beforeEach(() => {
  jest.resetAllMocks();
  api.getCurrentCustomer.mockResolvedValue({ customer: null });
  api.getMyOrders.mockResolvedValue({ items: [], total: 0, totalPages: 0 });
  api.getRegions.mockResolvedValue({
    country: 'IR',
    provinces: [{ code: 'THR', name: 'تهران', cities: ['تهران', 'ری'] }],
  });
});

describe('the session', () => {
  it('asks who is signed in once, when my-account is shown, and loads nothing else for a guest', async () => {
    const { store, task } = start();
    expect(api.getCurrentCustomer).not.toHaveBeenCalled();
    store.dispatch(visit());
    await settle();
    store.dispatch(visit('?view=orders'));
    await settle();
    expect(api.getCurrentCustomer).toHaveBeenCalledTimes(1);
    expect(store.getState().account.session).toMatchObject({ status: 'loaded', customer: null });
    expect(api.getMyOrders).not.toHaveBeenCalled();
    task.cancel();
  });

  it('loads a signed-in customer’s orders', async () => {
    api.getCurrentCustomer.mockResolvedValue({ customer: sara });
    api.getMyOrders.mockResolvedValue({ items: [makeOrder({ id: 3 })], total: 1, totalPages: 1 });
    const { store, task } = start();
    store.dispatch(visit());
    await settle();
    expect(selectOrdersList(store.getState()).orders.map((order) => order.id)).toEqual([3]);
    task.cancel();
  });
});

describe("a WordPress without the shop's account routes", () => {
  const wordpressExtras: SiteExtras = {
    announcement: false,
    accounts: false,
    orders: false,
    regions: false,
    paymentMethods: false,
  };

  it('asks WordPress once who signed in on its own page, and never the shop’s routes', async () => {
    api.getWordpressUserName.mockResolvedValue('سارا رضایی');
    api.getWooOrders.mockResolvedValue({ orders: [], more: false });
    const { store, task } = start(wordpressExtras);
    store.dispatch(visit());
    await settle();
    store.dispatch(visit('?view=orders'));
    await settle();
    expect(api.getWordpressUserName).toHaveBeenCalledTimes(1);
    expect(store.getState().account.wordpressUser).toEqual({
      status: 'loaded',
      name: 'سارا رضایی',
    });
    expect(api.getCurrentCustomer).not.toHaveBeenCalled();
    task.cancel();
  });

  it("loads her orders from WooCommerce's page once she is known, once", async () => {
    const order = {
      id: 201,
      number: '201',
      date: '2026-11-28T05:50:32+00:00',
      status: 'processing',
      total: '390,000 تومان',
    };
    api.getWordpressUserName.mockResolvedValue('سارا رضایی');
    api.getWooOrders.mockResolvedValue({ orders: [order], more: true });
    const { store, task } = start(wordpressExtras);
    store.dispatch(visit());
    await settle();
    store.dispatch(visit());
    await settle();
    expect(api.getWooOrders).toHaveBeenCalledTimes(1);
    expect(store.getState().account.wooOrders).toEqual({
      status: 'loaded',
      orders: [order],
      more: true,
    });
    expect(api.getMyOrders).not.toHaveBeenCalled();
    task.cancel();
  });

  it('knows a guest as a guest, and asks for no orders', async () => {
    api.getWordpressUserName.mockResolvedValue(null);
    const { store, task } = start(wordpressExtras);
    store.dispatch(visit());
    await settle();
    expect(api.getWooOrders).not.toHaveBeenCalled();
    expect(store.getState().account.wordpressUser).toEqual({ status: 'loaded', name: null });
    expect(selectNotices(store.getState())).toEqual([]);
    task.cancel();
  });
});

describe('sign in', () => {
  it('refuses locally without calling the server, marks the fields and raises a notice', async () => {
    const { store, task } = start();
    store.dispatch(visit());
    await settle();
    type(store, 'signIn', { login: '0912' });
    store.dispatch(formSubmitted('signIn'));
    await settle();
    expect(api.signIn).not.toHaveBeenCalled();
    const form = store.getState().account.forms.signIn;
    expect(Object.keys(form.errors)).toEqual(['login', 'password']);
    expect(form.rejections).toBe(1);
    expect(selectNotices(store.getState())).toMatchObject([{ kind: 'error' }]);
    task.cancel();
  });

  it('signs in with what was typed, forgets the password, loads the orders and says so', async () => {
    api.signIn.mockResolvedValue({ customer: sara });
    api.getMyOrders.mockResolvedValue({ items: [makeOrder({ id: 5 })], total: 1, totalPages: 1 });
    const { store, task } = start();
    store.dispatch(visit());
    await settle();
    type(store, 'signIn', { login: ' ۰۹۱۲۱۲۳۴۵۶۷ ', password: 'رمز-خوب-۱۲' });
    store.dispatch(formSubmitted('signIn'));
    await settle();
    expect(api.signIn).toHaveBeenCalledWith({ login: '۰۹۱۲۱۲۳۴۵۶۷', password: 'رمز-خوب-۱۲' });
    expect(store.getState().account.session.customer).toEqual(sara);
    expect(store.getState().account.forms.signIn.values).toEqual({});
    expect(selectOrdersList(store.getState()).orders).toHaveLength(1);
    expect(selectNotices(store.getState())).toMatchObject([
      { kind: 'success', message: 'وارد حساب کاربری خود شدید.' },
    ]);
    task.cancel();
  });

  it('shows the server’s message for wrong credentials and for too many attempts', async () => {
    const message = 'ایمیل/موبایل یا گذرواژه نادرست است.';
    api.signIn.mockRejectedValue(
      new WpApiError('persian_shop_invalid_credentials', message, 401, { status: 401 }),
    );
    const { store, task } = start();
    store.dispatch(visit());
    await settle();
    type(store, 'signIn', { login: 'sara@example.ir', password: 'wrong-one' });
    store.dispatch(formSubmitted('signIn'));
    await settle();
    const form = store.getState().account.forms.signIn;
    expect(form).toMatchObject({ general: message, errors: {}, submitting: false, rejections: 1 });
    expect(selectNotices(store.getState())).toMatchObject([{ kind: 'error', message }]);
    expect(store.getState().account.session.customer).toBeNull();
    task.cancel();
  });
});

it('a success takes away the error notices of earlier refused tries', async () => {
  api.signIn.mockResolvedValue({ customer: sara });
  const { store, task } = start();
  store.dispatch(visit());
  await settle();
  store.dispatch(formSubmitted('signIn'));
  await settle();
  expect(selectNotices(store.getState())).toMatchObject([{ kind: 'error' }]);
  type(store, 'signIn', { login: 'sara@example.ir', password: '12345678' });
  store.dispatch(formSubmitted('signIn'));
  await settle();
  expect(selectNotices(store.getState())).toMatchObject([{ kind: 'success' }]);
  expect(selectNotices(store.getState())).toHaveLength(1);
  task.cancel();
});

describe('register', () => {
  it('puts the server’s per-field answer beside the field', async () => {
    api.register.mockRejectedValue(
      new WpApiError('persian_shop_account_exists', 'تکراری', 409, {
        status: 409,
        params: { mobile: 'حسابی با این شمارهٔ موبایل از پیش وجود دارد. وارد شوید.' },
      }),
    );
    const { store, task } = start();
    store.dispatch(visit());
    await settle();
    type(store, 'register', { mobile: '09121234567', password: '12345678' });
    store.dispatch(formSubmitted('register'));
    await settle();
    expect(api.register).toHaveBeenCalledWith({
      email: '',
      mobile: '09121234567',
      password: '12345678',
      first_name: '',
      last_name: '',
    });
    expect(store.getState().account.forms.register.errors).toEqual({
      mobile: 'حسابی با این شمارهٔ موبایل از پیش وجود دارد. وارد شوید.',
    });
    task.cancel();
  });

  it('signs the new customer in', async () => {
    api.register.mockResolvedValue({ customer: sara });
    const { store, task } = start();
    store.dispatch(visit());
    await settle();
    type(store, 'register', { email: 'sara@example.ir', password: '12345678' });
    store.dispatch(formSubmitted('register'));
    await settle();
    expect(store.getState().account.session.customer).toEqual(sara);
    expect(api.getMyOrders).toHaveBeenCalledTimes(1);
    task.cancel();
  });
});

it('signing out forgets the customer and their orders', async () => {
  api.getCurrentCustomer.mockResolvedValue({ customer: sara });
  api.getMyOrders.mockResolvedValue({ items: [makeOrder({ id: 3 })], total: 1, totalPages: 1 });
  api.signOut.mockResolvedValue({ customer: null });
  const dispatched: unknown[] = [];
  const { store, task: maybeTask } = makeTestStore({
    saga: function* watched() {
      yield fork(accountSaga);
      yield takeEvery('*', (action: unknown) => {
        dispatched.push(action);
      });
    },
  });
  const task = maybeTask!;
  store.dispatch(visit());
  await settle();
  store.dispatch(signOutRequested());
  store.dispatch(signOutRequested());
  await settle();
  expect(api.signOut).toHaveBeenCalledTimes(1);
  expect(dispatched).toContainEqual(navigate('/my-account'));
  const state = store.getState().account;
  expect(state.session).toEqual({ status: 'loaded', customer: null, signingOut: false });
  expect(state.orderById).toEqual({});
  expect(selectNotices(store.getState())).toMatchObject([
    { kind: 'success', message: 'از حساب کاربری خود خارج شدید.' },
  ]);
  task.cancel();
});

describe('addresses', () => {
  it('loads the provinces and the saved addresses, then saves the form', async () => {
    api.getCurrentCustomer.mockResolvedValue({ customer: sara });
    api.getAddresses.mockResolvedValue({ billing: emptyAddress(), shipping: emptyAddress() });
    const saved = {
      billing: {
        ...emptyAddress(),
        first_name: 'سارا',
        last_name: 'رضایی',
        state: 'THR',
        city: 'ری',
        address_1: 'خیابان یک',
        postcode: '1234567890',
        phone: '09121234567',
      },
      shipping: emptyAddress(),
    };
    api.saveAddresses.mockResolvedValue(saved);
    const { store, task } = start();
    store.dispatch(visit('?view=addresses'));
    await settle();
    expect(store.getState().regions.provinces).toHaveLength(1);
    expect(store.getState().account.addresses.status).toBe('loaded');
    type(store, 'addresses', {
      'billing.first_name': 'سارا',
      'billing.last_name': 'رضایی',
      'billing.state': 'THR',
      'billing.city': 'ری',
      'billing.address_1': 'خیابان یک',
      'billing.postcode': '۱۲۳۴۵۶۷۸۹۰',
      'billing.phone': '۰۹۱۲۱۲۳۴۵۶۷',
    });
    store.dispatch(formSubmitted('addresses'));
    await settle();
    expect(api.saveAddresses).toHaveBeenCalledWith({
      billing: expect.objectContaining({ city: 'ری', postcode: '۱۲۳۴۵۶۷۸۹۰', country: 'IR' }),
      shipping: expect.objectContaining({ first_name: '', email: '' }),
    });
    // The form now shows what the server kept (normalised), its numbers in Persian digits.
    expect(store.getState().account.forms.addresses.values['billing.postcode']).toBe('۱۲۳۴۵۶۷۸۹۰');
    expect(selectNotices(store.getState())).toMatchObject([
      { kind: 'success', message: 'نشانی‌ها ذخیره شدند.' },
    ]);
    task.cancel();
  });

  it('choosing another province clears the city', () => {
    const { store } = makeTestStore();
    type(store, 'addresses', { 'billing.state': 'THR', 'billing.city': 'ری' });
    store.dispatch(fieldChanged({ form: 'addresses', field: 'billing.state', value: 'FRS' }));
    expect(store.getState().account.forms.addresses.values['billing.city']).toBe('');
  });
});

describe('orders', () => {
  it('loads one order for its view, and marks a 404 as missing', async () => {
    api.getCurrentCustomer.mockResolvedValue({ customer: sara });
    api.getOrder.mockImplementation(async (id) => {
      if (id === 9) return makeOrder({ id: 9 });
      throw new WpApiError('persian_shop_order_not_found', 'پیدا نشد', 404);
    });
    const { store, task } = start();
    store.dispatch(visit('?view=order&id=9'));
    await settle();
    expect(selectOrderDetail(store.getState(), 9).order?.id).toBe(9);
    store.dispatch(visit('?view=order&id=10'));
    await settle();
    expect(selectOrderDetail(store.getState(), 10).status).toBe('missing');
    task.cancel();
  });

  it('a guest finds an order by number (Persian digits) and mobile', async () => {
    api.lookupOrder.mockResolvedValue(makeOrder({ id: 12 }));
    const { store, task } = start();
    store.dispatch(visit('?view=lookup'));
    await settle();
    type(store, 'lookup', { order_number: '#۱۲', email_or_mobile: '۰۹۱۲۱۲۳۴۵۶۷' });
    store.dispatch(formSubmitted('lookup'));
    await settle();
    expect(api.lookupOrder).toHaveBeenCalledWith({
      order_number: '12',
      email_or_mobile: '09121234567',
    });
    expect(selectLookupOrder(store.getState())?.id).toBe(12);
    expect(selectNotices(store.getState())).toMatchObject([
      { kind: 'success', message: 'سفارش ۱۲ پیدا شد.' },
    ]);
    task.cancel();
  });

  it("asks no order route on a site without the shop's orders route (a plain WooCommerce)", async () => {
    api.getCurrentCustomer.mockResolvedValue({ customer: sara });
    const { store, task } = start({
      announcement: true,
      accounts: true,
      orders: false,
      regions: false,
      paymentMethods: false,
    });
    store.dispatch(visit('?view=order&id=9'));
    await settle();
    store.dispatch(visit('?view=lookup'));
    await settle();
    type(store, 'lookup', { order_number: '12', email_or_mobile: '09121234567' });
    store.dispatch(formSubmitted('lookup'));
    await settle();
    expect(api.getOrder).not.toHaveBeenCalled();
    expect(api.lookupOrder).not.toHaveBeenCalled();
    expect(api.getMyOrders).not.toHaveBeenCalled();
    expect(api.getRegions).not.toHaveBeenCalled();
    task.cancel();
  });
});
