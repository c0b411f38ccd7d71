// A signed-in customer's orders on a WordPress without the shop's order routes: WooCommerce's own
// list, which the storefront reads for her (contracts/wooAccountOrders.ts), in the shop's table.
// One order's page and older pages stay WooCommerce's own.
import type { ShopOrderStatus } from '../../../../contracts/orders';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { formatLongDate } from '../../../ui/date';
import { toPersianDigits } from '../../../ui/digits';
import { orderStatusLabel } from '../../orders';
import { selectWooOrders } from '../selectors';
import { accountReloadRequested } from '../slice';
import { wordpressAccountLinks } from '../wordpressAccount';

const KNOWN_STATUSES: readonly string[] = [
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
] satisfies ShopOrderStatus[];

/** WooCommerce's own status slugs in Persian; one a plugin added stays as the site named it. */
function statusLabel(status: string): string {
  return KNOWN_STATUSES.includes(status) ? orderStatusLabel(status as ShopOrderStatus) : status;
}

export function WooOrdersList() {
  const dispatch = useAppDispatch();
  const { status, orders, more } = useAppSelector(selectWooOrders);
  if (status === 'idle' || status === 'loading') {
    return (
      <p className="loading" aria-busy="true">
        {__('Loading your orders…')}
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <div className="load-failure" role="alert">
        <button type="button" className="button" onClick={() => dispatch(accountReloadRequested())}>
          {__('Try again')}
        </button>
      </div>
    );
  }
  if (orders.length === 0) return <p>{__('No order has been made yet.')}</p>;
  return (
    <>
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
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <a href={wordpressAccountLinks.order(order.id)}>
                  {toPersianDigits(`#${order.number}`)}
                </a>
              </th>
              <td>
                <time dateTime={order.date}>{formatLongDate(new Date(order.date))}</time>
              </td>
              <td>
                <span className={`order-status order-status--${order.status}`}>
                  {statusLabel(order.status)}
                </span>
              </td>
              <td>{toPersianDigits(order.total)}</td>
              <td>
                <a
                  href={wordpressAccountLinks.order(order.id)}
                  className="button button--secondary"
                >
                  {__('View')}
                  <span className="visually-hidden"> {toPersianDigits(`#${order.number}`)}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {more && <a href={wordpressAccountLinks.olderOrders}>{__('Older orders')}</a>}
    </>
  );
}
