// WORDPRESS_URL mode: two storefront instances in front of one WordPress (the project's own
// server, listening as a separate site). One shopper's requests alternate between them through a
// whole journey; neither instance keeps anything the other needs.
import type { FastifyInstance } from 'fastify';
import { createPageRenderer } from '../../../client/server/renderPage';
import { BOOTSTRAP_ELEMENT_ID, type BootstrapConfig } from '../../../contracts/bootstrap';
import { orderReceivedPath, type StoreCheckoutResponse } from '../../../contracts/checkout';
import type { StoreProduct } from '../../../contracts/store';
import { STORE_NONCE_HEADER } from '../../../contracts/store';
import { ACCOUNT_ROUTES } from '../../../contracts/account';
import { NONCE_HEADER } from '../../../contracts/wp';
import { buildStorefront } from '../../src/storefront/storefrontApp';
import { checkoutBody } from '../checkoutKit';
import { startTestServer, writeClientFixture, type TestServer } from '../server';
import { tempDir } from './fixtures';

jest.setTimeout(60_000);

const PUBLIC_ORIGIN = 'http://shop.test';

let wordpress: TestServer;
const instances: { app: FastifyInstance; url: string }[] = [];

beforeAll(async () => {
  wordpress = await startTestServer({ siteUrl: PUBLIC_ORIGIN, trustProxy: 'loopback' });
  const clientDist = writeClientFixture(tempDir());
  for (let n = 0; n < 2; n += 1) {
    const app = await buildStorefront({
      wordpressUrl: wordpress.url,
      siteUrl: PUBLIC_ORIGIN,
      trustProxy: 'loopback',
      clientDist,
      contactButtons: {},
      pageRenderer: (api) => createPageRenderer(api),
    });
    instances.push({ app, url: await app.listen({ host: '127.0.0.1', port: 0 }) });
  }
});

afterAll(async () => {
  for (const { app } of instances) await app.close();
  await wordpress.close();
});

/** One browser: its cookies kept across answers, each request sent to the next instance. */
function shopper() {
  const cookies = new Map<string, string>();
  let turn = 0;
  const served: number[] = [];
  return {
    served,
    async fetch(path: string, init: RequestInit = {}): Promise<Response> {
      const instance = turn++ % instances.length;
      served.push(instance);
      const headers = new Headers(init.headers);
      if (cookies.size > 0) {
        headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      }
      const answer = await fetch(`${instances[instance]!.url}${path}`, {
        ...init,
        headers,
        redirect: 'manual',
      });
      for (const line of answer.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      return answer;
    },
  };
}

function bootstrapOf(html: string): BootstrapConfig {
  const start = html.indexOf(`<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">`);
  const text = html.slice(html.indexOf('>', start) + 1, html.indexOf('</script>', start));
  return JSON.parse(text) as BootstrapConfig;
}

const page = { headers: { accept: 'text/html' } };
const json = { 'content-type': 'application/json' };

it('serves one journey from two instances: browse, cart, cash on delivery, order received', async () => {
  const visitor = shopper();

  const home = await visitor.fetch('/', page);
  expect(home.status).toBe(200);
  const config = bootstrapOf(await home.text());
  // The site's name and extras come from the WordPress site's REST index.
  expect(config.siteName).toBe(
    ((await (await fetch(`${wordpress.url}/wp-json/`)).json()) as { name: string }).name,
  );
  expect(config.extras).toEqual({
    announcement: true,
    accounts: true,
    orders: true,
    regions: true,
    paymentMethods: true,
  });

  const list = await visitor.fetch('/wp-json/wc/store/v1/products?type=simple&per_page=20');
  const products = (await list.json()) as StoreProduct[];
  const product = products.find((item) => item.is_purchasable && item.is_in_stock)!;
  const productPage = await visitor.fetch(`/product/${product.slug}`, page);
  expect(productPage.status).toBe(200);
  // Drawn on the server with the WordPress site's data.
  expect(await productPage.text()).toContain(product.name);

  const cart = await visitor.fetch('/wp-json/wc/store/v1/cart');
  const nonce = cart.headers.get(STORE_NONCE_HEADER)!;
  const added = await visitor.fetch('/wp-json/wc/store/v1/cart/add-item', {
    method: 'POST',
    headers: { ...json, [STORE_NONCE_HEADER]: nonce },
    body: JSON.stringify({ id: product.id, quantity: 2 }),
  });
  expect(added.status).toBe(201);
  const fresh = added.headers.get(STORE_NONCE_HEADER)!;

  const cartPage = await visitor.fetch('/cart', page);
  expect(cartPage.status).toBe(200);
  const seen = (await (await visitor.fetch('/wp-json/wc/store/v1/cart')).json()) as {
    items: { id: number; quantity: number }[];
  };
  expect(seen.items).toEqual([expect.objectContaining({ id: product.id, quantity: 2 })]);

  const placed = await visitor.fetch('/wp-json/wc/store/v1/checkout', {
    method: 'POST',
    headers: { ...json, [STORE_NONCE_HEADER]: fresh },
    body: JSON.stringify(checkoutBody({ payment_method: 'cod' })),
  });
  expect(placed.status).toBe(200);
  const order = (await placed.json()) as StoreCheckoutResponse;
  expect(order.status).toBe('processing');

  const received = await visitor.fetch(orderReceivedPath(order.order_id, order.order_key), page);
  expect(received.status).toBe(200);
  const emptied = (await (await visitor.fetch('/wp-json/wc/store/v1/cart')).json()) as {
    items: unknown[];
  };
  expect(emptied.items).toEqual([]);
  // Both instances served the journey, turn about.
  expect(new Set(visitor.served)).toEqual(new Set([0, 1]));
});

it("hands a guest the site's session and nonce, which the other instance's requests use", async () => {
  const visitor = shopper();
  const home = await visitor.fetch('/', page);
  const { nonce } = bootstrapOf(await home.text());
  expect(nonce).not.toBe('');
  const registered = await visitor.fetch(`/wp-json/${ACCOUNT_ROUTES.register}`, {
    method: 'POST',
    headers: { ...json, [NONCE_HEADER]: nonce },
    body: JSON.stringify({ email: 'guest@example.com', password: 'a long enough passphrase' }),
  });
  expect(registered.status).toBe(201);
  expect(visitor.served).toEqual([0, 1]);
});
