// Store API throughput: product list, product detail, the large product's variation data and the
// cart, each against the trivial /health route of the same server in the same run.
import autocannon from 'autocannon';
import { cartTokenSecret, createCartToken } from '../mock-server/src/domain/cart/cartToken';
import { catalogFixture } from '../mock-server/test/catalogStates';
import { TEST_SECRET, startTestServer } from '../mock-server/test/server';
import { formatFigures, measure, type LoadFigure } from './load';

const STORE = '/wp-json/wc/store/v1';
const BASELINE = 'GET /health (baseline)';

/** add-item under load: each connection has its own cart, so no line reaches its limit. */
async function addItemFigure(url: string, productId: number, seconds: number): Promise<LoadFigure> {
  const secret = cartTokenSecret(TEST_SECRET);
  let client = 0;
  const result = await autocannon({
    url: `${url}${STORE}/cart/add-item`,
    method: 'POST',
    connections: 10,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: productId, quantity: 1 }),
    setupClient: (connection) => {
      client += 1;
      connection.setHeaders({
        'content-type': 'application/json',
        'cart-token': createCartToken(`t_bench${client}`, secret, new Date()),
      });
    },
  });
  return {
    name: 'POST cart/add-item (Cart-Token)',
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export async function storeApiReport(): Promise<string[]> {
  const server = await startTestServer();
  try {
    const ids = catalogFixture(server.db);
    const token = createCartToken('t_benchcart', cartTokenSecret(TEST_SECRET), new Date());
    // Warm the caches a first visitor would fill (variation data, pictures are not measured).
    await fetch(
      `${server.url}/wp-json/woo-variation-swatches/v1/single-product/${ids.largeProduct.id}`,
    );
    const figures = await measure(server.url, [
      { name: BASELINE, path: '/health' },
      { name: 'GET products?per_page=10', path: `${STORE}/products?per_page=10` },
      {
        name: 'GET products?category=shoes (5,316-variation product inside)',
        path: `${STORE}/products?category=shoes&per_page=10`,
        headers: { 'accept-encoding': 'br' },
      },
      {
        name: 'GET products/{slug} (4 variations)',
        path: `${STORE}/products/${ids.vectorProduct.slug}`,
      },
      {
        name: 'GET single-product/{id} variation data (5,316 variations, br, cached)',
        path: `/wp-json/woo-variation-swatches/v1/single-product/${ids.largeProduct.id}`,
        headers: { 'accept-encoding': 'br' },
      },
      { name: 'GET cart (Cart-Token)', path: `${STORE}/cart`, headers: { 'cart-token': token } },
    ]);
    figures.push(await addItemFigure(server.url, ids.virtualProduct.id, 3));
    return formatFigures(figures, BASELINE);
  } finally {
    await server.close();
  }
}

if (require.main === module) {
  storeApiReport().then((lines) => console.log(lines.join('\n')));
}
