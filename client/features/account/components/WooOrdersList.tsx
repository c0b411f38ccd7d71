// A signed-in customer's orders on a WordPress without the shop's order routes: WooCommerce's own
// list, which the storefront reads for her (contracts/wooAccountOrders.ts), in the shop's table.
// One order's page and older pages stay WooCommerce's own.
import { SHOP_ORDER_STATUSES, type ShopOrderStatus } from '../../../../contracts/orders';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { toPersianDigits } from '../../../ui/digits';
import { orderStatusLabel } from '../../orders';
import { selectWooOrders } from '../selectors';
import { accountReloadRequested } from '../slice';
import { wordpressAccountLinks } from '../wordpressAccount';
import { OrdersTable } from './OrdersTable';

/** WooCommerce's own status slugs in Persian; one a plugin added stays as the site named it. */
function statusLabel(status: string): string {
  return (SHOP_ORDER_STATUSES as readonly string[]).includes(status)
    ? orderStatusLabel(status as ShopOrderStatus)
    : status;
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
      <OrdersTable
        rows={orders.map((order) => ({
          id: order.id,
          number: order.number,
          href: wordpressAccountLinks.order(order.id),
          dateTime: order.date,
          date: new Date(order.date),
          status: order.status,
          statusLabel: statusLabel(order.status),
          total: toPersianDigits(order.total),
        }))}
      />
      {more && <a href={wordpressAccountLinks.olderOrders}>{__('Older orders')}</a>}
    </>
  );
}
