// My account's orders: a table of the customer's orders (number, date, status, total), each
// number linking to the order, or a way to the shop while there is none.
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { formatLongDate } from '../../../ui/date';
import { toPersianDigits } from '../../../ui/digits';
import { formatMoney } from '../../catalog';
import { paths } from '../../route';
import { orderDate, orderStatusLabel } from '../../orders';
import { selectOrdersList } from '../selectors';
import { accountReloadRequested } from '../slice';
import { accountLinks } from '../view';

export function OrdersList() {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectOrdersList);
  if (view.status === 'idle' || view.status === 'loading') {
    return (
      <p className="loading" aria-busy="true">
        {__('Loading your orders…')}
      </p>
    );
  }
  if (view.status === 'failed') {
    return (
      <div className="load-failure" role="alert">
        <p>{view.error}</p>
        <button type="button" className="button" onClick={() => dispatch(accountReloadRequested())}>
          {__('Try again')}
        </button>
      </div>
    );
  }
  if (view.orders.length === 0) {
    return (
      <div className="account-empty">
        <p>{__('No order has been made yet.')}</p>
        <a className="button" href={paths.shop}>
          {__('Browse products')}
        </a>
      </div>
    );
  }
  return (
    <table className="account-orders">
      <caption className="visually-hidden">{__('Your orders')}</caption>
      <thead>
        <tr>
          <th scope="col">{__('Order')}</th>
          <th scope="col">{__('Date')}</th>
          <th scope="col">{__('Status')}</th>
          <th scope="col">{__('Total')}</th>
          <th scope="col">
            <span className="visually-hidden">{__('Actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {view.orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">
              <a href={accountLinks.order(order.id)}>{toPersianDigits(`#${order.number}`)}</a>
            </th>
            <td>
              <time dateTime={orderDate(order.date_created_gmt).toISOString()}>
                {formatLongDate(orderDate(order.date_created_gmt))}
              </time>
            </td>
            <td>
              <span className={`order-status order-status--${order.status}`}>
                {orderStatusLabel(order.status)}
              </span>
            </td>
            <td>{formatMoney(order.totals.total, order.totals)}</td>
            <td>
              <a href={accountLinks.order(order.id)} className="button button--secondary">
                {__('View')}
                <span className="visually-hidden"> {toPersianDigits(`#${order.number}`)}</span>
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
