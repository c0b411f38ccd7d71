// Checkout throughput: whole orders placed per second (one transaction each: re-pricing, the
// conditional stock UPDATE, createOrder with attribution, lines, addresses, the cart emptied) on
// a file database, beside the trivial /health route of the same server in the same run.
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../mock-server/src/storage/database';
import { catalogFixture, setStock } from '../mock-server/test/catalogStates';
import { NO_CAP, checkoutBody } from '../mock-server/test/checkoutKit';
import { startTestServer } from '../mock-server/test/server';
import { readyCarts } from './readyCarts';
import { formatFigures, measure, type LoadFigure } from './load';

const BASELINE = 'GET /health (baseline)';
const ROUNDS = 3;
const SECONDS = 3;
const CARTS = 30_000;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function checkoutReport(): Promise<string[]> {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-checkout-'));
  const db = openDatabase(path.join(temp, 'shop.sqlite'));
  // Every order comes from one billing contact, so no unpaid-order cap (issue 11) applies here.
  const server = await startTestServer({ database: db, checkout: NO_CAP });
  try {
    const productId = catalogFixture(server.db).simpleInStock.id;
    // Managed stock, so every order runs the conditional UPDATE, and never runs out.
    setStock(server.db, productId, 10_000_000);
    // One ready cart per checkout: each order empties the cart it came from.
    const tokens = server.db.transaction(() =>
      readyCarts(server.db, productId, CARTS, 't_bench'),
    )();
    let next = 0;
    const body = JSON.stringify(checkoutBody());
    const samples = {
      rps: [] as number[],
      p99: [] as number[],
      busyUs: [] as number[],
      errors: 0,
      non2xx: 0,
    };
    const health = { rps: [] as number[], p99: [] as number[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      // Interleaved with the checkout rounds, so drift in machine load hits both alike.
      const [figure] = await measure(server.url, [{ name: BASELINE, path: '/health' }], {
        rounds: 1,
        seconds: SECONDS,
      });
      health.rps.push(figure?.requestsPerSecond ?? 0);
      health.p99.push(figure?.p99Ms ?? 0);
      // Server and load generator share this one thread: its busy time per order is the cost
      // of an order (plus the client's small share), steadier than req/s on a shared machine.
      const busyBefore = performance.eventLoopUtilization();
      const result = await autocannon({
        url: `${server.url}/wp-json/wc/store/v1/checkout`,
        connections: 10,
        duration: SECONDS,
        requests: [
          {
            method: 'POST',
            body,
            setupRequest: (request) => ({
              ...request,
              headers: {
                'content-type': 'application/json',
                'cart-token': tokens[next++ % tokens.length] ?? '',
              },
            }),
          },
        ],
      });
      const busy = performance.eventLoopUtilization(busyBefore);
      samples.busyUs.push((busy.active * 1000) / Math.max(result.requests.total, 1));
      samples.rps.push(result.requests.average);
      samples.p99.push(result.latency.p99);
      samples.errors += result.errors + result.timeouts;
      samples.non2xx += result.non2xx;
    }
    const orders = (server.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    const figures: LoadFigure[] = [
      {
        name: BASELINE,
        requestsPerSecond: median(health.rps),
        p99Ms: median(health.p99),
        errors: 0,
        non2xx: 0,
      },
      {
        name: 'POST checkout (a whole order, file database)',
        requestsPerSecond: median(samples.rps),
        p99Ms: median(samples.p99),
        errors: samples.errors,
        non2xx: samples.non2xx,
      },
    ];
    return [
      ...formatFigures(figures, BASELINE),
      `main thread busy per order: ${median(samples.busyUs).toFixed(0)} µs median ` +
        '(server and load generator together)',
      `orders stored: ${orders} (${next} checkouts sent)`,
    ];
  } finally {
    await server.close();
    db.close();
    fs.rmSync(temp, { recursive: true, force: true });
  }
}
