// Issue 14 item 3: contracts:verify never places an order on a site unless --allow-orders is
// given, and says so either way.
import { CHECKOUT_ROUTE } from '../checkout';
import { SHOP_PROVIDER, SHOP_STATES } from '../consumer/persianShopContract';
import { REST_NONCE_PATH } from '../wp';
import { json, removePact, startPlainSite, writePact, type PlainSite } from './plainSite';
import { runVerifyCli } from './verifyCliRun';

const CHECKOUT_PATH = `/wp-json/${CHECKOUT_ROUTE}`;
const ANNOUNCEMENT_PATH = '/wp-json/persian-shop/v1/announcement';
const CLI_TIMEOUT = 60_000;

const json200 = (body: unknown) => ({
  status: 200,
  headers: { 'Content-Type': ['application/json'] },
  body: { content: body, contentType: 'application/json', encoded: false },
});

// The announcement's state needs nothing from a live site, so only the order is in question.
const interactions = [
  {
    description: 'a request for the running announcement',
    providerStates: [{ name: SHOP_STATES.announcement }],
    request: { method: 'GET', path: ANNOUNCEMENT_PATH },
    response: json200({ announcement: null }),
  },
  {
    description: 'placing an order',
    providerStates: [{ name: SHOP_STATES.announcement }],
    request: {
      method: 'POST',
      path: CHECKOUT_PATH,
      headers: { 'Content-Type': ['application/json'] },
      body: { content: { payment_method: 'cod' }, contentType: 'application/json', encoded: false },
    },
    response: json200({ order_id: 1 }),
  },
];

let site: PlainSite;
let pactFile: string;

beforeAll(async () => {
  pactFile = writePact(SHOP_PROVIDER, interactions);
  site = await startPlainSite((request) => {
    if (request.url === REST_NONCE_PATH) return { status: 200, body: 'nonce-of-the-site' };
    if (request.url === ANNOUNCEMENT_PATH) return json(200, { announcement: null });
    if (request.url === CHECKOUT_PATH) return json(200, { order_id: 1 });
    return { status: 200, headers: { 'Content-Type': 'text/html' }, body: '<!doctype html>' };
  });
});

afterAll(async () => {
  await site.close();
  removePact(pactFile);
});

const checkouts = () => site.received.filter((request) => request.url === CHECKOUT_PATH).length;

it(
  'skips the checkout and says it would place a real order without --allow-orders',
  async () => {
    const before = checkouts();
    const { code, stdout, stderr } = await runVerifyCli([
      '--base-url',
      site.url,
      '--pact',
      pactFile,
    ]);

    expect(stderr).toMatch(/1 checkout interactions place real orders .*--allow-orders/);
    expect(stdout).toMatch(
      /SKIPPED +placing an order\n +places a real order on the site \(POST wc\/store\/v1\/checkout\); run with --allow-orders/,
    );
    expect(stdout).toMatch(/PASSED +a request for the running announcement/);
    expect(stdout).toMatch(/2 interactions: 1 passed, 0 failed, 1 skipped/);
    expect(checkouts()).toBe(before);
    expect(code).toBe(0);
  },
  CLI_TIMEOUT,
);

it(
  'places the order, with a warning, when --allow-orders is given',
  async () => {
    const before = checkouts();
    const { code, stdout, stderr } = await runVerifyCli([
      '--base-url',
      site.url,
      '--pact',
      pactFile,
      '--allow-orders',
    ]);

    expect(stderr).toMatch(/--allow-orders: 1 checkout interactions will place REAL orders on/);
    expect(stdout).toMatch(/PASSED +placing an order/);
    expect(stdout).toMatch(/2 interactions: 2 passed, 0 failed, 0 skipped/);
    expect(checkouts()).toBe(before + 1);
    expect(code).toBe(0);
  },
  CLI_TIMEOUT,
);
