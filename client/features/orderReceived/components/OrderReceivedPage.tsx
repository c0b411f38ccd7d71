// WooCommerce's "thank you" page.
import { useId } from 'react';
import type { ShopOrder } from '../../../../contracts/orders';
import { useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { formatLongDate } from '../../../ui/date';
import { toPersianDigits } from '../../../ui/digits';
import { formatMoney } from '../../catalog';
import {
  OrderLinesTable,
  PayButton,
  awaitsOnlinePayment,
  orderDate,
  orderStatusLabel,
} from '../../orders';
import { selectProvinces } from '../../regions';
import { paths } from '../../route';
import { selectReceivedOrder } from '../selectors';
import { PlacedOrderSummary } from './PlacedOrderSummary';
import '../../cart/cart.css';
import '../orderReceived.css';

function Overview({ order }: { order: ShopOrder }) {
  const money = (amount: string) => formatMoney(amount, order.totals);
  return (
    <ul className="order-overview">
      <li>
        {__('Order number:')} <strong>{toPersianDigits(order.number)}</strong>
      </li>
      <li>
        {__('Date:')} <strong>{formatLongDate(orderDate(order.date_created_gmt))}</strong>
      </li>
      <li>
        {__('Status:')} <strong>{orderStatusLabel(order.status)}</strong>
      </li>
      {order.billing_address.email && (
        <li>
          {__('Email:')} <strong dir="ltr">{order.billing_address.email}</strong>
        </li>
      )}
      <li>
        {__('Total:')} <strong>{money(order.totals.total)}</strong>
      </li>
      <li>
        {__('Payment method:')} <strong>{order.payment_method_title}</strong>
      </li>
    </ul>
  );
}

function Details({ order }: { order: ShopOrder }) {
  const headingId = useId();
  return (
    <section className="order-details" aria-labelledby={headingId}>
      <h2 id={headingId}>{__('Order details')}</h2>
      <OrderLinesTable order={order} />
    </section>
  );
}

function Address({ order }: { order: ShopOrder }) {
  const headingId = useId();
  const address = order.billing_address;
  // The order keeps the province's code; its name comes with the province list (the code until
  // the list arrives, so the province is never missing).
  const provinces = useAppSelector(selectProvinces);
  const province = provinces.find((item) => item.code === address.state)?.name ?? address.state;
  return (
    <section className="order-address" aria-labelledby={headingId}>
      <h2 id={headingId}>{__('Billing address')}</h2>
      <address>
        {address.first_name} {address.last_name}
        <br />
        {address.state && (
          <>
            {[province, address.city, address.address_1].filter(Boolean).join('، ')}
            <br />
          </>
        )}
        {__('Postal code:')} <span dir="ltr">{toPersianDigits(address.postcode)}</span>
        <br />
        <span dir="ltr">{toPersianDigits(address.phone)}</span>
        {order.national_code && (
          <>
            <br />
            {__('National code:')} <span dir="ltr">{toPersianDigits(order.national_code)}</span>
          </>
        )}
      </address>
    </section>
  );
}

/** WooCommerce's "thank you" page: the outcome first, then the order as it was placed. */
export function OrderReceivedPage({ orderId }: { orderId: number }) {
  const { status, order, error, placed } = useAppSelector((state) =>
    selectReceivedOrder(state, orderId),
  );
  // An order still waiting for its card payment was not paid: the page must not read as success.
  const unpaid = order !== null && awaitsOnlinePayment(order);
  return (
    <div className="page page--order-received">
      <h1>{unpaid ? __('Your payment was not made') : __('Order received')}</h1>
      {status === 'loading' && (
        <p className="loading" aria-busy="true">
          {__('Loading your order…')}
        </p>
      )}
      {status === 'missing' && (
        <div className="order-missing">
          <p>{__('This order could not be found, or the link to it is not complete.')}</p>
          <a className="button" href={paths.shop}>
            {__('Return to shop')}
          </a>
        </div>
      )}
      {status === 'placed' && <PlacedOrderSummary orderId={orderId} placed={placed ?? null} />}
      {status === 'failed' && (
        <p className="load-failure" role="alert">
          {error}
        </p>
      )}
      {order && (
        <>
          {unpaid ? (
            <div className="order-unpaid" role="status">
              <p className="order-unpaid__message">
                {order.status === 'failed'
                  ? __(
                      'Unfortunately your order cannot be processed as the bank has declined your transaction. Please attempt your payment again.',
                    )
                  : __('Your payment was not completed. The order is saved and waits for payment.')}
              </p>
              <p className="order-unpaid__note">
                {__('The items of this order are back in your cart.')}
              </p>
              <div className="order-unpaid__actions">
                {order.payment_url && <PayButton url={order.payment_url} label={__('Pay now')} />}
                <a className="order-unpaid__cart" href={paths.cart}>
                  {__('Back to the cart')}
                </a>
              </div>
            </div>
          ) : (
            <p className="order-thanks" role="status">
              {__('Thank you. Your order has been received.')}
            </p>
          )}
          <Overview order={order} />
          <Details order={order} />
          <Address order={order} />
        </>
      )}
    </div>
  );
}
