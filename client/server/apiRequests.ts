// The client's API modules call api-fetch, which calls the global fetch. On the server, requests
// to the render's REST root go to the fetch the server handed in (its own routes, in-process),
// and each render counts its own requests (AsyncLocalStorage follows them through the sagas'
// promises), so it knows when its page's data has all arrived while other renders run.
import { AsyncLocalStorage } from 'node:async_hooks';

interface RenderRequests {
  pending: number;
  /** Resolvers waiting for `pending` to reach zero. */
  idle: (() => void)[];
}

const current = new AsyncLocalStorage<RenderRequests>();
const routes = new Map<string, (request: Request) => Promise<Response>>();
let installed = false;

function settle(requests: RenderRequests): void {
  requests.pending -= 1;
  if (requests.pending > 0) return;
  for (const resolve of requests.idle.splice(0)) resolve();
}

/** Sends requests under `apiRoot` to `answer`; everything else to the real fetch. */
export function routeApiRequests(
  apiRoot: string,
  answer: (request: Request) => Promise<Response>,
): void {
  routes.set(apiRoot, answer);
  if (installed) return;
  installed = true;
  const network = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const root = [...routes.keys()].find((prefix) => request.url.startsWith(prefix));
    const requests = current.getStore();
    if (requests) requests.pending += 1;
    try {
      return root === undefined ? await network(request) : await routes.get(root)!(request);
    } finally {
      if (requests) settle(requests);
    }
  };
}

/** Runs `work` as one render whose requests are counted. */
export function withRequestCount<T>(work: (idle: () => Promise<void>) => Promise<T>): Promise<T> {
  const requests: RenderRequests = { pending: 0, idle: [] };
  // Idle means: nothing in flight now and nothing started by the answers just delivered (sagas
  // react to a loaded action within the same turn, so one macrotask later is enough).
  const idle = async (): Promise<void> => {
    for (;;) {
      if (requests.pending > 0) await new Promise<void>((resolve) => requests.idle.push(resolve));
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (requests.pending === 0) return;
    }
  };
  return current.run(requests, () => work(idle));
}
