// Reports each fetch through requestEvents. It wraps the global fetch rather than
// api-fetch's fetch handler because api-fetch refreshes the nonce with a bare
// globalThis.fetch that no handler or middleware sees, and because contact-form
// and other plain requests must count as "a request completed" too.
import { announceRequest } from './requestEvents';

type Fetch = typeof globalThis.fetch;

const OBSERVED = Symbol('shop.observedFetch');

let lastId = 0;

function requestMethod(input: RequestInfo | URL, init: RequestInit | undefined): string {
  if (init?.method) return init.method.toUpperCase();
  if (typeof Request !== 'undefined' && input instanceof Request) return input.method;
  return 'GET';
}

function requestPath(input: RequestInfo | URL): string {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  const url = new URL(raw, base);
  return url.pathname + url.search;
}

function isObserved(fetch: Fetch): boolean {
  return (fetch as Fetch & { [OBSERVED]?: true })[OBSERVED] === true;
}

/** Idempotent; re-wraps if something replaced the global fetch since. */
export function observeFetch(clock: () => number = Date.now): void {
  const underlying = globalThis.fetch;
  if (typeof underlying !== 'function' || isObserved(underlying)) return;
  globalThis.fetch = observed(underlying, clock);
}

/**
 * `underlying` reporting each request as the global fetch does; for a request made elsewhere
 * (the variation list is fetched by a worker, api/variationsFetch.ts) that must still count.
 */
export function observed(underlying: Fetch, clock: () => number = Date.now): Fetch {
  const observedFetch: Fetch = async (input, init) => {
    lastId += 1;
    const id = lastId;
    announceRequest({
      kind: 'started',
      id,
      method: requestMethod(input, init),
      path: requestPath(input),
      at: clock(),
    });
    try {
      const response = await underlying(input, init);
      announceRequest({
        kind: 'completed',
        id,
        ok: response.ok,
        status: response.status,
        at: clock(),
      });
      return response;
    } catch (reason) {
      announceRequest({ kind: 'completed', id, ok: false, at: clock() });
      throw reason;
    }
  };
  return Object.assign(observedFetch, { [OBSERVED]: true as const });
}
