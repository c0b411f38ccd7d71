// The client's API modules call api-fetch, which calls the global fetch. On the server, requests
// to the render's REST root go to the fetch the server handed in (its own routes, in-process),
// and each render counts its own requests (AsyncLocalStorage follows them through the sagas'
// promises), so it knows when its page's data has all arrived while other renders run.
import { AsyncLocalStorage } from 'node:async_hooks';

/** How a render's page is sent when the site failed one of its requests: a gateway status. */
export type UpstreamFailure = 502 | 503 | 504;

/** The request of a render that the site failed, for the page's status and the server's log. */
export interface FailedRequest {
  status: UpstreamFailure;
  /** "GET <url> answered 403", "… failed: TimeoutError" */
  what: string;
}

interface RenderRequests {
  pending: number;
  /** Resolvers waiting for `pending` to reach zero. */
  idle: (() => void)[];
  /** The first request the site failed; the page then says so with a gateway status. */
  failure?: FailedRequest;
  /** A visitor's render: headers put on each of its API requests (their cookie and nonces). */
  visitor?: Record<string, string>;
  /** Cookies the visitor's API answers set, for the browser. */
  setCookies: string[];
}

/** The client's API modules keep a Cart-Token and nonces in module state, shared by every render
 * in this process: a render's requests never carry them, only the visitor's own headers. */
function forRender(request: Request, requests: RenderRequests | undefined): Request {
  if (!requests) return request;
  const headers = new Headers(request.headers);
  headers.delete('cart-token');
  headers.delete('nonce');
  headers.delete('x-wp-nonce');
  headers.delete('cookie');
  for (const [name, value] of Object.entries(requests.visitor ?? {})) headers.set(name, value);
  return new Request(request, { headers });
}

/**
 * A render asks for public data only, so an answer the site refused (401/403) or failed (5xx) or
 * never gave means the page is not what the URL shows: never a 200 a crawler would keep.
 */
function failureOf(answer: Response | unknown): UpstreamFailure | undefined {
  if (answer instanceof Response) {
    if (answer.status === 503 || answer.status === 504) return answer.status;
    return answer.status >= 500 || answer.status === 401 || answer.status === 403 ? 502 : undefined;
  }
  // AbortSignal.timeout() rejects with a DOMException named TimeoutError.
  const name = typeof answer === 'object' && answer !== null && 'name' in answer ? answer.name : '';
  return name === 'TimeoutError' ? 504 : 502;
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
    const requests = current.getStore();
    const asked = new Request(input, init);
    const root = [...routes.keys()].find((prefix) => asked.url.startsWith(prefix));
    const request = root === undefined ? asked : forRender(asked, requests);
    if (requests) requests.pending += 1;
    try {
      const answer = root === undefined ? await network(request) : await routes.get(root)!(request);
      if (requests?.visitor && root !== undefined) {
        requests.setCookies.push(...answer.headers.getSetCookie());
      }
      // A visitor's own requests may be refused (a wrong password, an empty cart): that is the
      // page's to say, not the site failing.
      const status =
        requests && root !== undefined && !(requests.visitor && answer.status < 500)
          ? failureOf(answer)
          : undefined;
      if (requests && status) {
        requests.failure ??= {
          status,
          what: `${request.method} ${request.url} answered ${answer.status}`,
        };
      }
      return answer;
    } catch (error) {
      const status = requests && root !== undefined ? failureOf(error) : undefined;
      if (requests && status) {
        const name =
          typeof error === 'object' && error !== null && 'name' in error
            ? String(error.name)
            : 'error';
        requests.failure ??= { status, what: `${request.method} ${request.url} failed: ${name}` };
      }
      throw error;
    } finally {
      if (requests) settle(requests);
    }
  };
}

/**
 * Runs `work` as one render whose requests are counted; `failure()` names the first request of
 * the render that the site failed.
 */
export function withRequestCount<T>(
  work: (
    idle: () => Promise<void>,
    failure: () => FailedRequest | undefined,
    setCookies: () => string[],
  ) => Promise<T>,
  visitor?: Record<string, string>,
): Promise<T> {
  const requests: RenderRequests = {
    pending: 0,
    idle: [],
    setCookies: [],
    ...(visitor ? { visitor } : {}),
  };
  // Idle means: nothing in flight now and nothing started by the answers just delivered (sagas
  // react to a loaded action within the same turn, so one macrotask later is enough).
  const idle = async (): Promise<void> => {
    for (;;) {
      if (requests.pending > 0) await new Promise<void>((resolve) => requests.idle.push(resolve));
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (requests.pending === 0) return;
    }
  };
  return current.run(requests, () =>
    work(
      idle,
      () => requests.failure,
      () => requests.setCookies,
    ),
  );
}
