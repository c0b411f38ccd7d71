// One order as My account shows it: its summary line, what was bought at what price, the note,
// the billing and shipping addresses, and a pay button while it still waits for payment.
import type { ReactNode } from 'react';
import type { AccountAddress } from '../../../../contracts/account';
import type { ShopOrder } from '../../../../contracts/orders';
import type { StoreAddress } from '../../../../contracts/store';
import { useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { formatLongDate } from '../../../ui/date';
import { toPersianDigits } from '../../../ui/digits';
import { OrderLinesTable, PayButton, orderDate, orderStatusLabel } from '../../orders';
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
  const created = orderDate(order.date_created_gmt);
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
          orderStatusLabel(order.status),
        )}
      </p>
      {order.payment_url && (
        <div className="account-order__pay">
          <PayButton url={order.payment_url} label={__('Pay for this order')} />
        </div>
      )}
      <OrderLinesTable order={order} caption={__('Order details')} />
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
