// The order received page on a site without the shop's orders route (a plain WooCommerce).
import { SHOP_ORDER_STATUSES, type ShopOrderStatus } from '../../../../contracts/orders';
import type { PlacedOrder } from '../../../api/placedOrder';
import { __, sprintf } from '../../../i18n';
import { toPersianDigits } from '../../../ui/digits';
import { wordpressAccountLinks } from '../../account';
import { orderStatusLabel, paymentMethodName } from '../../orders';
import { paths } from '../../route';

// The statuses a checkout answer may name that the shop has words for; the rest go unsaid.
const KNOWN_STATUSES: readonly string[] = SHOP_ORDER_STATUSES;

function statusLabel(status: string): string | null {
  // "Pending payment" is what the checkout said before the bank: it may be paid by now.
  if (status === 'pending' || !KNOWN_STATUSES.includes(status)) return null;
  return orderStatusLabel(status as ShopOrderStatus);
}

/**
 * The order received page on a site without the shop's orders route (a plain WooCommerce): what
 * the checkout answered in this tab, and WooCommerce's own page of the order for the rest.
 */
export function PlacedOrderSummary({
  orderId,
  placed,
}: {
  orderId: number;
  placed: PlacedOrder | null;
}) {
  const status = placed && statusLabel(placed.status);
  const method = placed && paymentMethodName(placed.payment_method);
  // A guest's order is on no account page: only a customer (or one not known) is sent there.
  const inAccount = placed === null || placed.customer_id > 0;
  return (
    <>
      <p className="order-thanks" role="status">
        {__('Thank you. Your order has been received.')}
      </p>
      {placed ? (
        <ul className="order-overview">
          <li>
            {__('Order number:')} <strong>{toPersianDigits(placed.order_number)}</strong>
          </li>
          {status && (
            <li>
              {__('Status:')} <strong>{status}</strong>
            </li>
          )}
          {method && (
            <li>
              {__('Payment method:')} <strong>{method}</strong>
            </li>
          )}
        </ul>
      ) : (
        <p className="order-placed-note">
          {/* translators: %s: the order number */}
          {sprintf(__('Order number %s is saved.'), toPersianDigits(String(orderId)))}
        </p>
      )}
      <div className="order-placed-actions">
        {inAccount && (
          <a className="button" href={wordpressAccountLinks.order(orderId)}>
            {__('See this order in your account')}
          </a>
        )}
        <a href={paths.shop}>{__('Return to shop')}</a>
      </div>
    </>
  );
}
