// Simultaneous checkouts for the last units never oversell: exactly as many orders as there is
// stock, and every other buyer a clear 409.
import { buyerBilling, checkoutBody } from '../../test/checkoutKit';
import { catalogFixture, setStock } from '../../test/catalogStates';
import { startTestServer, type TestServer } from '../../test/server';

const BUYERS = 100;
const STOCK = 10;

/** One shopper over real HTTP: a cart of its own (its Cart-Token) holding one unit. */
async function cartWithOne(url: string, productId: number): Promise<string> {
  const cart = await fetch(`${url}/wp-json/wc/store/v1/cart`);
  await cart.arrayBuffer();
  const token = cart.headers.get('cart-token') ?? '';
  const added = await fetch(`${url}/wp-json/wc/store/v1/cart/add-item`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cart-token': token },
    body: JSON.stringify({ id: productId, quantity: 1 }),
  });
  await added.arrayBuffer();
  if (added.status !== 201) throw new Error(`add-item answered ${added.status}`);
  return token;
}

describe('concurrent checkouts never oversell', () => {
  let server: TestServer;
  let productId: number;
  beforeAll(async () => {
    server = await startTestServer();
    productId = catalogFixture(server.db).simpleInStock.id;
    setStock(server.db, productId, STOCK);
  });
  afterAll(() => server.close());

  it(`${BUYERS} simultaneous checkouts for ${STOCK} units: exactly ${STOCK} orders, the rest a clear 409`, async () => {
    const tokens: string[] = [];
    for (let buyer = 0; buyer < BUYERS; buyer += 1)
      tokens.push(await cartWithOne(server.url, productId));
    const ordersBefore = (
      server.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }
    ).n;

    const started = performance.now();
    const answers = await Promise.all(
      tokens.map(async (token, buyer) => {
        const response = await fetch(`${server.url}/wp-json/wc/store/v1/checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cart-token': token },
          // Each buyer their own contact: many people, not one placing many unpaid orders.
          body: JSON.stringify(checkoutBody({ billing_address: buyerBilling(buyer) })),
        });
        return {
          status: response.status,
          body: (await response.json()) as { code?: string; message?: string; order_id?: number },
        };
      }),
    );
    const elapsed = performance.now() - started;

    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    const stock = (
      server.db.prepare('SELECT stock_quantity AS n FROM products WHERE id = ?').get(productId) as {
        n: number;
      }
    ).n;
    const ordersAfter = (
      server.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }
    ).n;
    console.log(
      `concurrency: ${BUYERS} simultaneous checkouts over HTTP for ${STOCK} in stock -> ` +
        `${placed.length} orders (200), ${refused.length} out of stock (409), ` +
        `${BUYERS - placed.length - refused.length} other; stock now ${stock}; ` +
        `orders stored ${ordersAfter - ordersBefore}; ${elapsed.toFixed(0)} ms`,
    );

    expect(placed).toHaveLength(STOCK);
    expect(refused).toHaveLength(BUYERS - STOCK);
    expect(stock).toBe(0);
    expect(ordersAfter - ordersBefore).toBe(STOCK);
    expect(new Set(placed.map((answer) => answer.body.order_id)).size).toBe(STOCK);
    for (const answer of refused) {
      expect(answer.body.code).toBe('woocommerce_rest_product_out_of_stock');
      expect(answer.body.message).toContain('ناموجود');
    }
  });
});
