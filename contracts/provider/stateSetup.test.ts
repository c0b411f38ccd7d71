// Issue 14 item 2: an interaction whose provider state cannot be set up is reported with the
// state and the reason, and its request (with the pact's example ids) never reaches the site.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { STORE_NONCE_HEADER } from '../store';
import { STORE_PROVIDER, STORE_STATES } from '../consumer/storeApiContract';
import { json, removePact, startPlainSite, writePact, type PlainSite } from './plainSite';
import type { ProxiedRequest } from './requestBody';
import { STATE_SETUP_PATH, stateSetup } from './stateSetup';
import { formatReport, verifyPacts } from './verifyPacts';

const EXAMPLE_PRODUCT_PATH = '/wp-json/wc/store/v1/products/278';
const CART_PATH = '/wp-json/wc/store/v1/cart';

const answer = (body: unknown) => ({
  status: 200,
  headers: { 'Content-Type': ['application/json'] },
  body: { content: body, contentType: 'application/json', encoded: false },
});

const interactions = [
  {
    description: 'a variable product by id',
    providerStates: [{ name: STORE_STATES.variableProduct }],
    request: { method: 'GET', path: EXAMPLE_PRODUCT_PATH },
    response: answer({ id: 278 }),
  },
  {
    description: 'the cart',
    providerStates: [{ name: STORE_STATES.cart }],
    request: { method: 'GET', path: CART_PATH },
    response: answer({ items: [] }),
  },
];

let site: PlainSite;
let pactFile: string;

beforeAll(async () => {
  pactFile = writePact(STORE_PROVIDER, interactions);
  // A shop without a single variable product; its cart works.
  site = await startPlainSite((request) => {
    const url = new URL(request.url, 'http://site');
    if (url.pathname === '/wp-json/wc/store/v1/products') return json(200, []);
    if (url.pathname === CART_PATH)
      return json(200, { items: [] }, { [STORE_NONCE_HEADER]: 'nonce-of-the-site' });
    return json(404, { code: 'rest_no_route', message: 'No route', data: { status: 404 } });
  });
});

afterAll(async () => {
  await site.close();
  removePact(pactFile);
});

it('fails the interaction with the state and its reason and never sends its request', async () => {
  const reports = await verifyPacts({
    site: { baseUrl: site.url, session: { cookie: undefined, nonce: undefined } },
    pactFiles: [pactFile],
  });

  expect(reports.map((report) => [report.description, report.outcome, report.details])).toEqual([
    [
      'a variable product by id',
      'failed',
      [
        `provider state "${STORE_STATES.variableProduct}" could not be set up: ` +
          'the site has no variable product with two swatch attributes',
      ],
    ],
    ['the cart', 'passed', []],
  ]);
  expect(formatReport(reports)).toMatch(
    /FAILED +a variable product by id\n +provider state "a variable product with two variation attributes" could not be set up: the site has no variable product/,
  );
  expect(site.received.map((request) => request.url)).not.toContain(EXAMPLE_PRODUCT_PATH);
  expect(site.received.map((request) => request.url)).toContain(CART_PATH);
}, 60_000);

describe('the state filter on its own', () => {
  /** The filter behind a bare http server that parses JSON bodies, as Pact's proxy does. */
  async function withFilter(
    handlers: Parameters<typeof stateSetup>[0],
    run: (post: (body: object) => Promise<{ status: number; body: unknown }>) => Promise<void>,
  ): Promise<ReturnType<typeof stateSetup>> {
    const states = stateSetup(handlers);
    const server = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const proxied: ProxiedRequest = Object.assign(request, { body: JSON.parse(text) });
        states.filter(proxied, response, () => {
          response.writeHead(599);
          response.end();
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await run(async (body) => {
        const answer = await fetch(`http://127.0.0.1:${port}${STATE_SETUP_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: answer.status, body: await answer.json() };
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    return states;
  }

  it('cleans up after a failed setup, since the verifier then sends no teardown', async () => {
    const cleanups: string[] = [];
    const states = await withFilter(
      {
        stateHandlers: {
          'a cart': async () => ({ itemKey: 'abc' }),
          'a product': async () => {
            throw new Error('no such product');
          },
        },
        afterEach: async () => {
          cleanups.push('after');
        },
      },
      async (post) => {
        expect(await post({ state: 'a cart', action: 'setup', params: {} })).toEqual({
          status: 200,
          body: { itemKey: 'abc' },
        });
        expect(await post({ state: 'a product', action: 'setup', params: {} })).toEqual({
          status: 500,
          body: { error: 'no such product' },
        });
        expect(cleanups).toEqual(['after']);
        // The next interaction: set up and torn down as usual, cleaned up once.
        await post({ state: 'a cart', action: 'setup', params: {} });
        expect(cleanups).toEqual(['after']);
        await post({ state: 'a cart', action: 'teardown', params: {} });
        expect(cleanups).toEqual(['after', 'after']);
        expect(await post({ state: 'unheard of', action: 'setup', params: {} })).toEqual({
          status: 500,
          body: { error: 'no state handler is known for it' },
        });
      },
    );
    expect([...states.failures]).toEqual([
      ['a product', 'no such product'],
      ['unheard of', 'no state handler is known for it'],
    ]);
  });
});
