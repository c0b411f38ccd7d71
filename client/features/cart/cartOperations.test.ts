// Changing the cart: quantities (Persian digits read, clamped to the line's maximum, short
// stock answered with the server's message), removing a line and undoing it, and coupons
// normalised, applied or refused with the reason beside the field.
import { makeTestStore } from '../../app/testing';
import { applyCoupon, removeCartItem, removeCoupon, updateCartItem } from '../../api/cartLines';
import { addToCart, cartSession, getCart, restoreCartSession } from '../../api/store';
import { WpApiError } from '../../api/errors';
import { selectNotices } from '../notices';
import type { SagaIterator } from 'redux-saga';
import { fork } from 'redux-saga/effects';
import { cartPageSaga, normaliseCouponCode } from './cartPageSagas';
import { cartSaga, type CartTokenStorage } from './sagas';

import { selectCartPage } from './cartPageSelectors';
import {
  couponApplyRequested,
  couponCodeTyped,
  couponRemovalRequested,
  lineQuantityRequested,
  lineRemovalRequested,
  quantityDraftCommitted,
  quantityDraftTyped,
} from './slice';
import { makeCartItem, makeCartWith } from './testSupport';

jest.mock('../../api/store', () => ({
  addToCart: jest.fn(),
  getCart: jest.fn(),
  cartSession: jest.fn(),
  restoreCartSession: jest.fn(),
}));
jest.mock('../../api/cartLines', () => ({
  updateCartItem: jest.fn(),
  removeCartItem: jest.fn(),
  applyCoupon: jest.fn(),
  removeCoupon: jest.fn(),
}));

/** The cart page's sagas beside every page's, as the page runs them. */
function* cartPageWithCart(storage: CartTokenStorage): SagaIterator {
  yield fork(cartSaga, storage);
  yield fork(cartPageSaga, storage);
}

const api = {
  addToCart: jest.mocked(addToCart),
  getCart: jest.mocked(getCart),
  cartSession: jest.mocked(cartSession),
  restoreCartSession: jest.mocked(restoreCartSession),
  updateCartItem: jest.mocked(updateCartItem),
  removeCartItem: jest.mocked(removeCartItem),
  applyCoupon: jest.mocked(applyCoupon),
  removeCoupon: jest.mocked(removeCoupon),
};

async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

const storage: CartTokenStorage = { read: () => null, write: () => undefined };

const shirt = makeCartItem({ name: 'تی‌شرت', price: '490000', quantity: 2 });
const mug = makeCartItem({
  name: 'ماگ',
  price: '150000',
  quantity_limits: { minimum: 1, maximum: 5, multiple_of: 1, editable: true },
});

async function start() {
  api.getCart.mockResolvedValue(makeCartWith([shirt, mug]));
  const { store, task } = makeTestStore({ saga: cartPageWithCart, args: [storage] });
  await settle();
  return { store, task: task! };
}

const messages = (store: Awaited<ReturnType<typeof start>>['store']) =>
  selectNotices(store.getState()).map((notice) => [notice.kind, notice.message]);

beforeEach(() => {
  jest.resetAllMocks();
  api.cartSession.mockReturnValue({ nonce: 'n', cartToken: 't' });
});

describe('cart lines', () => {
  it('sends a new quantity, shows the busy line meanwhile and then the server’s cart', async () => {
    const { store, task } = await start();
    let answer: (cart: ReturnType<typeof makeCartWith>) => void = () => undefined;
    api.updateCartItem.mockReturnValue(new Promise((resolve) => (answer = resolve)));

    store.dispatch(lineQuantityRequested({ key: shirt.key, quantity: 3 }));
    expect(api.updateCartItem).toHaveBeenCalledWith(shirt.key, 3);
    // Nothing optimistic: the line still shows 2 while it waits.
    let line = selectCartPage(store.getState()).lines[0];
    expect(line).toMatchObject({ quantity: 2, busy: 'updating' });

    answer(makeCartWith([{ ...shirt, quantity: 3 }, mug]));
    await settle();
    line = selectCartPage(store.getState()).lines[0];
    expect(line).toMatchObject({ quantity: 3, busy: null });
    expect(messages(store)).toEqual([['success', 'تعداد «تی‌شرت» اکنون ۳ است.']]);
    task.cancel();
  });

  it('reads a typed quantity in Persian digits and clamps it to the line’s maximum', async () => {
    const { store, task } = await start();
    api.updateCartItem.mockResolvedValue(makeCartWith([shirt, { ...mug, quantity: 5 }]));

    store.dispatch(quantityDraftTyped({ key: mug.key, text: '۱۲' }));
    expect(selectCartPage(store.getState()).lines[1]?.quantityText).toBe('۱۲');
    store.dispatch(quantityDraftCommitted({ key: mug.key }));
    await settle();
    expect(api.updateCartItem).toHaveBeenCalledWith(mug.key, 5);
    expect(selectCartPage(store.getState()).lines[1]).toMatchObject({
      quantity: 5,
      quantityText: null,
    });
    task.cancel();
  });

  it('sends nothing for an emptied field or an unchanged quantity, and drops the draft', async () => {
    const { store, task } = await start();
    store.dispatch(quantityDraftTyped({ key: shirt.key, text: '' }));
    store.dispatch(quantityDraftCommitted({ key: shirt.key }));
    store.dispatch(quantityDraftTyped({ key: shirt.key, text: '۲' }));
    store.dispatch(quantityDraftCommitted({ key: shirt.key }));
    await settle();
    expect(api.updateCartItem).not.toHaveBeenCalled();
    expect(selectCartPage(store.getState()).lines[0]?.quantityText).toBeNull();
    task.cancel();
  });

  it('keeps the line as it was and shows the server’s message when the stock is short', async () => {
    const { store, task } = await start();
    api.updateCartItem.mockRejectedValue(
      new WpApiError(
        'woocommerce_rest_product_partially_out_of_stock',
        'از «ماگ» فقط ۲ عدد موجود است.',
        400,
      ),
    );
    store.dispatch(lineQuantityRequested({ key: mug.key, quantity: 4 }));
    await settle();
    expect(selectCartPage(store.getState()).lines[1]).toMatchObject({ quantity: 1, busy: null });
    expect(messages(store)).toEqual([['error', 'از «ماگ» فقط ۲ عدد موجود است.']]);
    task.cancel();
  });

  it('removes a line and says so', async () => {
    const { store, task } = await start();
    api.removeCartItem.mockResolvedValue(makeCartWith([shirt]));
    store.dispatch(lineRemovalRequested({ key: mug.key }));
    expect(selectCartPage(store.getState()).lines[1]?.busy).toBe('removing');
    await settle();
    expect(api.removeCartItem).toHaveBeenCalledWith(mug.key);
    expect(selectCartPage(store.getState()).lines.map((line) => line.name)).toEqual(['تی‌شرت']);
    expect(store.getState().cart.itemCount).toBe(2);
    expect(messages(store)).toEqual([['success', '«ماگ» حذف شد.']]);
    task.cancel();
  });
});

describe('undo after a removal', () => {
  it('puts a variation back by its slugs, from the app’s button or the plain form alike', async () => {
    const shoe = makeCartItem({
      name: 'کفش',
      price: '4000000',
      quantity: 2,
      type: 'variation',
      // The line's link carries the choice's slugs, as WooCommerce links a line to its variation.
      permalink: 'http://localhost/product/shoe/?attribute_pa_color=black&attribute_pa_size=40',
      variation: [
        { attribute: 'رنگ', value: 'مشکی' },
        { attribute: 'سایز', value: '۴۰' },
      ],
    });
    api.getCart.mockResolvedValue(makeCartWith([shirt, shoe]));
    const { store, task } = makeTestStore({ saga: cartPageWithCart, args: [storage] });
    await settle();
    api.removeCartItem.mockResolvedValue(makeCartWith([shirt]));
    store.dispatch(lineRemovalRequested({ key: shoe.key }));
    await settle();
    const [notice] = selectNotices(store.getState());
    const choices = [
      { attribute: 'attribute_pa_color', value: 'black' },
      { attribute: 'attribute_pa_size', value: '40' },
    ];
    expect(notice?.undo?.action.payload).toEqual({
      id: shoe.id,
      quantity: 2,
      variation: choices,
      name: 'کفش',
    });
    expect(notice?.undo?.form).toEqual({
      to: '/cart',
      fields: {
        restore_item: String(shoe.id),
        quantity: '2',
        'restore_variation[attribute_pa_color]': 'black',
        'restore_variation[attribute_pa_size]': '40',
      },
    });
    api.addToCart.mockResolvedValue(makeCartWith([shirt, shoe]));
    store.dispatch(notice!.undo!.action);
    await settle();
    expect(api.addToCart).toHaveBeenCalledWith({ id: shoe.id, quantity: 2, variation: choices });
    expect(messages(store)).toEqual([['success', '«کفش» به سبد خرید بازگشت.']]);
    task!.cancel();
  });
});

describe('coupons', () => {
  it('normalises a typed code: Persian digits, spaces and capitals', () => {
    expect(normaliseCouponCode('  YALDA۱۴۰۴ ')).toBe('yalda1404');
  });

  it('applies a code, clears the field and shows the discount in the totals', async () => {
    const { store, task } = await start();
    api.applyCoupon.mockResolvedValue(
      makeCartWith([shirt, mug], { code: 'yalda1404', discount: '113000' }),
    );
    store.dispatch(couponCodeTyped('Yalda۱۴۰۴'));
    store.dispatch(couponApplyRequested());
    expect(store.getState().cart.coupon.status).toBe('applying');
    await settle();
    expect(api.applyCoupon).toHaveBeenCalledWith('yalda1404');
    const view = selectCartPage(store.getState());
    expect(view.coupon).toEqual({ code: '', status: 'idle', error: null });
    expect(view.totals).toMatchObject({
      coupons: ['yalda1404'],
      discount: '113000',
      total: '1017000',
    });
    // Said back in the digits the shopper typed (issue 25).
    expect(messages(store)).toEqual([['success', 'کد تخفیف «yalda۱۴۰۴» اعمال شد.']]);
    task.cancel();
  });

  it('keeps an invalid code in the field with the server’s reason beside it', async () => {
    const { store, task } = await start();
    const reason = 'کد تخفیف «nothing» وجود ندارد!';
    api.applyCoupon.mockRejectedValue(
      new WpApiError('woocommerce_rest_cart_coupon_error', reason, 400),
    );
    store.dispatch(couponCodeTyped('nothing'));
    store.dispatch(couponApplyRequested());
    await settle();
    expect(store.getState().cart.coupon).toEqual({
      code: 'nothing',
      status: 'idle',
      error: reason,
    });
    expect(selectCartPage(store.getState()).totals?.coupons).toEqual([]);
    expect(messages(store)).toEqual([['error', reason]]);
    task.cancel();
  });

  it('asks for a code instead of sending an empty one', async () => {
    const { store, task } = await start();
    store.dispatch(couponCodeTyped('   '));
    store.dispatch(couponApplyRequested());
    await settle();
    expect(api.applyCoupon).not.toHaveBeenCalled();
    expect(store.getState().cart.coupon.error).toBe('لطفاً کد تخفیف را وارد کنید.');
    task.cancel();
  });

  it('removes an applied coupon', async () => {
    api.getCart.mockResolvedValue(makeCartWith([shirt], { code: 'off10', discount: '98000' }));
    const { store, task } = makeTestStore({ saga: cartPageWithCart, args: [storage] });
    await settle();
    api.removeCoupon.mockResolvedValue(makeCartWith([shirt]));
    store.dispatch(couponRemovalRequested('off10'));
    await settle();
    expect(api.removeCoupon).toHaveBeenCalledWith('off10');
    expect(selectCartPage(store.getState()).totals).toMatchObject({ coupons: [], discount: '0' });
    expect(messages(store)).toEqual([['success', 'کد تخفیف «off10» حذف شد.']]);
    task!.cancel();
  });
});
