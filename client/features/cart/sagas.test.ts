// The cart saga: a saved Cart-Token restored and the cart loaded at start, adding an item with
// a Persian success notice repeated each time for screen readers, the server's message when it
// cannot be added, and no variation field for a simple product.
import { makeTestStore } from '../../app/testing';
import { addToCart, cartSession, getCart, restoreCartSession } from '../../api/store';
import { WpApiError } from '../../api/errors';
import { selectNotices } from '../notices';
import { addedMessage, cartSaga, type CartTokenStorage } from './sagas';
import { selectCartItemCount, selectCartTotal, selectIsAdding } from './selectors';
import { addToCartRequested } from './slice';
import { makeCart } from './testSupport';

jest.mock('../../api/store', () => ({
  addToCart: jest.fn(),
  getCart: jest.fn(),
  cartSession: jest.fn(),
  restoreCartSession: jest.fn(),
}));

const mocked = {
  addToCart: jest.mocked(addToCart),
  getCart: jest.mocked(getCart),
  cartSession: jest.mocked(cartSession),
  restoreCartSession: jest.mocked(restoreCartSession),
};

async function settle(): Promise<void> {
  for (let turn = 0; turn < 8; turn += 1) await Promise.resolve();
}

function memoryStorage(initial: string | null = null) {
  const state = { token: initial };
  const storage: CartTokenStorage = {
    read: () => state.token,
    write: (token) => {
      state.token = token;
    },
  };
  return { storage, state };
}

const request = {
  productId: 100,
  id: 11,
  quantity: 1,
  variation: [{ attribute: 'attribute_pa_color', value: 'red' }],
  name: 'تی‌شرت – قرمز، S',
};

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getCart.mockResolvedValue(makeCart(0, '0'));
  mocked.cartSession.mockReturnValue({ nonce: 'n1', cartToken: 'token-1' });
});

function start(saved: string | null = null) {
  const { storage, state } = memoryStorage(saved);
  const { store, task } = makeTestStore({ saga: cartSaga, args: [storage] });
  return { store, task: task!, saved: state };
}

describe('cartSaga', () => {
  it('restores a saved Cart-Token, loads the cart at start and keeps the token it answers', async () => {
    mocked.getCart.mockResolvedValue(makeCart(3, '2400000'));
    const { store, task, saved } = start('old-token');
    expect(mocked.restoreCartSession).toHaveBeenCalledWith({ cartToken: 'old-token' });
    await settle();
    expect(selectCartItemCount(store.getState())).toBe(3);
    expect(selectCartTotal(store.getState())?.amount).toBe('2400000');
    expect(saved.token).toBe('token-1');
    task.cancel();
  });

  it('adds an item, updates the count and total, and announces a Persian success notice', async () => {
    mocked.addToCart.mockResolvedValue(makeCart(1, '900000'));
    const { store, task } = start();
    await settle();
    store.dispatch(addToCartRequested(request));
    expect(selectIsAdding(store.getState(), 100)).toBe(true);
    await settle();

    expect(mocked.addToCart).toHaveBeenCalledWith({
      id: 11,
      quantity: 1,
      variation: [{ attribute: 'attribute_pa_color', value: 'red' }],
    });
    expect(selectIsAdding(store.getState(), 100)).toBe(false);
    expect(selectCartItemCount(store.getState())).toBe(1);
    expect(selectNotices(store.getState())).toEqual([
      {
        id: expect.any(String),
        kind: 'success',
        message: '«تی‌شرت – قرمز، S» به سبد خرید شما افزوده شد.',
      },
    ]);
    task.cancel();
  });

  it('announces the same success again as a fresh notice, so screen readers repeat it', async () => {
    mocked.addToCart.mockResolvedValue(makeCart(1, '900000'));
    const { store, task } = start();
    store.dispatch(addToCartRequested(request));
    await settle();
    const first = selectNotices(store.getState())[0]?.id;
    store.dispatch(addToCartRequested(request));
    await settle();
    const notices = selectNotices(store.getState());
    expect(notices).toHaveLength(1);
    expect(notices[0]?.id).not.toBe(first);
    task.cancel();
  });

  it("shows the server's Persian message when the item cannot be added", async () => {
    mocked.addToCart.mockRejectedValue(
      new WpApiError('woocommerce_rest_product_out_of_stock', 'این محصول ناموجود است.', 400),
    );
    const { store, task } = start();
    store.dispatch(addToCartRequested(request));
    await settle();
    expect(selectIsAdding(store.getState(), 100)).toBe(false);
    expect(selectCartItemCount(store.getState())).toBe(0);
    expect(selectNotices(store.getState())).toEqual([
      { id: expect.any(String), kind: 'error', message: 'این محصول ناموجود است.' },
    ]);
    task.cancel();
  });

  it('sends no variation field for a simple product', async () => {
    mocked.addToCart.mockResolvedValue(makeCart(2, '100'));
    const { store, task } = start();
    store.dispatch(addToCartRequested({ productId: 7, id: 7, quantity: 2, name: 'پاوربانک' }));
    await settle();
    expect(mocked.addToCart).toHaveBeenCalledWith({ id: 7, quantity: 2 });
    expect(addedMessage('پاوربانک', 2)).toBe('۲ عدد «پاوربانک» به سبد خرید شما افزوده شد.');
    task.cancel();
  });
});
