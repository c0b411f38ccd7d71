// The checkout saga: a guest's or a customer's details, sites without the shop, provinces and
// cities, sending the order with ASCII digits and attribution, field errors put on their fields
// in page order, and out of stock answered with a notice and a fresh cart.
import type { SagaIterator } from 'redux-saga';
import { fork, takeEvery } from 'redux-saga/effects';
import { makeTestStore } from '../../app/testing';
import { WpApiError } from '../../api/errors';
import { placedOrder as readPlacedOrder } from '../../api/placedOrder';
import { checkout, getPaymentMethods, getRegions } from '../../api/checkout';
import { getAddresses, getCurrentCustomer } from '../../api/account';
import { emptyAddress } from '../../../contracts/account';
import { trackingApplied } from '../attribution';
import type { SiteExtras } from '../../../contracts/bootstrap';
import { configWith } from '../attribution/testSupport/attributionConfig';
import { cartLoaded, cartReloadRequested } from '../cart';
import type { StoreCart } from '../../../contracts/store';
import { selectNotices } from '../notices';
import { locationChanged, navigate } from '../route';
import { appPath, checkoutSaga, type CheckoutBrowser } from './sagas';
import { selectCities, selectErrorSummary, selectPaymentChoices } from './selectors';
import {
  onlinePaymentRequested,
  orderPlacementRequested,
  paymentMethodChosen,
  paymentPageOpened,
  rememberedDetailsForgotten,
  savedAddressChosen,
} from './slice';
import { fillForm, placedOrder, provinces, signedInCustomer } from './testSupport';

jest.mock('../../api/checkout', () => ({
  checkout: jest.fn(),
  getRegions: jest.fn(),
  getPaymentMethods: jest.fn(),
  carriedRegions: jest.requireActual('../../api/checkout').carriedRegions,
}));

jest.mock('../../api/account', () => ({
  getCurrentCustomer: jest.fn(),
  getAddresses: jest.fn(),
}));

const api = {
  getCurrentCustomer: jest.mocked(getCurrentCustomer),
  getAddresses: jest.mocked(getAddresses),
  checkout: jest.mocked(checkout),
  getRegions: jest.mocked(getRegions),
  getPaymentMethods: jest.mocked(getPaymentMethods),
};

async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

const HERE = 'http://localhost/checkout';

function start(extras?: SiteExtras) {
  const browser: CheckoutBrowser & { left: string[] } = {
    left: [],
    href: () => HERE,
    leave(url) {
      this.left.push(url);
    },
  };
  // Every action that reaches the store, the sagas' own puts included.
  const actions: { type: string; payload?: unknown }[] = [];
  const { store, task } = makeTestStore({
    config: { ...configWith(), ...(extras ? { extras } : {}) },
    saga: function* root(): SagaIterator {
      yield fork(checkoutSaga, browser);
      yield takeEvery('*', (action: { type: string }) => {
        actions.push(action);
      });
    },
  });
  store.dispatch(locationChanged({ pathname: '/checkout', search: '', hash: '' }, 'push'));
  store.dispatch(
    trackingApplied({
      allowed: true,
      values: { source_type: 'utm', utm_source: 'instagram', utm_medium: 'social' },
      written: [],
      pageView: true,
    }),
  );
  return { store, task: task!, browser, actions };
}

beforeEach(() => {
  jest.resetAllMocks();
  api.getRegions.mockResolvedValue({ country: 'IR', provinces });
  api.getPaymentMethods.mockResolvedValue([]);
  api.getCurrentCustomer.mockResolvedValue({ customer: null });
  window.localStorage.clear();
});

describe('a checkout that knows the shopper', () => {
  it('a guest finds the details of their last order again, and can clear them', async () => {
    const first = start();
    await settle();
    api.checkout.mockResolvedValue(placedOrder());
    fillForm(first.store);
    first.store.dispatch(orderPlacementRequested());
    await settle();
    first.task.cancel();

    // The next visit: what the shopper types first is never replaced.
    const { store, task } = start();
    fillForm(store, { first_name: 'مریم' });
    await settle();
    const address = store.getState().checkout.values.address;
    expect(address).toMatchObject({ first_name: 'مریم', last_name: 'محمدی', city: 'کاشان' });
    expect(store.getState().checkout.known?.source).toBe('browser');

    store.dispatch(rememberedDetailsForgotten());
    await settle();
    expect(store.getState().checkout.values.address).toMatchObject({
      first_name: 'مریم',
      last_name: '',
      city: '',
    });
    expect(window.localStorage.length).toBe(0);
    task.cancel();
  });

  it('a signed-in customer’s form comes from the account, with a choice of saved addresses', async () => {
    api.getCurrentCustomer.mockResolvedValue({ customer: signedInCustomer });
    const home = {
      ...emptyAddress(),
      first_name: 'سارا',
      last_name: 'محمدی',
      state: 'ESF',
      city: 'کاشان',
      address_1: 'خیابان امیرکبیر',
      postcode: '8715987654',
      phone: '09121112233',
      email: 'sara@example.com',
    };
    api.getAddresses.mockResolvedValue({
      billing: home,
      shipping: { ...home, state: 'THR', city: 'ری', address_1: 'خیابان ولیعصر', email: '' },
    });
    const { store, task } = start();
    await settle();
    expect(store.getState().checkout.values.address).toMatchObject({
      state: 'ESF',
      city: 'کاشان',
      phone: '۰۹۱۲۱۱۱۲۲۳۳',
    });
    expect(store.getState().checkout.known?.addresses).toHaveLength(2);
    store.dispatch(savedAddressChosen('shipping'));
    expect(store.getState().checkout.values.address).toMatchObject({
      state: 'THR',
      city: 'ری',
      address_1: 'خیابان ولیعصر',
      email: 'sara@example.com',
    });
    // A customer's details stay with the account, not in the browser.
    api.checkout.mockResolvedValue(placedOrder());
    store.dispatch(orderPlacementRequested());
    await settle();
    expect(window.localStorage.length).toBe(0);
    task.cancel();
  });
});

describe("a checkout on a WordPress without the shop's account routes", () => {
  it('does not ask for an account the site cannot answer for', async () => {
    const { task } = start({
      announcement: false,
      accounts: false,
      orders: false,
      regions: false,
      paymentMethods: false,
    });
    await settle();
    expect(api.getCurrentCustomer).not.toHaveBeenCalled();
    expect(api.getAddresses).not.toHaveBeenCalled();
    task.cancel();
  });

  const stockWooCommerce: SiteExtras = {
    announcement: false,
    accounts: false,
    orders: false,
    regions: false,
    paymentMethods: false,
  };

  it("offers WooCommerce's provinces from the list the app carries, without asking the site", async () => {
    const { store, task } = start(stockWooCommerce);
    for (let turn = 0; turn < 5; turn += 1) await settle();
    expect(api.getRegions).not.toHaveBeenCalled();
    fillForm(store, { state: 'THR' });
    expect(selectCities(store.getState())).toContain('تهران');
    fillForm(store, { state: 'YZD' });
    expect(selectCities(store.getState())[0]).toBe('یزد');
    task.cancel();
  });

  it("offers the methods the site's cart says checkout accepts, with the shop's Persian titles", async () => {
    const { store, task } = start(stockWooCommerce);
    await settle();
    expect(api.getPaymentMethods).not.toHaveBeenCalled();
    store.dispatch(cartLoaded({ payment_methods: ['bacs', 'cod'] } as unknown as StoreCart));
    await settle();
    expect(
      selectPaymentChoices(store.getState()).map((choice) => [choice.id, choice.title]),
    ).toEqual([
      ['cod', 'پرداخت در محل'],
      ['bacs', 'کارت به کارت'],
    ]);
    task.cancel();
  });
});

describe('checkout saga', () => {
  it('loads the provinces when the checkout opens; the city list follows the province', async () => {
    const { store, task } = start();
    await settle();
    expect(api.getRegions).toHaveBeenCalledTimes(1);
    fillForm(store, { state: 'THR' });
    expect(selectCities(store.getState())).toEqual(['تهران', 'ری', 'شمیرانات']);
    fillForm(store, { city: 'ری', state: 'ESF' });
    expect(store.getState().checkout.values.address.city).toBe('');
    task.cancel();
  });

  it('sends the order with ASCII digits and the attribution extension, then opens the order received page', async () => {
    const { store, task, actions } = start();
    await settle();
    api.checkout.mockResolvedValue(placedOrder());
    fillForm(store);
    store.dispatch(orderPlacementRequested());
    await settle();

    const request = api.checkout.mock.calls[0]?.[0];
    expect(request?.billing_address).toMatchObject({
      phone: '09123456789',
      postcode: '8715987654',
      state: 'ESF',
      city: 'کاشان',
      country: 'IR',
      email: 'sara@example.com',
    });
    expect(request?.shipping_address).toMatchObject({
      postcode: '8715987654',
      phone: '09123456789',
    });
    expect(request?.payment_method).toBe('cod');
    expect(request?.extensions?.['woocommerce/order-attribution']).toMatchObject({
      source_type: 'utm',
      utm_source: 'instagram',
      utm_medium: 'social',
      utm_campaign: null,
    });
    expect(store.getState().checkout.status).toBe('leaving');
    // Kept for this tab's order received page (a site without the shop's orders route).
    expect(readPlacedOrder(1042, 'wc_order_AbCdEf123456Z')?.order_number).toBe(
      placedOrder().order_number,
    );
    // The server emptied the cart; the app follows the server's redirect inside itself.
    expect(actions).toContainEqual(cartReloadRequested());
    expect(actions).toContainEqual(
      navigate('/checkout/order-received/1042/?key=wc_order_AbCdEf123456Z'),
    );
    // The order received page says thank you; no second notice says it again.
    expect(selectNotices(store.getState())).toEqual([]);
    task.cancel();
  });

  it('puts each server field error on its field and lists them in page order', async () => {
    const { store, task } = start();
    await settle();
    api.checkout.mockRejectedValue(
      new WpApiError('rest_invalid_param', 'پارامترهای نامعتبر: billing_address', 400, {
        status: 400,
        params: { billing_address: 'کد پستی باید ۱۰ رقم باشد.' },
        details: {
          billing_address: {
            code: 'invalid_postcode',
            message: 'کد پستی باید ۱۰ رقم باشد.',
            data: { field: 'postcode' },
            additional_errors: [
              {
                code: 'invalid_phone',
                message: 'شمارهٔ موبایل درست نیست.',
                data: { field: 'phone' },
              },
            ],
          },
          additional_fields: {
            code: 'invalid_persian-shop/national-code',
            message: 'کد ملی معتبر نیست.',
            data: { field: 'persian-shop/national-code' },
          },
        },
      }),
    );
    fillForm(store, { postcode: '۱۲۳', phone: '۰۹۱۲', national_code: '۱۲۳۴۵۶۷۸۹۰' });
    store.dispatch(orderPlacementRequested());
    await settle();

    const { checkout: state } = store.getState();
    expect(state.status).toBe('editing');
    expect(state.attempt).toBe(1);
    expect(state.errors).toEqual({
      postcode: 'کد پستی باید ۱۰ رقم باشد.',
      phone: 'شمارهٔ موبایل درست نیست.',
      national_code: 'کد ملی معتبر نیست.',
    });
    expect(selectErrorSummary(store.getState()).map((entry) => entry.field)).toEqual([
      'phone',
      'postcode',
      'national_code',
    ]);
    // The typed values stay as they were, so the shopper only fixes what is wrong.
    expect(state.values.address.postcode).toBe('۱۲۳');
    task.cancel();
  });

  it('on out of stock: a notice, the message in the summary, and the cart fetched again', async () => {
    const { store, task, actions } = start();
    await settle();
    const message = 'متأسفانه «ماگ» ناموجود است و از سبد خرید شما حذف نشده است.';
    api.checkout.mockRejectedValue(
      new WpApiError('woocommerce_rest_product_out_of_stock', message, 409),
    );
    fillForm(store);
    store.dispatch(orderPlacementRequested());
    await settle();
    expect(actions).toContainEqual(cartReloadRequested());
    expect(actions.some((action) => action.type === navigate.type)).toBe(false);
    expect(selectErrorSummary(store.getState())).toEqual([{ field: null, message }]);
    expect(selectNotices(store.getState())).toEqual([
      { id: expect.any(String), kind: 'error', message },
    ]);
    task.cancel();
  });

  it('leaves for the gateway page when paying online, and does not place twice', async () => {
    const { store, task, browser, actions } = start();
    await settle();
    api.checkout.mockResolvedValue(
      placedOrder({
        status: 'pending',
        payment_method: 'persian_card',
        payment_result: {
          payment_status: 'pending',
          payment_details: [],
          redirect_url: 'http://localhost/gateway/pay/abc123',
        },
      }),
    );
    fillForm(store);
    store.dispatch(paymentMethodChosen('persian_card'));
    store.dispatch(orderPlacementRequested());
    store.dispatch(orderPlacementRequested());
    await settle();
    expect(api.checkout).toHaveBeenCalledTimes(1);
    expect(api.checkout.mock.calls[0]?.[0].payment_method).toBe('persian_card');
    expect(browser.left).toEqual(['http://localhost/gateway/pay/abc123']);
    // Said as an action too: a checkout posted without JavaScript answers a 303 there.
    expect(actions).toContainEqual(paymentPageOpened('http://localhost/gateway/pay/abc123'));
    expect(actions.some((action) => action.type === navigate.type)).toBe(false);
    expect(actions).not.toContainEqual(cartReloadRequested());
    expect(selectNotices(store.getState()).map((notice) => notice.message)).toEqual([
      'در حال انتقال به درگاه پرداخت…',
    ]);
    task.cancel();
  });

  it('the card and wallet button on the checkout chooses the gateway and places the order', async () => {
    const { store, task } = start();
    await settle();
    api.checkout.mockResolvedValue(placedOrder({ payment_method: 'persian_card' }));
    fillForm(store);
    store.dispatch(onlinePaymentRequested({ from: 'checkout' }));
    await settle();
    expect(api.checkout.mock.calls[0]?.[0].payment_method).toBe('persian_card');
    task.cancel();
  });

  it('the card and wallet button on the cart chooses the gateway and opens the checkout', async () => {
    const { store, task, actions } = start();
    await settle();
    store.dispatch(onlinePaymentRequested({ from: 'cart' }));
    await settle();
    expect(store.getState().checkout.paymentMethod).toBe('persian_card');
    expect(actions).toContainEqual(navigate('/checkout'));
    expect(api.checkout).not.toHaveBeenCalled();
    expect(selectNotices(store.getState())[0]?.kind).toBe('info');
    task.cancel();
  });

  it('back from a cancelled card payment: the card is chosen again and the shopper told once (issue 25)', async () => {
    const { store, task } = start();
    await settle();
    expect(store.getState().checkout.paymentMethod).toBe('cod');
    const back = { pathname: '/checkout/', search: '?payment=cancelled', hash: '' };
    store.dispatch(locationChanged(back, 'start'));
    await settle();
    store.dispatch(locationChanged(back, 'start'));
    await settle();
    expect(store.getState().checkout.paymentMethod).toBe('persian_card');
    expect(selectNotices(store.getState())).toEqual([
      {
        id: expect.any(String),
        kind: 'error',
        message: expect.stringContaining('پرداخت انجام نشد'),
      },
    ]);
    task.cancel();
  });

  it('sends the transfer reference for card-to-card, Persian digits made ASCII', async () => {
    const { store, task } = start();
    await settle();
    api.checkout.mockResolvedValue(placedOrder({ payment_method: 'bacs', status: 'on-hold' }));
    fillForm(store, { transfer_reference: '۹۸۷۶۵۴۳۲' });
    store.dispatch(paymentMethodChosen('bacs'));
    store.dispatch(orderPlacementRequested());
    await settle();
    expect(api.checkout.mock.calls[0]?.[0].payment_data).toEqual([
      { key: 'transfer_reference', value: '98765432' },
    ]);
    task.cancel();
  });
});

describe('appPath', () => {
  it('keeps same-origin app pages inside the app and sends everything else to the browser', () => {
    expect(appPath('http://localhost/checkout/order-received/7/?key=k', HERE)).toBe(
      '/checkout/order-received/7/?key=k',
    );
    expect(appPath('http://localhost/wp-json/persian-shop/v1/gateway/1', HERE)).toBeNull();
    expect(appPath('https://bank.example/pay', HERE)).toBeNull();
  });
});
