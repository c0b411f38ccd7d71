// What the cart page and the menu show of the cart: lines as price × quantity with coupons only
// in the totals, and a menu total that stays the same object so the menu does not re-render.
import { selectCartPage } from './cartPageSelectors';
import { selectCartTotal } from './selectors';
import type { CartState } from './slice';
import { makeCartItem, makeCartWith } from './testSupport';
import type { StoreCart } from '../../../contracts/store';

function pageOf(cart: StoreCart) {
  const state: CartState = {
    status: 'loaded',
    cart,
    itemCount: cart.items_count,
    adding: {},
    added: {},
    busy: {},
    drafts: {},
    coupon: { code: '', status: 'idle', error: null },
  };
  return selectCartPage({ cart: state });
}

describe('cart page view', () => {
  it('shows each line as price × quantity and the coupons only in the totals', () => {
    // Three power banks with welcome10 (10 %) and nowruz (200,000 off the cart): WooCommerce
    // spreads the discounts over the lines' line_total, which is not what the line shows.
    const line = makeCartItem({ name: 'پاوربانک', price: '1150000', quantity: 3 });
    line.totals = { ...line.totals, line_subtotal: '3450000', line_total: '2905000' };
    const cart = makeCartWith([line], { code: 'welcome10', discount: '545000' });

    const view = pageOf(cart);
    expect(view.lines[0]?.lineSubtotal).toBe('3450000');
    expect(Number(view.lines[0]?.unitPrice) * (view.lines[0]?.quantity ?? 0)).toBe(3450000);
    const totals = view.totals!;
    const lineSum = view.lines.reduce((sum, each) => sum + Number(each.lineSubtotal), 0);
    expect(lineSum).toBe(Number(totals.subtotal));
    expect(Number(totals.subtotal) - Number(totals.discount)).toBe(Number(totals.total));
  });
});

describe('menu total', () => {
  it('is the same object while the totals are, so the menu does not re-render on every action', () => {
    const cart = makeCartWith([makeCartItem({ name: 'پاوربانک', price: '1150000', quantity: 1 })]);
    const state: CartState = {
      status: 'loaded',
      cart,
      itemCount: 1,
      adding: {},
      added: {},
      busy: {},
      drafts: {},
      coupon: { code: '', status: 'idle', error: null },
    };
    const first = selectCartTotal({ cart: state });
    expect(first?.amount).toBe(cart.totals.total_price);
    expect(selectCartTotal({ cart: { ...state, adding: { 7: true } } })).toBe(first);
  });
});
