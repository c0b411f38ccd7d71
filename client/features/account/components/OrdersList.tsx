// My account's orders: a table of the customer's orders (number, date, status, total), each
// number linking to the order, or a way to the shop while there is none.
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { formatMoney } from '../../catalog';
import { paths } from '../../route';
import { orderDate, orderStatusLabel } from '../../orders';
import { selectOrdersList } from '../selectors';
import { accountReloadRequested } from '../slice';
import { accountLinks } from '../view';
import { OrdersTable } from './OrdersTable';

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
    <OrdersTable
      rows={view.orders.map((order) => {
        const date = orderDate(order.date_created_gmt);
        return {
          id: order.id,
          number: order.number,
          href: accountLinks.order(order.id),
          dateTime: date.toISOString(),
          date,
          status: order.status,
          statusLabel: orderStatusLabel(order.status),
          total: formatMoney(order.totals.total, order.totals),
        };
      })}
    />
  );
}
