import type { ShopOrderStatus } from '../../../contracts/orders';
import { __ } from '../../i18n';

/** WooCommerce's order statuses as its Persian translation names them. */
export function orderStatusName(status: ShopOrderStatus): string {
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

/** date_created_gmt carries no zone ("2025-03-01T08:45:00"): it is UTC, read as such. */
export function gmtDate(value: string): Date {
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
}
