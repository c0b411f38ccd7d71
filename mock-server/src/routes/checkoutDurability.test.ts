// Every order the server acknowledged survives a SIGKILL: the server is killed under checkout load
// and restarted on the same database file, and each acknowledged order is found.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { StoreCheckoutResponse } from '../../../contracts/checkout';
import type { StoreProduct } from '../../../contracts/store';
import { buyerBilling, checkoutBody } from '../../test/checkoutKit';
import { startMain } from '../../test/mainProcess';

// Two real server starts (ts-node) dominate; generous so a busy machine does not fail it.
jest.setTimeout(90_000);

const WORKERS = 16;
/** SIGKILL once this many orders have been acknowledged, with the other workers mid-request. */
const KILL_AFTER = 40;

/** The real server process (`npm run serve`), on a free port, with the given database file. */
const startServer = (database: string, uploads: string) =>
  startMain({ DATABASE: database, UPLOADS_DIR: uploads });

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

let buyers = 0;

/** One shopper's whole purchase; the order when the server acknowledged it with 200. */
async function buyOnce(url: string, productId: number): Promise<StoreCheckoutResponse | undefined> {
  const cart = await fetch(`${url}/wp-json/wc/store/v1/cart`);
  await cart.arrayBuffer();
  const token = cart.headers.get('cart-token') ?? '';
  const headers = { 'content-type': 'application/json', 'cart-token': token };
  const added = await fetch(`${url}/wp-json/wc/store/v1/cart/add-item`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ id: productId, quantity: 1 }),
  });
  await added.arrayBuffer();
  const placed = await fetch(`${url}/wp-json/wc/store/v1/checkout`, {
    method: 'POST',
    headers,
    // Each purchase by a buyer of its own (the unpaid-order cap counts per contact).
    body: JSON.stringify(checkoutBody({ billing_address: buyerBilling((buyers += 1)) })),
  });
  const body = await json<StoreCheckoutResponse>(placed);
  return placed.status === 200 ? body : undefined;
}

describe('durability: acknowledged orders survive a SIGKILL', () => {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-durability-'));
  const database = path.join(temp, 'shop.sqlite');
  const uploads = path.join(temp, 'uploads');
  afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

  it('kills the server under checkout load, restarts it on the same file and finds every order', async () => {
    const first = await startServer(database, uploads);
    const products = await json<StoreProduct[]>(
      await fetch(`${first.url}/wp-json/wc/store/v1/products?slug=power-bank-20000`),
    );
    const productId = products[0]?.id ?? 0;
    // Enough stock that no checkout is refused: every failure below is the kill, nothing else.
    const side = new Database(database);
    side.pragma('busy_timeout = 5000');
    side.prepare('UPDATE products SET stock_quantity = 1000000 WHERE id = ?').run(productId);
    side.close();

    const acknowledged: StoreCheckoutResponse[] = [];
    let killed = false;
    let lostInFlight = 0;
    const worker = async () => {
      while (!killed) {
        try {
          const order = await buyOnce(first.url, productId);
          // An answer that arrives is an acknowledgement, even if it lands just after the kill.
          if (order) acknowledged.push(order);
          if (!killed && acknowledged.length >= KILL_AFTER) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        } catch {
          lostInFlight += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    await first.exited;

    const second = await startServer(database, uploads);
    try {
      const missing: number[] = [];
      for (const order of acknowledged) {
        const response = await fetch(
          `${second.url}/wp-json/persian-shop/v1/orders/${order.order_id}?key=${order.order_key}`,
        );
        const read = await json<{ number?: string }>(response);
        if (response.status !== 200 || read.number !== order.order_number)
          missing.push(order.order_id);
      }
      const stored = new Database(database, { readonly: true });
      const count = (
        stored.prepare("SELECT COUNT(*) AS n FROM orders WHERE order_key <> ''").get() as {
          n: number;
        }
      ).n;
      stored.close();
      console.log(
        `durability: SIGKILL after ${acknowledged.length} acknowledged orders (${WORKERS} buyers at once, ` +
          `${lostInFlight} requests cut off in flight); after restart ${acknowledged.length - missing.length}/` +
          `${acknowledged.length} found by number and key, ${count} orders in the database`,
      );
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(missing).toEqual([]);
      expect(count).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
