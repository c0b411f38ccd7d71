// Replays the persian-shop pact against the shop's own server.
import { SHOP_PACT_FILE } from '../../../contracts/consumer/persianShopContract';
import { interaction, removeTamperedCopy, tamperedCopy } from './tamperedPact';
import { providerTestServerForFile } from './testServerSite';
import { verifyPacts } from '../../../contracts/provider/verifyPacts';

const VERIFY_TIMEOUT = 60_000;

const provider = providerTestServerForFile();

it(
  'honours the announcement and the Iranian address rules interactions',
  async () => {
    const reports = await verifyPacts({ site: provider.site, pactFiles: [SHOP_PACT_FILE] });
    expect(reports.map((report) => [report.description, report.outcome, report.details])).toEqual([
      ['a request for the running announcement', 'passed', []],
      // Stock WooCommerce places this order: only a site with the shop's rules refuses it.
      ['placing an order with a short postcode and mobile', 'passed', []],
    ]);
  },
  VERIFY_TIMEOUT,
);

it(
  'fails when the site answers no announcement where one must run',
  async () => {
    const file = tamperedCopy(SHOP_PACT_FILE, (interactions) => {
      interaction(interactions, 'a request for the running announcement').response.body.content = {
        announcement: null,
      };
    });
    // The state arranges a running announcement, so the tampered "none" expectation fails.
    const reports = await verifyPacts({ site: provider.site, pactFiles: [file] });
    removeTamperedCopy(file);
    expect(reports.map((report) => report.outcome)).toEqual(['failed', 'passed']);
  },
  VERIFY_TIMEOUT,
);

it(
  'fails when the checkout stops naming the bad address fields',
  async () => {
    const file = tamperedCopy(SHOP_PACT_FILE, (interactions) => {
      // A site that answers the field errors under WooCommerce's address code instead.
      interaction(
        interactions,
        'placing an order with a short postcode and mobile',
      ).response.body.content.code = 'woocommerce_rest_checkout_invalid_address';
    });
    const reports = await verifyPacts({ site: provider.site, pactFiles: [file] });
    removeTamperedCopy(file);
    expect(reports.map((report) => report.outcome)).toEqual(['passed', 'failed']);
  },
  VERIFY_TIMEOUT,
);
