// One request to the storefront as its own calls to WordPress see it (AsyncLocalStorage, set when
// the request arrives): the shopper's address for X-Forwarded-For, one deadline shared by every
// call a page makes, and whether WordPress failed the page (then the shopper gets the "try again"
// page, not a page drawn from missing data with status 200).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** How WordPress failed: no answer in time, none at all, one too large, or a 502/503/504 of its own. */
export type UpstreamFault =
  | 'timeout'
  | 'unreachable'
  | 'too_large'
  | 'unavailable'
  /** WordPress sends a page back to itself (its home is not SITE_URL): a loop for the browser. */
  | 'redirect_loop';

/** A call to WordPress that failed in one of those ways. */
export class UpstreamError extends Error {
  constructor(
    readonly fault: UpstreamFault,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'UpstreamError';
  }
}

interface Visit {
  address: string;
  startedAt: number;
  deadline?: AbortSignal;
  fault?: UpstreamFault;
}

const visits = new AsyncLocalStorage<Visit>();

/** Every request after this hook runs inside its own visit. */
export function installVisits(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    visits.run({ address: request.ip, startedAt: Date.now() }, done);
  });
}

/** The shopper's address (request.ip, as TRUST_PROXY reads it); undefined outside a request. */
export function visitorAddress(): string | undefined {
  return visits.getStore()?.address;
}

/**
 * Aborts when the visit has waited `waitMs` for WordPress since it arrived: every call of one
 * page shares it, so a page's calls in a row cannot add up to minutes. Outside a request, `waitMs`
 * from now.
 */
export function visitDeadline(waitMs: number): AbortSignal {
  const visit = visits.getStore();
  if (!visit) return AbortSignal.timeout(waitMs);
  visit.deadline ??= AbortSignal.timeout(Math.max(0, visit.startedAt + waitMs - Date.now()));
  return visit.deadline;
}

/** Records that WordPress failed this visit (the first fault is the one told). */
export function noteFault(fault: UpstreamFault): void {
  const visit = visits.getStore();
  if (visit) visit.fault ??= fault;
}

export function visitFault(): UpstreamFault | undefined {
  return visits.getStore()?.fault;
}

/** `call`, with an UpstreamError it throws recorded on the visit. */
export function notingFaults<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await call(...args);
    } catch (error) {
      if (error instanceof UpstreamError) noteFault(error.fault);
      throw error;
    }
  };
}
