// The page's side of the variation worker, with an in-process stand-in for the Worker (jsdom has
// none): each message the worker posts arrives in its own task, as in a browser.
import type { ProductVariation } from '../../contracts/store';
import { toWpApiError } from './errors';
import { answerVariationsRequest, type VariationsRequest } from './variationBatches';
import { fetchInWorker, readVariations } from './variationsFetch';
import { VariationTable, variationArray } from './variationTable';

class InProcessWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  tasks = 0;

  constructor(private readonly fetchList: typeof fetch) {}

  postMessage(request: VariationsRequest): void {
    void answerVariationsRequest(request, this.fetchList, (message, transfer = []) => {
      // As a browser does: the buffers leave the worker, a copy of the rest arrives.
      const data = structuredClone(message, { transfer });
      setTimeout(() => {
        this.tasks += 1;
        if (!this.terminated) this.onmessage?.({ data } as MessageEvent);
      }, 0);
    });
  }

  terminate(): void {
    this.terminated = true;
  }
}

const request: VariationsRequest = {
  url: 'https://shop.test/wp-json/woo-variation-swatches/v1/single-product/7',
  init: { method: 'GET', headers: {}, credentials: 'include' },
};

const variations = Array.from(
  { length: 900 },
  (_, n) => ({ variation_id: n, attributes: {} }) as ProductVariation,
);

it('answers the head first, then the whole list as one table', async () => {
  const worker = new InProcessWorker(
    (async () => new Response(JSON.stringify(variations), { status: 200 })) as typeof fetch,
  );
  const response = await fetchInWorker(request, () => worker as unknown as Worker);
  expect(response.status).toBe(200);
  const list = await readVariations(response);
  expect(list).toBeInstanceOf(VariationTable);
  expect(variationArray(list)).toEqual(variations);
  // head, then the table: one task each.
  expect(worker.tasks).toBe(2);
  expect(worker.terminated).toBe(true);
});

it('answers an error as a Response with its body, which reads as the WordPress error', async () => {
  const body = { code: 'rest_forbidden', message: 'نه', data: { status: 403 } };
  const worker = new InProcessWorker(
    (async () => new Response(JSON.stringify(body), { status: 403 })) as typeof fetch,
  );
  const response = await fetchInWorker(request, () => worker as unknown as Worker);
  const error = await toWpApiError(response);
  expect([error.code, error.status, error.message]).toEqual(['rest_forbidden', 403, 'نه']);
});

it('rejects a body that is not JSON with the same invalid_json error as readJson', async () => {
  const worker = new InProcessWorker(
    (async () => new Response('<html>', { status: 200 })) as typeof fetch,
  );
  const response = await fetchInWorker(request, () => worker as unknown as Worker);
  await expect(readVariations(response)).rejects.toMatchObject({ code: 'invalid_json' });
});

it('rejects like fetch when the worker cannot reach the server', async () => {
  const worker = new InProcessWorker((async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch);
  await expect(fetchInWorker(request, () => worker as unknown as Worker)).rejects.toThrow(
    TypeError,
  );
});

it('fails the list with fetch_error when the body is cut off after the head', async () => {
  const cutOff = {
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: new Headers(),
    text: () => Promise.reject(new TypeError('network error')),
  } as unknown as Response;
  const worker = new InProcessWorker((async () => cutOff) as typeof fetch);
  const response = await fetchInWorker(request, () => worker as unknown as Worker);
  await expect(readVariations(response)).rejects.toMatchObject({ code: 'fetch_error' });
});

describe('without a worker', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('fetches on the page when the worker cannot start', async () => {
    const seen: string[] = [];
    globalThis.fetch = (async (url: string) => {
      seen.push(url);
      return new Response(JSON.stringify(variations.slice(0, 2)), { status: 200 });
    }) as typeof fetch;
    const response = await fetchInWorker(request, () => {
      throw new Error('blocked by the content security policy');
    });
    expect(seen).toEqual([request.url]);
    expect(await readVariations(response)).toEqual(variations.slice(0, 2));
  });
});

it('a Response from elsewhere (a preloaded answer) is read as JSON', async () => {
  const response = new Response(JSON.stringify(variations.slice(0, 3)), { status: 200 });
  expect(await readVariations(response)).toEqual(variations.slice(0, 3));
});
