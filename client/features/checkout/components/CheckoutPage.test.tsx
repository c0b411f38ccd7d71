// The checkout page: email optional when the mobile is enough (issue 25), provinces then their
// cities, typed values kept, refused attempts focusing a linked error summary, the card-to-card
// reference, the purchase summary, and what shows before the cart is known or when empty.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { configWith } from '../../attribution/testSupport/attributionConfig';
import { cartLoaded } from '../../cart';
import { makeCartItem, makeCartWith } from '../../cart/testSupport';
import { regionsLoaded } from '../../regions';
import { placementRefused } from '../slice';
import { provinces } from '../testSupport';
import { CheckoutPage } from './CheckoutPage';

function renderCheckout(config = configWith()) {
  const { store } = makeTestStore({ config });
  const mug = makeCartItem({ name: 'ماگ سفالی', price: '150000', quantity: 2 });
  act(() => {
    store.dispatch(cartLoaded(makeCartWith([mug], { code: 'off10', discount: '30000' })));
    store.dispatch(regionsLoaded(provinces));
  });
  const view = renderWithStore(<CheckoutPage />, store);
  return { ...view, store };
}

describe('CheckoutPage', () => {
  it('the email is optional when the shop says the mobile is enough, required otherwise (issue 25)', () => {
    const { unmount } = renderCheckout({ ...configWith(), checkoutEmail: 'optional' });
    expect(screen.getByRole('textbox', { name: /ایمیل/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /ایمیل/ }).closest('div')).toHaveTextContent(
      'اختیاری',
    );
    unmount();
    renderCheckout();
    expect(screen.getByRole('textbox', { name: /ایمیل/ })).toBeRequired();
  });

  it('offers provinces, then only the chosen province’s cities', () => {
    renderCheckout();
    const province = screen.getByRole('combobox', { name: /استان/ });
    const city = screen.getByRole('combobox', { name: /شهر/ });
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ابتدا استان را انتخاب کنید']);
    fireEvent.change(province, { target: { value: 'ESF' } });
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['یک شهر انتخاب کنید…', 'اصفهان', 'کاشان']);
    fireEvent.change(city, { target: { value: 'کاشان' } });
    expect(city).toHaveValue('کاشان');
    // Another province: the city no longer fits and is cleared.
    fireEvent.change(province, { target: { value: 'THR' } });
    expect(city).toHaveValue('');
  });

  it('keeps what the shopper types, Persian digits and all', () => {
    renderCheckout();
    const postcode = screen.getByRole('textbox', { name: /کد پستی/ });
    fireEvent.change(postcode, { target: { value: '۸۷۱۵۹۸۷۶۵۴' } });
    expect(postcode).toHaveValue('۸۷۱۵۹۸۷۶۵۴');
    expect(postcode).toHaveAttribute('dir', 'ltr');
    expect(postcode).toHaveAttribute('inputmode', 'numeric');
  });

  it('after a refused attempt: the summary takes focus, links to each field, and the fields say what is wrong', () => {
    const { store } = renderCheckout();
    act(() => {
      store.dispatch(
        placementRefused({
          errors: { postcode: 'کد پستی باید ۱۰ رقم باشد.', first_name: 'نام را بنویسید.' },
          general: [],
        }),
      );
    });
    const summary = screen.getByRole('region', { name: 'سفارش شما ثبت نشد' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    // Page order, not the server's order.
    expect(links.map((link) => link.textContent)).toEqual([
      'نام را بنویسید.',
      'کد پستی باید ۱۰ رقم باشد.',
    ]);

    const postcode = screen.getByRole('textbox', { name: /کد پستی/ });
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(postcode).toHaveAccessibleDescription(/کد پستی باید ۱۰ رقم باشد\./);
    expect(screen.getByRole('textbox', { name: 'نام' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /نام خانوادگی/ })).toHaveAttribute(
      'aria-invalid',
      'false',
    );

    fireEvent.click(links[1]!);
    expect(postcode).toHaveFocus();

    // Typing a fix takes that field's message away.
    fireEvent.change(postcode, { target: { value: '۸۷۱۵۹۸۷۶۵۴' } });
    expect(postcode).toHaveAttribute('aria-invalid', 'false');
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
  });

  it('moves focus to the summary again after each refused attempt', () => {
    const { store } = renderCheckout();
    act(() => {
      store.dispatch(placementRefused({ errors: { city: 'شهر را انتخاب کنید.' }, general: [] }));
    });
    screen.getByRole('combobox', { name: /شهر/ }).focus();
    act(() => {
      store.dispatch(placementRefused({ errors: { city: 'شهر را انتخاب کنید.' }, general: [] }));
    });
    expect(screen.getByRole('region', { name: 'سفارش شما ثبت نشد' })).toHaveFocus();
  });

  it('asks for the transfer reference only when card-to-card is chosen', () => {
    renderCheckout();
    expect(screen.queryByRole('textbox', { name: /شمارهٔ پیگیری واریز/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'کارت به کارت' }));
    expect(screen.getByRole('textbox', { name: /شمارهٔ پیگیری واریز/ })).toBeInTheDocument();
  });

  it('shows the purchase summary with Persian-digit prices and the discount', () => {
    renderCheckout();
    const summary = screen.getByRole('region', { name: 'سفارش شما' });
    expect(summary).toHaveTextContent('ماگ سفالی');
    expect(summary).toHaveTextContent('× ۲');
    expect(summary).toHaveTextContent('تخفیف (off10)');
    expect(summary).toHaveTextContent('۲۷۰٬۰۰۰ تومان');
  });

  it('with an empty cart: says so, links to the shop, and keeps only the attribution inputs and the post token', () => {
    const { store } = makeTestStore({ config: configWith() });
    act(() => {
      store.dispatch(cartLoaded(makeCartWith([])));
    });
    renderWithStore(<CheckoutPage />, store);
    expect(screen.getByText('سبد خرید شما در حال حاضر خالی است.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به فروشگاه' })).toHaveAttribute(
      'href',
      '/shop',
    );
    const form = screen.getByRole('form', { name: 'فرم تسویه حساب' });
    expect(within(form).queryByRole('textbox')).toBeNull();
    // 16 attribution inputs and the plain post's `_wpnonce` (posted without JavaScript).
    expect(form.querySelectorAll('input[type="hidden"]')).toHaveLength(17);
    expect(form.querySelector('input[name="_wpnonce"]')).toHaveAttribute('value', 'abc123');
  });
});

describe('CheckoutPage before the cart is known', () => {
  it('draws the address fields at once, but no payment and no button until the cart has lines', () => {
    const { store } = makeTestStore({ config: configWith() });
    renderWithStore(<CheckoutPage />, store);
    expect(screen.getByRole('textbox', { name: /کد پستی/ })).toBeInTheDocument();
    expect(screen.getByText('در حال بارگذاری سبد خرید…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ثبت سفارش' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();

    act(() => {
      store.dispatch(
        cartLoaded(makeCartWith([makeCartItem({ name: 'ماگ سفالی', price: '150000' })])),
      );
    });
    expect(screen.queryByText('در حال بارگذاری سبد خرید…')).toBeNull();
    expect(screen.getByRole('button', { name: 'ثبت سفارش' })).toBeInTheDocument();
  });

  it('takes the fields away when the cart turns out empty', () => {
    const { store } = makeTestStore({ config: configWith() });
    renderWithStore(<CheckoutPage />, store);
    act(() => {
      store.dispatch(cartLoaded(makeCartWith([])));
    });
    expect(screen.queryByRole('textbox', { name: /کد پستی/ })).toBeNull();
  });
});
