// The order received page WooCommerce links to: thanks, number, Persian date, lines, discount,
// total and payment method, paying again for an unpaid order, the province in the address
// (issue 25), a wrong order or key, and sites without the shop's orders route.
import { act, screen, within } from '@testing-library/react';
import type { ShopOrder } from '../../../../contracts/orders';
import { makeTestStore, renderWithStore } from '../../../app/testing';
import { toman } from '../../catalog/testSupport/products';
import { regionsLoaded } from '../../regions';
import { matchPage } from '../../route';
import { orderLoaded, orderMissing, placedOrderShown } from '../slice';
import { OrderReceivedPage } from './OrderReceivedPage';

function makeOrder(fields: Partial<ShopOrder> = {}): ShopOrder {
  const address = {
    first_name: 'سارا',
    last_name: 'محمدی',
    company: '',
    address_1: 'خیابان امیرکبیر، پلاک ۳',
    address_2: '',
    city: 'کاشان',
    state: 'ESF',
    postcode: '8715987654',
    country: 'IR',
    phone: '09123456789',
  };
  return {
    id: 42,
    number: '1042',
    order_key: 'wc_order_abc',
    status: 'processing',
    // 20 March 2025 08:45 UTC is 30 Esfand 1403 in Tehran.
    date_created_gmt: '2025-03-20T08:45:00',
    date_paid_gmt: null,
    customer_id: 0,
    customer_note: '',
    billing_address: { ...address, email: 'sara@example.com' },
    shipping_address: address,
    national_code: '',
    payment_method: 'cod',
    payment_method_title: 'پرداخت در محل',
    transfer_reference: '',
    payment_url: null,
    lines: [
      {
        product_id: 7,
        variation_id: 0,
        name: 'ماگ سفالی',
        sku: 'MUG',
        quantity: 2,
        price: '150000',
        subtotal: '300000',
        total: '270000',
        variation: [],
      },
    ],
    coupons: [{ code: 'off10', discount: '30000' }],
    totals: { ...toman, subtotal: '300000', discount: '30000', shipping: '0', total: '270000' },
    ...fields,
  };
}

function renderOrder(order: ShopOrder | null) {
  const { store } = makeTestStore();
  act(() => {
    store.dispatch(order ? orderLoaded(order) : orderMissing(42));
  });
  return renderWithStore(<OrderReceivedPage orderId={42} />, store);
}

describe('OrderReceivedPage', () => {
  it('is the page WooCommerce links to, with the key from the query', () => {
    expect(matchPage('/checkout/order-received/42/', '?key=wc_order_abc')).toEqual({
      name: 'orderReceived',
      orderId: 42,
      key: 'wc_order_abc',
    });
    expect(matchPage('/checkout/order-received/x', '')).toEqual({ name: 'notFound' });
  });

  it('thanks the shopper and shows number, Persian date, lines, discount, total and payment method', () => {
    renderOrder(makeOrder());
    expect(screen.getByRole('status')).toHaveTextContent('سپاسگزاریم. سفارش شما دریافت شد.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سفارش دریافت شد');
    const overview = screen.getByRole('list');
    expect(overview).toHaveTextContent('شمارهٔ سفارش: ۱۰۴۲');
    expect(overview).toHaveTextContent('۳۰ اسفند ۱۴۰۳');
    expect(overview).toHaveTextContent('در حال انجام');
    const details = screen.getByRole('table');
    expect(within(details).getByText('ماگ سفالی')).toBeInTheDocument();
    expect(details).toHaveTextContent('× ۲');
    expect(details).toHaveTextContent('تخفیف (off10)');
    expect(details).toHaveTextContent('۲۷۰٬۰۰۰ تومان');
    expect(details).toHaveTextContent('پرداخت در محل');
    expect(screen.queryByRole('link', { name: 'پرداخت' })).toBeNull();
  });

  it('offers to pay again for an unpaid gateway order', () => {
    renderOrder(
      makeOrder({
        status: 'pending',
        payment_method: 'persian_card',
        payment_method_title: 'پرداخت اینترنتی',
        payment_url: '/wp-json/persian-shop/v1/orders/42/pay?key=wc_order_abc',
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('پرداخت شما کامل نشد.');
    // Not a success: the heading says the payment was not made, and the cart is one click away.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('پرداخت انجام نشد');
    expect(screen.queryByText('سفارش دریافت شد')).toBeNull();
    expect(screen.getByRole('link', { name: 'بازگشت به سبد خرید' })).toHaveAttribute(
      'href',
      '/cart',
    );
    // A form that POSTs to the pay link: a GET of the link never starts a payment.
    const pay = screen.getByRole('button', { name: 'پرداخت' }).closest('form');
    expect(pay).toHaveAttribute('method', 'post');
    expect(pay).toHaveAttribute(
      'action',
      '/wp-json/persian-shop/v1/orders/42/pay?key=wc_order_abc',
    );
  });

  it('the address names the province, with the city and street (issue 25)', () => {
    const { store } = renderOrder(makeOrder());
    act(() => {
      store.dispatch(regionsLoaded([{ code: 'ESF', name: 'اصفهان', cities: ['کاشان'] }]));
    });
    expect(screen.getByText(/اصفهان، کاشان، خیابان امیرکبیر/)).toBeInTheDocument();
  });

  it('says so when the order or its key is not right', () => {
    renderOrder(null);
    expect(screen.getByText('این سفارش پیدا نشد، یا پیوند آن کامل نیست.')).toBeInTheDocument();
  });

  it("on a site without the shop's orders route shows what the checkout answered, and WooCommerce's page", () => {
    const { store } = makeTestStore();
    act(() => {
      store.dispatch(
        placedOrderShown({
          id: 42,
          placed: {
            order_id: 42,
            order_key: 'wc_order_abc',
            order_number: '1042',
            status: 'processing',
            payment_method: 'cod',
            customer_id: 5,
          },
        }),
      );
    });
    renderWithStore(<OrderReceivedPage orderId={42} />, store);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سفارش دریافت شد');
    expect(screen.getByRole('status')).toHaveTextContent('سپاسگزاریم. سفارش شما دریافت شد.');
    const overview = screen.getByRole('list');
    expect(overview).toHaveTextContent('شمارهٔ سفارش: ۱۰۴۲');
    expect(overview).toHaveTextContent('وضعیت: در حال انجام');
    expect(overview).toHaveTextContent('روش پرداخت: پرداخت در محل');
    expect(screen.getByRole('link', { name: 'دیدن این سفارش در حساب کاربری' })).toHaveAttribute(
      'href',
      '/my-account/view-order/42/',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without the answer (another tab) still names the order, never an error', () => {
    const { store } = makeTestStore();
    act(() => {
      store.dispatch(placedOrderShown({ id: 42, placed: null }));
    });
    renderWithStore(<OrderReceivedPage orderId={42} />, store);
    expect(screen.getByText('سفارش شمارهٔ ۴۲ ثبت شد.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'دیدن این سفارش در حساب کاربری' })).toHaveAttribute(
      'href',
      '/my-account/view-order/42/',
    );
    expect(screen.getByRole('link', { name: 'بازگشت به فروشگاه' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
