// WooCommerce's orders page as the real site sends it, read as data; a signed-out page is no list.
import fs from 'node:fs';
import path from 'node:path';
import { readOrdersPage } from './wooOrdersPage';

const REAL_PAGE = fs.readFileSync(
  path.resolve(__dirname, '../../test/storefront/woocommercePages/orders.html'),
  'utf8',
);

it("reads the real page's rows: id, number, date, status and the amount alone", () => {
  const reading = readOrdersPage(REAL_PAGE);
  if (!reading.signedIn) throw new Error('the real page is a signed-in one');
  expect(reading.orders).toHaveLength(5);
  expect(reading.orders[0]).toEqual({
    id: 201,
    number: '201',
    date: '2026-11-28T05:50:32+00:00',
    status: 'processing',
    total: '390,000 تومان',
  });
  expect(reading.more).toBe(false);
});

it('says when WooCommerce has older orders on a further page', () => {
  const paged = REAL_PAGE.replace(
    '</table>',
    '</table><div class="woocommerce-pagination"><a class="woocommerce-button woocommerce-button--next button" href="/my-account/orders/2/">Next</a></div>',
  );
  const reading = readOrdersPage(paged);
  expect(reading.signedIn && reading.more).toBe(true);
});

it('is no list when WordPress did not know the visitor', () => {
  expect(
    readOrdersPage(
      '<html><body class="woocommerce-account"><form class="woocommerce-form-login"></form></body></html>',
    ),
  ).toEqual({ signedIn: false });
});

it('is an empty list for a customer with no orders yet', () => {
  expect(
    readOrdersPage(
      '<html><body class="logged-in"><div class="woocommerce-info">No order has been made yet.</div></body></html>',
    ),
  ).toEqual({ signedIn: true, orders: [], more: false });
});
