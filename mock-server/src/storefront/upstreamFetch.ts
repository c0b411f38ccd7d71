// The fetch the storefront's own calls to WordPress go through (the REST index, a shopper's
// nonce, the page renderer's data): within the page's deadline, no more than answerMaxBytes read
// into memory, and the shopper's address in X-Forwarded-For, as forwarded requests carry it.
// Failures come out as an UpstreamError naming the fault.
import type { UpstreamLimits } from './upstreamLimits';
import { UpstreamError, visitDeadline, visitorAddress } from './visit';

type Fetch = (request: Request) => Promise<Response>;

/** A call that may wait at most `waitMs` of its own, inside the page's deadline. */
export type UpstreamCall = (request: Request, waitMs?: number) => Promise<Response>;

/** Statuses whose answer has no body (a Response refuses one). */
const BODILESS = new Set([101, 204, 205, 304]);

/** WordPress's own front server saying it cannot answer now (nginx's 502/504, maintenance 503). */
const UNAVAILABLE = new Set([502, 503, 504]);

function failure(error: unknown, signal: AbortSignal, url: string): unknown {
  if (error instanceof UpstreamError) return error;
  if (
    signal.aborted &&
    signal.reason instanceof DOMException &&
    signal.reason.name === 'TimeoutError'
  ) {
    return new UpstreamError('timeout', `${url} did not answer in time`, { cause: error });
  }
  if (signal.aborted) return error;
  return new UpstreamError('unreachable', `${url} could not be reached`, { cause: error });
}

/** The body's bytes, or an UpstreamError as soon as they pass `max`. */
async function readAtMost(
  response: Response,
  max: number,
  url: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > max) {
    await response.body?.cancel();
    throw new UpstreamError('too_large', `${url} announced ${declared} bytes`);
  }
  if (!response.body) return new Uint8Array(0);
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new UpstreamError('too_large', `${url} sent more than ${max} bytes`);
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

export function upstreamFetch(fetch: Fetch, limits: UpstreamLimits): UpstreamCall {
  return async (request, waitMs) => {
    const signal = AbortSignal.any([
      request.signal,
      visitDeadline(limits.pageWaitMs),
      ...(waitMs === undefined ? [] : [AbortSignal.timeout(waitMs)]),
    ]);
    const headers = new Headers(request.headers);
    const address = visitorAddress();
    if (address !== undefined) headers.set('x-forwarded-for', address);
    const body = request.body ? await request.arrayBuffer() : undefined;
    try {
      const response = await fetch(
        new Request(request.url, { method: request.method, headers, body, signal }),
      );
      const bytes = await readAtMost(response, limits.answerMaxBytes, request.url);
      if (UNAVAILABLE.has(response.status)) {
        throw new UpstreamError('unavailable', `${request.url} answered ${response.status}`);
      }
      return new Response(BODILESS.has(response.status) ? null : bytes, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      throw failure(error, signal, request.url);
    }
  };
}
