// WooCommerce's own "Orders" page (/my-account/orders/), read as data: a stock WooCommerce has no
// REST route for a customer's own orders, so the storefront reads the page the customer would see
// and takes its table. Parsed with linkedom (a maintained DOM implementation), by the classes
// WooCommerce's template gives the table, its rows and cells, never by the theme's text.
import { DOMParser } from 'linkedom';
import type { WooOrderRow, WooOrdersAnswer } from '../../../contracts/wooAccountOrders';

export type OrdersPageReading = ({ signedIn: true } & WooOrdersAnswer) | { signedIn: false };

const ROW_STATUS = /(?:^|\s)woocommerce-orders-table__row--status-([a-z0-9_-]+)(?:\s|$)/;
const VIEW_ORDER = /\/view-order\/([1-9][0-9]{0,15})\/?(?:[?#]|$)/;

const text = (element: Element | null): string =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

function readRow(row: Element): WooOrderRow | undefined {
  const cell = (name: string) => row.querySelector(`.woocommerce-orders-table__cell-order-${name}`);
  const link = cell('number')?.querySelector('a[href]');
  const id = VIEW_ORDER.exec(link?.getAttribute('href') ?? '')?.[1];
  const status = ROW_STATUS.exec(row.getAttribute('class') ?? '')?.[1];
  const date = cell('date')?.querySelector('time[datetime]')?.getAttribute('datetime');
  // The amount alone: WooCommerce writes "for 1 item" after it in the site's language.
  const total = text(cell('total')?.querySelector('.woocommerce-Price-amount') ?? null);
  if (id === undefined || status === undefined || !date || total === '') return undefined;
  return { id: Number(id), number: text(link ?? null).replace(/^#/, ''), date, status, total };
}

/** The page's orders, or that WordPress did not know the visitor (its sign-in form instead). */
export function readOrdersPage(html: string): OrdersPageReading {
  const document = new DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  // WordPress marks every page a signed-in visitor sees (body_class), whatever the theme.
  if (!document.body?.classList.contains('logged-in')) return { signedIn: false };
  const rows = [...document.querySelectorAll('tr.woocommerce-orders-table__row')];
  return {
    signedIn: true,
    orders: rows.map(readRow).filter((row): row is WooOrderRow => row !== undefined),
    more: document.querySelector('.woocommerce-pagination .woocommerce-button--next') !== null,
  };
}
