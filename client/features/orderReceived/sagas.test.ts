// Where the order received page gets its order: the checkout's answer in this tab on a site
// without the shop's orders route (the page, not an error, after a reload elsewhere), or the
// orders route on the shop's own server.
import type { SiteExtras } from '../../../contracts/bootstrap';
import { getOrder } from '../../api/checkout';
import { placedOrder, type PlacedOrder } from '../../api/placedOrder';
import { makeTestStore, testConfig } from '../../app/testing';
import { locationChanged } from '../route';
import { orderReceivedSaga } from './sagas';
import { selectReceivedOrder } from './selectors';

jest.mock('../../api/checkout', () => ({ getOrder: jest.fn() }));
jest.mock('../../api/placedOrder', () => ({ placedOrder: jest.fn() }));

const api = { getOrder: jest.mocked(getOrder), placedOrder: jest.mocked(placedOrder) };

const noOrders: SiteExtras = {
  announcement: false,
  accounts: false,
  orders: false,
  regions: false,
  paymentMethods: false,
};

const answered: PlacedOrder = {
  order_id: 191,
  order_key: 'wc_order_WJXBWiphuHlmY',
  order_number: '191',
  status: 'processing',
  payment_method: 'cod',
  customer_id: 0,
};

async function settle(): Promise<void> {
  for (let turn = 0; turn < 12; turn += 1) await Promise.resolve();
}

function openPage(extras?: SiteExtras) {
  const { store, task } = makeTestStore({
    saga: orderReceivedSaga,
    ...(extras ? { config: { ...testConfig, extras } } : {}),
  });
  store.dispatch(
    locationChanged(
      {
        pathname: '/checkout/order-received/191/',
        search: '?key=wc_order_WJXBWiphuHlmY',
        hash: '',
      },
      'push',
    ),
  );
  return { store, task: task! };
}

beforeEach(() => jest.resetAllMocks());

describe("the order received page on a site without the shop's orders route", () => {
  it('shows what the checkout answered in this tab, and asks no order route', async () => {
    api.placedOrder.mockReturnValue(answered);
    const { store, task } = openPage(noOrders);
    await settle();
    expect(api.getOrder).not.toHaveBeenCalled();
    expect(api.placedOrder).toHaveBeenCalledWith(191, 'wc_order_WJXBWiphuHlmY');
    expect(selectReceivedOrder(store.getState(), 191)).toEqual({
      status: 'placed',
      order: null,
      error: null,
      placed: answered,
    });
    task.cancel();
  });

  it('after a reload in another tab (nothing remembered) still shows the page, not an error', async () => {
    api.placedOrder.mockReturnValue(null);
    const { store, task } = openPage(noOrders);
    await settle();
    expect(api.getOrder).not.toHaveBeenCalled();
    expect(selectReceivedOrder(store.getState(), 191)).toMatchObject({
      status: 'placed',
      placed: null,
      error: null,
    });
    task.cancel();
  });
});

it("on the shop's own server loads the order from its orders route", async () => {
  api.getOrder.mockRejectedValue(new Error('offline'));
  const { task } = openPage();
  await settle();
  expect(api.getOrder).toHaveBeenCalledWith(191, 'wc_order_WJXBWiphuHlmY');
  expect(api.placedOrder).not.toHaveBeenCalled();
  task.cancel();
});
