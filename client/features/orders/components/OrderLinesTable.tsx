// What an order bought and what it cost, as WooCommerce's order details table shows it.
import type { ShopOrder } from '../../../../contracts/orders';
import { __, sprintf } from '../../../i18n';
import { formatNumber, toPersianDigits } from '../../../ui/digits';
import { formatMoney, moneyValue } from '../../catalog';
import '../orders.css';

/**
 * What an order bought and what it cost, as WooCommerce's order details table shows it: the
 * lines, then subtotal, discount with its coupons, shipping, payment method, transfer reference
 * and total. The order received page and my-account both show it.
 */
export function OrderLinesTable({ order, caption }: { order: ShopOrder; caption?: string }) {
  const money = (amount: string) => formatMoney(amount, order.totals);
  const discounted = moneyValue(order.totals.discount, order.totals) > 0;
  return (
    <table className="order-lines">
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{__('Product')}</th>
          <th scope="col">{__('Total')}</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, index) => (
          <tr key={`${line.product_id}-${line.variation_id}-${index}`}>
            <td>
              {line.name}{' '}
              <span className="order-lines__quantity">
                {/* translators: %s: quantity in Persian digits */}
                {sprintf(__('× %s'), formatNumber(line.quantity))}
              </span>
              {line.variation.length > 0 && (
                <span className="order-lines__variation">
                  {line.variation.map((part) => `${part.attribute}: ${part.value}`).join('، ')}
                </span>
              )}
            </td>
            <td>{money(line.subtotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{__('Subtotal')}</th>
          <td>{money(order.totals.subtotal)}</td>
        </tr>
        {discounted && (
          <tr>
            <th scope="row">
              {order.coupons.length > 0
                ? /* translators: %s: coupon codes, separated by commas */
                  sprintf(__('Discount (%s)'), order.coupons.map((c) => c.code).join('، '))
                : __('Discount')}
            </th>
            <td>
              <span aria-hidden="true">−</span>
              <span className="visually-hidden">{__('minus')} </span>
              {money(order.totals.discount)}
            </td>
          </tr>
        )}
        <tr>
          <th scope="row">{__('Shipping')}</th>
          <td>
            {moneyValue(order.totals.shipping, order.totals) > 0
              ? money(order.totals.shipping)
              : __('Free')}
          </td>
        </tr>
        <tr>
          <th scope="row">{__('Payment method:')}</th>
          <td>{order.payment_method_title}</td>
        </tr>
        {order.transfer_reference && (
          <tr>
            <th scope="row">{__('Transfer reference number')}</th>
            <td>
              <span dir="ltr">{toPersianDigits(order.transfer_reference)}</span>
            </td>
          </tr>
        )}
        <tr className="order-lines__total">
          <th scope="row">{__('Total')}</th>
          <td>{money(order.totals.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
