// The table of a customer's orders on My account: number, date, status, total and a link to each.
// The shop's own orders and, in front of a stock WooCommerce, the ones read from its list are
// drawn by this one table.
import { __ } from '../../../i18n';
import { formatLongDate } from '../../../ui/date';
import { toPersianDigits } from '../../../ui/digits';

export interface OrdersTableRow {
  id: number;
  number: string;
  /** The order's own page. */
  href: string;
  /** For the <time> element, as the source gave it. */
  dateTime: string;
  date: Date;
  /** WooCommerce's status slug, for the badge's colour. */
  status: string;
  statusLabel: string;
  /** The total as shown, Persian digits included. */
  total: string;
}

export function OrdersTable({ rows }: { rows: readonly OrdersTableRow[] }) {
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
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <a href={row.href}>{toPersianDigits(`#${row.number}`)}</a>
            </th>
            <td>
              <time dateTime={row.dateTime}>{formatLongDate(row.date)}</time>
            </td>
            <td>
              <span className={`order-status order-status--${row.status}`}>{row.statusLabel}</span>
            </td>
            <td>{row.total}</td>
            <td>
              <a href={row.href} className="button button--secondary">
                {__('View')}
                <span className="visually-hidden"> {toPersianDigits(`#${row.number}`)}</span>
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
