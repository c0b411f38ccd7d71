// Order statuses and payment states in the shopper's words (WooCommerce's Persian wording), shared
// by the order received page and my-account.
import type { ShopOrder, ShopOrderStatus } from '../../../contracts/orders';
import { __ } from '../../i18n';

/** WooCommerce's order statuses as its Persian translation names them. */
export function orderStatusLabel(status: ShopOrderStatus): string {
  switch (status) {
    case 'pending':
      return __('Pending payment');
    case 'processing':
      return __('Processing');
    case 'on-hold':
      return __('On hold');
    case 'completed':
      return __('Completed');
    case 'cancelled':
      return __('Cancelled');
    case 'refunded':
      return __('Refunded');
    case 'failed':
      return __('Failed');
  }
}

/** An order the online gateway has not been paid for yet, which the shopper may pay again. */
export function awaitsOnlinePayment(order: ShopOrder): boolean {
  return (
    order.payment_method === 'persian_card' &&
    order.payment_url !== null &&
    (order.status === 'pending' || order.status === 'failed')
  );
}

/** WordPress's date_created_gmt has no zone ("2025-03-01T08:45:00"): it is UTC, read as such. */
export function orderDate(gmt: string): Date {
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(gmt) ? gmt : `${gmt}Z`);
}
