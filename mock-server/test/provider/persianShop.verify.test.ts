// Replays the persian-shop pact against the shop's own server.
import { SHOP_PACT_FILE } from '../../../contracts/consumer/persianShopContract';
import { interaction, removeTamperedCopy, tamperedCopy } from './tamperedPact';
import { startProviderTestServer, type ProviderTestServer } from './testServerSite';
import { verifyPacts } from '../../../contracts/provider/verifyPacts';

const VERIFY_TIMEOUT = 60_000;

let provider: ProviderTestServer;

beforeAll(async () => {
  provider = await startProviderTestServer();
});

afterAll(async () => {
  await provider.server.close();
});

it(
  'honours the announcement interaction',
  async () => {
    const reports = await verifyPacts({ site: provider.site, pactFiles: [SHOP_PACT_FILE] });
    expect(reports.map((report) => [report.description, report.outcome, report.details])).toEqual([
      ['a request for the running announcement', 'passed', []],
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
    expect(reports.map((report) => report.outcome)).toEqual(['failed']);
  },
  VERIFY_TIMEOUT,
);
