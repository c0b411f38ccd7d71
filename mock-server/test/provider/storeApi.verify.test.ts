// Replays the woocommerce-store-api pact against the shop's own server (its states seed the
// demo catalogue), and shows the verification would catch a server that broke it.
import { STORE_PACT_FILE } from '../../../contracts/consumer/storeApiContract';
import { providerTestServerForFile } from './testServerSite';
import { formatReport, verifyPacts } from '../../../contracts/provider/verifyPacts';
import { removeTamperedCopy, tamperedCopy } from './tamperedPact';

const VERIFY_TIMEOUT = 90_000;

const provider = providerTestServerForFile();

const EVERY_INTERACTION = [
  'page 2 of the products, 2 per page',
  'a variable product by id',
  'the classic variation data of a variable product',
  'the cart',
  'adding an in-stock variation to the cart',
  'adding an out-of-stock variation to the cart',
  // The shop page's sorting and filters (issue 15 item 4)
  'the shop page sorted by price, filtered by a term and stock',
  'the global product attributes',
  "an attribute's terms in the shop's order",
  'the collection data of a listing filtered by an attribute term',
  // Cart page and checkout (storeCheckout.pact.test.ts)
  'changing the quantity of a cart line',
  'removing a cart line',
  'applying a coupon the cart qualifies for',
  'applying an unknown coupon',
  'removing an applied coupon',
  'placing an order with the order attribution extension data',
  'placing an order for an item that has sold out',
  // Home page carousel (featuredProducts.pact.test.ts)
  'the featured products, slide fields only',
];

it(
  'honours every interaction of the woocommerce-store-api pact',
  async () => {
    const reports = await verifyPacts({ site: provider.site, pactFiles: [STORE_PACT_FILE] });

    expect(reports.filter((report) => report.outcome !== 'passed')).toEqual([]);
    expect(reports.map((report) => report.description).sort()).toEqual(
      [...EVERY_INTERACTION].sort(),
    );
  },
  VERIFY_TIMEOUT,
);

interface Recorded {
  description: string;
  response: { status: number; body: { content: Record<string, unknown> } };
}

it(
  'fails the interactions of a tampered pact, and only those',
  async () => {
    const file = tamperedCopy(STORE_PACT_FILE, (interactions) => {
      for (const item of interactions as unknown as Recorded[]) {
        // A site that let an out-of-stock variation into the cart, and one that lost the code.
        if (item.description === 'adding an out-of-stock variation to the cart') {
          item.response.body.content.code = 'woocommerce_rest_cart_invalid_product';
        }
        if (item.description === 'adding an in-stock variation to the cart') {
          item.response.status = 200;
        }
        // A site whose checkout lost the out-of-stock code.
        if (item.description === 'placing an order for an item that has sold out') {
          item.response.body.content.code = 'woocommerce_rest_cart_empty';
        }
      }
    });

    const reports = await verifyPacts({ site: provider.site, pactFiles: [file] });
    removeTamperedCopy(file);

    const failed = reports.filter((report) => report.outcome === 'failed');
    expect(failed.map((report) => report.description).sort()).toEqual([
      'adding an in-stock variation to the cart',
      'adding an out-of-stock variation to the cart',
      'placing an order for an item that has sold out',
    ]);
    expect(formatReport(reports)).toMatch(
      /FAILED +adding an in-stock variation to the cart\n +expected 200 but was 201/,
    );
  },
  VERIFY_TIMEOUT,
);
