// The cart page: empty with the way back to the shop, each line with picture, options and
// Persian-digit prices, totals with the discount, steppers and removal through cart actions,
// and a refused coupon's reason beside the field.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { cartLoaded, couponCodeTyped, couponRefused } from '../slice';
import { makeCartItem, makeCartWith } from '../testSupport';
import { CartPage } from './CartPage';

const shirt = makeCartItem({
  name: 'تی‌شرت نخی',
  price: '490000',
  quantity: 2,
  // WooCommerce 9.9.5's shape: label and term name, no raw_attribute.
  variation: [
    { attribute: 'رنگ', value: 'قرمز' },
    { attribute: 'اندازه', value: 'M' },
  ],
  images: [
    {
      id: 1,
      src: '/img/shirt.webp',
      thumbnail: '/img/shirt-300.webp',
      srcset: '',
      sizes: '',
      name: '',
      alt: 'تی‌شرت قرمز',
    },
  ],
});

function renderCart(cart = makeCartWith([shirt], { code: 'off10', discount: '98000' })) {
  const { store } = makeTestStore();
  act(() => {
    store.dispatch(cartLoaded(cart));
  });
  const seen: string[] = [];
  const original = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation((action) => {
    seen.push((action as { type: string }).type);
    return original(action);
  });
  renderWithStore(<CartPage />, store);
  return { store, seen };
}

describe('CartPage', () => {
  it('shows an empty cart with the way back to the shop', () => {
    renderCart(makeCartWith([]));
    expect(screen.getByText('سبد خرید شما در حال حاضر خالی است.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به فروشگاه' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(screen.queryByRole('link', { name: 'ادامه و تسویه حساب' })).toBeNull();
  });

  it('lists each line with picture, options, Persian-digit prices and totals with the discount', () => {
    renderCart();
    expect(screen.getByRole('img', { name: 'تی‌شرت قرمز' })).toHaveAttribute(
      'src',
      '/img/shirt-300.webp',
    );
    expect(screen.getByText('قرمز')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'جمع کل سبد خرید' });
    expect(within(totals).getByText('۹۸۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(totals).getByText('تخفیف (off10)')).toBeInTheDocument();
    expect(within(totals).getByText('۸۸۲٬۰۰۰ تومان')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'تعداد «تی‌شرت نخی»' })).toHaveValue('۲');
  });

  it('steps, types and removes through actions the cart saga carries out', () => {
    const { seen } = renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'یکی بیشتر' }));
    const quantity = screen.getByRole('textbox', { name: 'تعداد «تی‌شرت نخی»' });
    fireEvent.change(quantity, { target: { value: '۵' } });
    expect(quantity).toHaveValue('۵');
    fireEvent.keyDown(quantity, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'حذف «تی‌شرت نخی» از سبد خرید' }));
    expect(seen).toEqual([
      'cart/lineQuantityRequested',
      'cart/quantityDraftTyped',
      'cart/quantityDraftCommitted',
      'cart/lineRemovalRequested',
    ]);
  });

  it('shows why a coupon was refused next to the field', () => {
    const { store } = renderCart();
    act(() => {
      store.dispatch(couponCodeTyped('nothing'));
      store.dispatch(couponRefused('کد تخفیف «nothing» وجود ندارد!'));
    });
    const field = screen.getByRole('textbox', { name: 'کد تخفیف' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('کد تخفیف «nothing» وجود ندارد!');
    expect(screen.getByRole('button', { name: 'حذف کد تخفیف «off10»' })).toBeInTheDocument();
  });
});
