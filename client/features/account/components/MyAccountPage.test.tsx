// The my-account page for a guest (sign in, register, order lookup, labelled fields, an error
// summary on a refused submit), for a signed-in customer, and on sites without the shop, where
// orders and account pages are WooCommerce's own.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyAddress } from '../../../../contracts/account';
import type { SiteExtras } from '../../../../contracts/bootstrap';
import { makeTestStore, renderWithStore, testConfig } from '../../../app/testing';
import { locationChanged } from '../../route';
import {
  formRejected,
  lookupFound,
  ordersLoaded,
  orderLoaded,
  sessionLoaded,
  wooOrdersLoaded,
  wordpressUserLoaded,
} from '../slice';
import { regionsLoaded } from '../../regions';
import { makeOrder, sara } from '../testSupport';
import { MyAccountPage } from './MyAccountPage';

function storeAt(search = '', extras?: SiteExtras) {
  const { store } = makeTestStore(extras ? { config: { ...testConfig, extras } } : {});
  store.dispatch(locationChanged({ pathname: '/my-account', search, hash: '' }, 'start'));
  return store;
}

describe("MyAccountPage on a WordPress without the shop's account routes", () => {
  it("sends the customer to WordPress's sign-in and WooCommerce's account pages", () => {
    const store = storeAt('', {
      announcement: false,
      accounts: false,
      orders: false,
      regions: false,
      paymentMethods: false,
    });
    renderWithStore(<MyAccountPage />, store);
    expect(screen.getByRole('link', { name: 'ورود یا عضویت' })).toHaveAttribute(
      'href',
      '/wp-login.php?redirect_to=%2Fmy-account%2Forders%2F',
    );
    expect(screen.getByRole('link', { name: 'سفارش‌ها' })).toHaveAttribute(
      'href',
      '/my-account/orders/',
    );
    expect(screen.queryByText('در حال بارگذاری حساب کاربری…')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'ورود' })).not.toBeInTheDocument();
  });
});

describe('MyAccountPage after a sign-in on WordPress’s own page', () => {
  it('greets the customer and offers WooCommerce’s account pages and signing out', () => {
    const store = storeAt('', {
      announcement: false,
      accounts: false,
      orders: false,
      regions: false,
      paymentMethods: false,
    });
    renderWithStore(<MyAccountPage />, store);
    act(() => {
      store.dispatch(wordpressUserLoaded('سارا رضایی'));
    });
    expect(screen.getByText('سارا رضایی عزیز، خوش آمدید')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ورود یا عضویت' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'جزئیات حساب' })).toHaveAttribute(
      'href',
      '/my-account/edit-account/',
    );
    expect(screen.getByRole('link', { name: 'خروج' })).toHaveAttribute(
      'href',
      '/my-account/customer-logout/',
    );
    expect(screen.getByRole('link', { name: 'سفارش‌ها' })).toHaveAttribute(
      'href',
      '/my-account/orders/',
    );
  });
});

describe("MyAccountPage with the orders the storefront read from WooCommerce's page", () => {
  it('lists them in Persian, each linked to WooCommerce’s own order page', () => {
    const store = storeAt('', {
      announcement: false,
      accounts: false,
      orders: false,
      regions: false,
      paymentMethods: false,
    });
    renderWithStore(<MyAccountPage />, store);
    act(() => {
      store.dispatch(wordpressUserLoaded('سارا رضایی'));
      store.dispatch(
        wooOrdersLoaded({
          orders: [
            {
              id: 201,
              number: '201',
              date: '2026-11-28T05:50:32+00:00',
              status: 'processing',
              total: '390,000 تومان',
            },
            {
              id: 7,
              number: '7',
              date: '2026-11-01T09:00:00+00:00',
              status: 'awaiting-pickup',
              total: '12,000 تومان',
            },
          ],
          more: true,
        }),
      );
    });
    const table = screen.getByRole('table', { name: 'سفارش‌های شما' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link', { name: '#۲۰۱' })).toHaveAttribute(
      'href',
      '/my-account/view-order/201/',
    );
    expect(first).toHaveTextContent('در حال انجام');
    expect(first).toHaveTextContent('۳۹۰,۰۰۰ تومان');
    expect(first).not.toHaveTextContent(/[0-9]/);
    // A status a plugin added keeps the site's own name.
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('awaiting-pickup');
    expect(screen.getByRole('link', { name: 'سفارش‌های قدیمی‌تر' })).toHaveAttribute(
      'href',
      '/my-account/orders/2/',
    );
  });
});

describe("MyAccountPage on a site with accounts but without the shop's order routes", () => {
  it("links a customer's orders to WooCommerce's own list", () => {
    const store = storeAt('', {
      announcement: true,
      accounts: true,
      orders: false,
      regions: false,
      paymentMethods: false,
    });
    store.dispatch(sessionLoaded(sara));
    renderWithStore(<MyAccountPage />, store);
    expect(screen.getByRole('link', { name: 'فهرست سفارش‌ها' })).toHaveAttribute(
      'href',
      '/my-account/orders/',
    );
  });

  const noOrders: SiteExtras = {
    announcement: true,
    accounts: true,
    orders: false,
    regions: false,
    paymentMethods: false,
  };

  it('offers no order lookup to a customer: the nav has no tracking link', () => {
    const store = storeAt('?view=lookup', noOrders);
    store.dispatch(sessionLoaded(sara));
    renderWithStore(<MyAccountPage />, store);
    const nav = screen.getByRole('navigation', { name: 'بخش‌های حساب کاربری' });
    expect(within(nav).queryByRole('link', { name: 'پیگیری سفارش' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'سفارش‌ها' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('button', { name: 'پیگیری' })).not.toBeInTheDocument();
  });

  it('offers no order lookup to a guest, not even by its address', () => {
    const store = storeAt('?view=lookup', noOrders);
    store.dispatch(sessionLoaded(null));
    renderWithStore(<MyAccountPage />, store);
    expect(
      screen.queryByRole('link', { name: 'سفارش خود را پیگیری کنید' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'پیگیری سفارش' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ورود' })).toBeInTheDocument();
  });

  it("opens one order on WooCommerce's own page", () => {
    const store = storeAt('?view=order&id=12', noOrders);
    store.dispatch(sessionLoaded(sara));
    renderWithStore(<MyAccountPage />, store);
    expect(screen.getByRole('link', { name: 'مشاهدهٔ سفارش #۱۲' })).toHaveAttribute(
      'href',
      '/my-account/view-order/12/',
    );
    expect(screen.queryByText('در حال بارگذاری سفارش…')).not.toBeInTheDocument();
  });
});

describe('MyAccountPage for a guest', () => {
  it('offers sign in, register and the order lookup, every field labelled', () => {
    const store = storeAt();
    store.dispatch(sessionLoaded(null));
    renderWithStore(<MyAccountPage />, store);
    expect(screen.getByRole('heading', { level: 1, name: 'حساب کاربری من' })).toBeInTheDocument();
    const signIn = screen.getByRole('region', { name: 'ورود' });
    expect(within(signIn).getByLabelText(/ایمیل یا شمارهٔ موبایل/)).toHaveAttribute(
      'autocomplete',
      'username',
    );
    expect(within(signIn).getByLabelText(/گذرواژه/)).toHaveAttribute('type', 'password');
    const register = screen.getByRole('region', { name: 'عضویت' });
    expect(within(register).getByLabelText(/گذرواژه/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    expect(screen.getByRole('link', { name: 'سفارش خود را پیگیری کنید' })).toHaveAttribute(
      'href',
      '/my-account?view=lookup',
    );
  });

  it('types into the store and, on a refused submit, focuses a summary that links to each field', async () => {
    const user = userEvent.setup();
    const store = storeAt();
    store.dispatch(sessionLoaded(null));
    renderWithStore(<MyAccountPage />, store);
    const login = screen.getAllByLabelText(/ایمیل یا شمارهٔ موبایل/)[0]!;
    await user.type(login, '۰۹۱۲');
    expect(store.getState().account.forms.signIn.values.login).toBe('۰۹۱۲');

    const message = 'ایمیل یا شمارهٔ موبایل خود را درست بنویسید.';
    await act(async () => {
      store.dispatch(formRejected({ form: 'signIn', errors: { login: message } }));
    });
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    // The message names its field as the label does, so the summary shows it as it is.
    const link = within(summary).getByRole('link', { name: message });
    expect(login).toHaveAttribute('aria-invalid', 'true');
    const described = (login.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);

    await user.click(link);
    expect(login).toHaveFocus();
    // Fixing the field takes its error away.
    await user.type(login, '1');
    expect(login).toHaveAttribute('aria-invalid', 'false');
  });

  it('lists one message about two fields once, and names a field a message does not name', async () => {
    const store = storeAt();
    store.dispatch(sessionLoaded(null));
    renderWithStore(<MyAccountPage />, store);
    const either = 'ایمیل یا شمارهٔ موبایل (یا هر دو) را بنویسید.';
    await act(async () => {
      store.dispatch(
        formRejected({
          form: 'register',
          errors: { mobile: either, email: either, password: 'خیلی کوتاه است.' },
        }),
      );
    });
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([either, 'گذرواژه: خیلی کوتاه است.']);
  });

  it('submits the sign-in form from the keyboard', async () => {
    const user = userEvent.setup();
    const store = storeAt();
    store.dispatch(sessionLoaded(null));
    const seen: string[] = [];
    store.subscribe(() => seen.push(JSON.stringify(store.getState().account.forms.signIn.values)));
    const dispatch = jest.spyOn(store, 'dispatch');
    renderWithStore(<MyAccountPage />, store);
    await user.tab();
    await user.keyboard('sara@example.ir');
    await user.tab();
    await user.keyboard('12345678{Enter}');
    expect(dispatch).toHaveBeenCalledWith({ type: 'account/formSubmitted', payload: 'signIn' });
    expect(store.getState().account.forms.signIn.values).toEqual({
      login: 'sara@example.ir',
      password: '12345678',
    });
  });

  it('shows a found order to a guest', () => {
    const store = storeAt('?view=lookup');
    store.dispatch(sessionLoaded(null));
    store.dispatch(lookupFound(makeOrder({ id: 12 })));
    renderWithStore(<MyAccountPage />, store);
    expect(screen.getByRole('heading', { name: 'پیگیری سفارش' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'سفارش #۱۲' })).toBeInTheDocument();
  });
});

describe('MyAccountPage for a customer', () => {
  it('lists orders with Persian-calendar dates, Persian statuses and Toman totals', () => {
    const store = storeAt();
    store.dispatch(sessionLoaded(sara));
    store.dispatch(
      ordersLoaded({
        orders: [
          makeOrder({ id: 21, status: 'pending', date_created_gmt: '2026-03-20T21:00:00' }),
          makeOrder({ id: 20, status: 'completed' }),
        ],
        total: 2,
      }),
    );
    renderWithStore(<MyAccountPage />, store);
    expect(screen.getByText('سارا رضایی عزیز، خوش آمدید')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByRole('link', { name: '#۲۱' })).toHaveAttribute(
      'href',
      '/my-account?view=order&id=21',
    );
    expect(first.getByText('در انتظار پرداخت')).toBeInTheDocument();
    expect(first.getByText('۳۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    // 2026-03-20 21:00 UTC is 1 Farvardin 1405 in Tehran (the test zone is UTC: 29 Esfand 1404).
    expect(first.getByText(/۱۴۰۴|۱۴۰۵/)).toHaveAttribute('datetime', '2026-03-20T21:00:00.000Z');
    expect(within(rows[2]!).getByText('تکمیل شده')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سفارش‌ها' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the empty state when there is no order yet', () => {
    const store = storeAt();
    store.dispatch(sessionLoaded(sara));
    store.dispatch(ordersLoaded({ orders: [], total: 0 }));
    renderWithStore(<MyAccountPage />, store);
    expect(screen.getByText('هنوز سفارشی ثبت نکرده‌اید.')).toBeInTheDocument();
  });

  it('shows one order’s lines, totals and addresses with the province name', () => {
    const store = storeAt('?view=order&id=9');
    store.dispatch(sessionLoaded(sara));
    store.dispatch(regionsLoaded([{ code: 'THR', name: 'تهران', cities: ['تهران'] }]));
    store.dispatch(orderLoaded(makeOrder({ id: 9, payment_url: '/pay/9' })));
    renderWithStore(<MyAccountPage />, store);
    expect(screen.getByRole('heading', { name: 'سفارش #۹' })).toBeInTheDocument();
    expect(screen.getByText(/چای سبز/)).toBeInTheDocument();
    expect(screen.getByText('× ۲')).toBeInTheDocument();
    expect(screen.getByText('تهران، تهران')).toBeInTheDocument();
    expect(screen.getByText('کد پستی: ۱۴۵۶۷۸۹۰۱۲')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'پرداخت این سفارش' }).closest('form');
    expect(pay).toHaveAttribute('method', 'post');
    expect(pay).toHaveAttribute('action', '/pay/9');
  });

  it('shows the address pickers with the cities of the chosen province', async () => {
    const user = userEvent.setup();
    const store = storeAt('?view=addresses');
    store.dispatch(sessionLoaded(sara));
    store.dispatch(
      regionsLoaded([
        { code: 'THR', name: 'تهران', cities: ['تهران', 'ری'] },
        { code: 'FRS', name: 'فارس', cities: ['شیراز'] },
      ]),
    );
    store.dispatch({
      type: 'account/addressesLoaded',
      payload: {
        billing: emptyAddress(),
        shipping: emptyAddress(),
      },
    });
    renderWithStore(<MyAccountPage />, store);
    const billing = within(screen.getByRole('group', { name: 'نشانی صورت‌حساب' }));
    await user.selectOptions(billing.getByLabelText(/استان/), 'FRS');
    const city = billing.getByLabelText(/شهر/);
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['یک شهر انتخاب کنید…', 'شیراز']);
  });
});
