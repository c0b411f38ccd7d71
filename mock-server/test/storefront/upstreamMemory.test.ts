// The storefront as `npm run serve` starts it (a child process, WORDPRESS_URL mode) in front of a
// fake WordPress that sends 300 MB: forwarded, the answer streams through with back-pressure, to a
// fast shopper and to one that stops reading for a while; as the REST index the storefront reads
// itself, it is given up at WORDPRESS_ANSWER_LIMIT_MB. The child's resident memory is sampled
// throughout (the hostile probe saw 225 MiB become 17 GiB).
import http from 'node:http';
import type net from 'node:net';
import { startMain, type RunningMain } from '../mainProcess';
import { residentMiB } from '../processMemory';

jest.setTimeout(120_000);

const MIB = 1024 * 1024;
const HUGE_MIB = 300;
/** Growth of the storefront's resident memory allowed while 300 MiB pass through it. */
const GROWTH_BUDGET_MIB = 120;

let wordpress: http.Server;
let storefront: RunningMain;

/** Writes `mib` MiB of `fill` as fast as the reader takes them, no faster. */
function stream(response: http.ServerResponse, mib: number, fill: string): void {
  const chunk = Buffer.alloc(MIB, fill);
  let sent = 0;
  const more = () => {
    while (sent < mib && !response.destroyed) {
      sent += 1;
      if (!response.write(chunk)) return void response.once('drain', more);
    }
    response.end();
  };
  more();
}

beforeAll(async () => {
  wordpress = http.createServer((request, response) => {
    if (request.url === '/wp-content/uploads/huge.bin') {
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': String(HUGE_MIB * MIB),
      });
      return stream(response, HUGE_MIB, 'a');
    }
    if (request.url === '/wp-json/') {
      // No Content-Length: the storefront learns the size only by reading.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"name":"');
      return stream(response, HUGE_MIB, 'x');
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => wordpress.listen(0, '127.0.0.1', resolve));
  const { port } = wordpress.address() as net.AddressInfo;
  storefront = await startMain({
    WORDPRESS_URL: `http://127.0.0.1:${port}`,
    SITE_URL: 'http://shop.test',
    WORDPRESS_ANSWER_LIMIT_MB: '4',
    MALLOC_ARENA_MAX: '2',
  });
});

afterAll(async () => {
  await storefront?.stop();
  wordpress.closeAllConnections();
  await new Promise((resolve) => wordpress.close(resolve));
});

/** Runs `work` while sampling the storefront's resident memory; MiB before and at the peak. */
async function sampled<T>(
  work: () => Promise<T>,
): Promise<{ result: T; before: number; peak: number }> {
  const pid = storefront.child.pid ?? 0;
  const before = residentMiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(pid))), 25);
  try {
    const result = await work();
    return {
      result,
      before: Math.round(before),
      peak: Math.round(Math.max(peak, residentMiB(pid))),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Reads a forwarded answer to the end; `pauseMs` stops reading for that long after 8 MiB. */
function download(path: string, pauseMs = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${storefront.url}${path}`, (response) => {
        let bytes = 0;
        let paused = false;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (pauseMs > 0 && !paused && bytes > 8 * MIB) {
            paused = true;
            response.pause();
            setTimeout(() => response.resume(), pauseMs);
          }
        });
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

it('streams a 300 MiB forwarded answer without holding it', async () => {
  await download('/wp-content/uploads/missing'); // warm: the first request loads the routes
  const { result, before, peak } = await sampled(() => download('/wp-content/uploads/huge.bin'));
  expect({ bytes: result, before, growthWithinBudget: peak - before < GROWTH_BUDGET_MIB }).toEqual({
    bytes: HUGE_MIB * MIB,
    before,
    growthWithinBudget: true,
  });
  console.info(`forwarded ${HUGE_MIB} MiB: storefront RSS ${before} → peak ${peak} MiB`);
});

it('holds no more when the shopper stops reading for a while', async () => {
  const { result, before, peak } = await sampled(() =>
    download('/wp-content/uploads/huge.bin', 1_500),
  );
  expect({ bytes: result, growthWithinBudget: peak - before < GROWTH_BUDGET_MIB }).toEqual({
    bytes: HUGE_MIB * MIB,
    growthWithinBudget: true,
  });
  console.info(`forwarded ${HUGE_MIB} MiB, reader paused: RSS ${before} → peak ${peak} MiB`);
});

it('gives up a 300 MiB REST index at the limit: the try-again page, memory kept', async () => {
  const started = Date.now();
  const { result, before, peak } = await sampled(() =>
    fetch(`${storefront.url}/`, { headers: { accept: 'text/html' } }),
  );
  const ms = Date.now() - started;
  console.info(`${HUGE_MIB} MiB REST index: RSS ${before} → peak ${peak} MiB, page in ${ms} ms`);
  expect(result.status).toBe(502);
  expect(result.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(await result.text()).toContain('دوباره امتحان کنید');
  expect({ growthWithinBudget: peak - before < GROWTH_BUDGET_MIB / 2 }).toEqual({
    growthWithinBudget: true,
  });
});
