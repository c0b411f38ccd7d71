// The shoppers of the search bench, on a thread of their own: autocannon's connections, each
// asking the next path as soon as its answer has come, with a browser's Accept-Encoding. A real
// shop's shoppers are other machines; run in the server's thread, the client's own work (and its
// GC) would be counted as the server's and add to the event-loop delay measured there. The worker
// is plain JavaScript, so it needs no TypeScript loader of its own.
import { Worker } from 'node:worker_threads';

export interface ClientRun {
  url: string;
  /** Request paths, each asked once. */
  paths: string[];
  connections: number;
}

const CLIENTS = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannon);
const { url, paths, connections } = workerData;
const times = [];
let next = 0;
const run = autocannon(
  {
    url,
    connections,
    amount: paths.length,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  },
  (error, result) => {
    if (error) parentPort.postMessage({ error: String(error) });
    else if (result.non2xx > 0 || result.errors > 0)
      parentPort.postMessage({ error: result.non2xx + ' answers not 2xx, ' + result.errors + ' errors' });
    else parentPort.postMessage({ times });
  },
);
run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
`;

/** Milliseconds per request, in the order the answers came. */
export function runClients(run: ClientRun): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENTS, {
      eval: true,
      workerData: { ...run, autocannon: require.resolve('autocannon') },
    });
    worker.once('message', (message: { times?: number[]; error?: string }) => {
      void worker.terminate();
      if (message.error !== undefined || !message.times) reject(new Error(message.error));
      else resolve(message.times);
    });
    worker.once('error', reject);
  });
}
