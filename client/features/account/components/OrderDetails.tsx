import type { ReactNode } from 'react';
import type { AccountAddress } from '../../../../contracts/account';
import type { ShopOrder } from '../../../../contracts/orders';
import type { StoreAddress } from '../../../../contracts/store';
import { useAppSelector } from '../../../app/hooks';
import { __, sprintf } from '../../../i18n';
import { formatLongDate } from '../../../ui/date';
import { toPersianDigits } from '../../../ui/digits';
import { formatMoney } from '../../catalog/money';
import { gmtDate, orderStatusName } from '../orderStatus';
import { selectProvinces } from '../selectors';

function AddressBlock({
  title,
  address,
}: {
  title: string;
  address: StoreAddress | AccountAddress;
}) {
  const provinces = useAppSelector(selectProvinces);
  const province = provinces.find((item) => item.code === address.state)?.name ?? address.state;
  // Phone and email read left to right inside the right-to-left block (bdi keeps them whole).
  const lines: { key: string; text: ReactNode }[] = [
    { key: 'name', text: `${address.first_name} ${address.last_name}`.trim() },
    { key: 'company', text: address.company },
    { key: 'place', text: [province, address.city].filter(Boolean).join('، ') },
    { key: 'street', text: [address.address_1, address.address_2].filter(Boolean).join('، ') },
    {
      key: 'postcode',
      text: address.postcode ? sprintf(__('Postcode: %s'), toPersianDigits(address.postcode)) : '',
    },
    {
      key: 'phone',
      text: address.phone ? <bdi dir="ltr">{toPersianDigits(address.phone)}</bdi> : '',
    },
    {
      key: 'email',
      text: 'email' in address && address.email ? <bdi dir="ltr">{address.email}</bdi> : '',
    },
  ].filter((line) => line.text !== '');
  if (lines.length === 0) return null;
  return (
    <section className="account-address">
      <h3>{title}</h3>
      <address>
        {lines.map((line) => (
          <span key={line.key} className="account-address__line">
            {line.text}
          </span>
        ))}
      </address>
    </section>
  );
}

/** One order: what was bought, what it cost, where it goes, and its state. */
export function OrderDetails({
  order,
  headingLevel = 2,
}: {
  order: ShopOrder;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const currency = order.totals;
  const created = gmtDate(order.date_created_gmt);
  return (
    <article className="account-order" aria-labelledby={`account-order-${order.id}`}>
      <Heading id={`account-order-${order.id}`}>
        {/* translators: %s: the order number */}
        {sprintf(__('Order %s'), toPersianDigits(`#${order.number}`))}
      </Heading>
      <p className="account-order__summary">
        {/* translators: 1: order number, 2: date, 3: status */}
        {sprintf(
          __('Order %1$s was placed on %2$s and is currently %3$s.'),
          toPersianDigits(`#${order.number}`),
          formatLongDate(created),
          orderStatusName(order.status),
        )}
      </p>
      {order.payment_url && (
        <p className="account-order__pay">
          <a className="button" href={order.payment_url}>
            {__('Pay for this order')}
          </a>
        </p>
      )}
      <table className="account-order__lines">
        <caption>{__('Order details')}</caption>
        <thead>
          <tr>
            <th scope="col">{__('Product')}</th>
            <th scope="col">{__('Total')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={`${line.product_id}-${line.variation_id}`}>
              <th scope="row">
                {line.name}{' '}
                <span className="account-order__quantity">× {toPersianDigits(line.quantity)}</span>
                {line.variation.length > 0 && (
                  <span className="account-order__variation">
                    {line.variation.map((item) => `${item.attribute}: ${item.value}`).join('، ')}
                  </span>
                )}
              </th>
              <td>{formatMoney(line.subtotal, currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{__('Subtotal')}</th>
            <td>{formatMoney(order.totals.subtotal, currency)}</td>
          </tr>
          {Number(order.totals.discount) > 0 && (
            <tr>
              <th scope="row">
                {__('Discount')}
                {order.coupons.length > 0 &&
                  ` (${order.coupons.map((coupon) => coupon.code).join('، ')})`}
              </th>
              <td>−{formatMoney(order.totals.discount, currency)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{__('Shipping')}</th>
            <td>
              {Number(order.totals.shipping) > 0
                ? formatMoney(order.totals.shipping, currency)
                : __('Free')}
            </td>
          </tr>
          <tr>
            <th scope="row">{__('Payment method')}</th>
            <td>{order.payment_method_title}</td>
          </tr>
          <tr className="account-order__total">
            <th scope="row">{__('Total')}</th>
            <td>{formatMoney(order.totals.total, currency)}</td>
          </tr>
        </tfoot>
      </table>
      {order.customer_note && (
        <p className="account-order__note">
          {__('Note:')} {order.customer_note}
        </p>
      )}
      <div className="account-addresses-view">
        <AddressBlock title={__('Billing address')} address={order.billing_address} />
        <AddressBlock title={__('Shipping address')} address={order.shipping_address} />
      </div>
    </article>
  );
}
