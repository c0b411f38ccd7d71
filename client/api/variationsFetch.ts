// The variation list of a product page. api-fetch makes the request (its middlewares build the
// URL, nonce and _locale); its fetch handler hands a request marked `inWorker` to a worker, which
// fetches and parses it, so a 10 MB list neither arrives on nor is parsed on the page's main
// thread; the list comes over as one table of transferred columns (variationBatches.ts), whose
// objects are made only as the page reads them (variationTable.ts). Every other
// request, and every request where there is no Worker (jsdom, the server renderer), goes through
// api-fetch's own handler unchanged.
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import type { ProductVariation } from '../../contracts/store';
import { toWpApiError } from './errors';
import { observed } from './observedFetch';
import { readJson } from './responses';
import { wpFetch } from './wp';
import type { VariationsMessage, VariationsRequest } from './variationBatches';
import { VariationTable, type VariationList } from './variationTable';

export interface InWorkerOptions extends APIFetchOptions {
  /** Fetch and parse in the variation worker; the answer is read with readVariations(). */
  inWorker?: true;
}

/** Starts the worker; webpack bundles the worker file from this very expression. */
export function startVariationsWorker(): Worker {
  // @ts-expect-error TS1343: webpack reads import.meta.url here; tsc checks the client as CommonJS.
  return new Worker(new URL('./variations.worker.ts', import.meta.url));
}

// What api-fetch's own handler sends with every request (its DEFAULT_HEADERS and DEFAULT_OPTIONS).
const ACCEPT = 'application/json, */*;q=0.1';
const CREDENTIALS: RequestCredentials = 'include';

/** The list a worker answer carries, by the Response the handler gave api-fetch. */
const lists = new WeakMap<Response, Promise<VariationList<ProductVariation>>>();

/**
 * fetch() done by a worker: resolves with the status and headers (and the body of an error
 * answer); the list of a 2xx answer is read with readVariations(). Falls back to the page's fetch
 * when the worker cannot start or run.
 */
export function fetchInWorker(
  request: VariationsRequest,
  startWorker: () => Worker = startVariationsWorker,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = startWorker();
    } catch {
      globalThis.fetch(request.url, request.init).then(resolve, reject);
      return;
    }
    let head: ResponseInit | null = null;
    let settleList: {
      resolve(list: VariationList<ProductVariation>): void;
      reject(reason: unknown): void;
    };
    const list = new Promise<VariationList<ProductVariation>>((resolveList, rejectList) => {
      settleList = { resolve: resolveList, reject: rejectList };
    });
    // The answer may fail before anyone reads the list; that is reported through readVariations.
    list.catch(() => undefined);

    worker.onmessage = (event: MessageEvent<VariationsMessage>) => {
      const message = event.data;
      switch (message.kind) {
        case 'head': {
          head = {
            status: message.status,
            statusText: message.statusText,
            headers: message.headers,
          };
          if (message.status < 200 || message.status > 299) return;
          const response = new Response(null, head);
          lists.set(response, list);
          resolve(response);
          return;
        }
        case 'errorBody':
          worker.terminate();
          resolve(new Response(message.text, head ?? undefined));
          return;
        case 'unreachable':
          worker.terminate();
          // Before the head, the request failed; after it, the body was cut off.
          if (head === null) reject(new TypeError(message.message || 'Failed to fetch'));
          else toWpApiError({ code: 'fetch_error' }).then(settleList.reject, settleList.reject);
          return;
        case 'table':
          worker.terminate();
          settleList.resolve(new VariationTable<ProductVariation>(message.table));
          return;
        case 'other':
          worker.terminate();
          // Valid JSON that is no list is handed on as it came, as readJson would.
          settleList.resolve(message.value as VariationList<ProductVariation>);
          return;
        case 'invalid':
          worker.terminate();
          toWpApiError({ code: 'invalid_json' }).then(settleList.reject, settleList.reject);
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      // The worker script could not load or run: before an answer, the page fetches it itself.
      if (head === null) globalThis.fetch(request.url, request.init).then(resolve, reject);
      else toWpApiError({ code: 'invalid_json' }).then(settleList.reject, settleList.reject);
    };
    worker.postMessage(request);
  });
}

const observedFetchInWorker = observed((input, init) =>
  fetchInWorker({
    url: String(input),
    init: {
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      credentials: init?.credentials ?? CREDENTIALS,
    },
  }),
);

/** api-fetch's handler for a GET marked inWorker with parse: false, as its own would answer. */
function inWorkerHandler(options: InWorkerOptions): Promise<Response> {
  const target = new URL(options.url ?? options.path ?? '', location.href).href;
  return observedFetchInWorker(target, {
    method: 'GET',
    headers: { Accept: ACCEPT, ...options.headers },
    credentials: CREDENTIALS,
  }).then(
    (response) => {
      // api-fetch rejects with the Response itself when it is not 2xx and parse is false.
      if (!response.ok) throw response;
      return response;
    },
    () => {
      throw navigator.onLine
        ? { code: 'fetch_error', message: 'Could not get a valid response from the server.' }
        : { code: 'offline_error', message: 'Unable to connect.' };
    },
  );
}

/** The handler api-fetch uses from the first variation list on: marked requests to the worker. */
export function fetchHandler(options: APIFetchOptions): Promise<unknown> {
  const marked =
    (options as InWorkerOptions).inWorker === true &&
    options.parse === false &&
    (options.method ?? 'GET') === 'GET' &&
    typeof Worker !== 'undefined';
  return marked ? inWorkerHandler(options) : apiFetch.defaultFetchHandler(options);
}

/** The list of an answer to an inWorker request; any other Response is read here, as readJson. */
export function readVariations(response: Response): Promise<VariationList<ProductVariation>> {
  return lists.get(response) ?? readJson<ProductVariation[]>(response);
}

let handlerInstalled = false;

/**
 * GET `path` through api-fetch (its middlewares build the URL, nonce and _locale, and read its
 * errors) and answer the variation list, fetched and parsed by the worker where there is one.
 */
export async function fetchVariations(path: string): Promise<VariationList<ProductVariation>> {
  if (!handlerInstalled) {
    handlerInstalled = true;
    // Every request that is not marked still goes through api-fetch's own handler.
    apiFetch.setFetchHandler(fetchHandler);
  }
  const options: InWorkerOptions = { path, parse: false, inWorker: true };
  return readVariations(await wpFetch<Response>(options));
}
