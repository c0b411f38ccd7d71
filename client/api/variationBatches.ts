// The swatch plugin's variation list of a large product is megabytes of JSON (custom-sneaker:
// 5,316 variations, 10 MB). A worker fetches and parses it and sends it over in batches, each its
// own message, so the page never stops for the body or one long parse. This is what the page asks,
// what the worker answers and how the page puts the list back together; plain functions, so jsdom
// tests can check them without a Worker.
import type { ClassicVariationImage, ProductVariation } from '../../contracts/store';

/**
 * Variations per message: the page unpacks each message in its own task, and about 400 variations
 * take a phone a few tens of milliseconds to unpack (the long-task line is 50 ms).
 */
export const VARIATION_BATCH_SIZE = 400;

/** The request exactly as api-fetch built it (absolute URL, nonce header, _locale, cookies). */
export interface VariationsRequest {
  url: string;
  init: { method: string; headers: Record<string, string>; credentials: RequestCredentials };
}

export type VariationsMessage =
  /** The status line and headers, first, as soon as they arrive. */
  | { kind: 'head'; status: number; statusText: string; headers: [string, string][] }
  /** The body of an answer that is not 2xx (a WordPress error), for the page to read. */
  | { kind: 'errorBody'; text: string }
  /** No answer at all (offline, refused): fetch's TypeError. */
  | { kind: 'unreachable'; message: string }
  | { kind: 'batch'; variations: ProductVariation[] }
  /** Every batch has been sent. */
  | { kind: 'done' }
  /** Valid JSON that is not a list: handed on as it is, as api-fetch would. */
  | { kind: 'other'; value: unknown }
  /** Not JSON at all. */
  | { kind: 'invalid' };

/**
 * Makes identical image objects one shared object, in place. The plugin repeats the same image
 * (its url, srcset and sizes) on every variation of a colour; structured clone copies a shared
 * object once per message, which cuts what each batch carries by about two thirds.
 */
export function shareIdenticalImages(variations: ProductVariation[]): void {
  const shared = new Map<string, ClassicVariationImage>();
  for (const variation of variations) {
    const { image } = variation;
    if (typeof image !== 'object' || image === null) continue;
    const key = JSON.stringify(image);
    const first = shared.get(key);
    if (first) variation.image = first;
    else shared.set(key, image);
  }
}

/** What the worker sends for the text of one answer, in order. */
export function variationsMessages(
  text: string,
  batchSize = VARIATION_BATCH_SIZE,
): VariationsMessage[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [{ kind: 'invalid' }];
  }
  if (!Array.isArray(parsed)) return [{ kind: 'other', value: parsed }];
  const variations = parsed as ProductVariation[];
  shareIdenticalImages(variations);
  const messages: VariationsMessage[] = [];
  for (let start = 0; start < variations.length; start += batchSize) {
    messages.push({ kind: 'batch', variations: variations.slice(start, start + batchSize) });
  }
  messages.push({ kind: 'done' });
  return messages;
}

/** What the worker does with one request; `post` sends a message to the page. */
export async function answerVariationsRequest(
  request: VariationsRequest,
  fetchList: typeof fetch,
  post: (message: VariationsMessage) => void,
): Promise<void> {
  let text: string;
  let ok: boolean;
  try {
    const response = await fetchList(request.url, request.init);
    post({
      kind: 'head',
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
    });
    ok = response.ok;
    text = await response.text();
  } catch (reason) {
    post({ kind: 'unreachable', message: reason instanceof Error ? reason.message : '' });
    return;
  }
  if (!ok) {
    post({ kind: 'errorBody', text });
    return;
  }
  for (const message of variationsMessages(text)) post(message);
}

/** The outcome of the messages so far: still waiting, the list, another value, or not JSON. */
export type CollectedVariations =
  { state: 'waiting' } | { state: 'done'; value: unknown } | { state: 'invalid' };

/** Puts the batches back together in the order they were sent. */
export function variationsCollector(): (
  message: Extract<VariationsMessage, { kind: 'batch' | 'done' | 'other' | 'invalid' }>,
) => CollectedVariations {
  const variations: ProductVariation[] = [];
  return (message) => {
    switch (message.kind) {
      case 'batch':
        for (const variation of message.variations) variations.push(variation);
        return { state: 'waiting' };
      case 'done':
        return { state: 'done', value: variations };
      case 'other':
        return { state: 'done', value: message.value };
      case 'invalid':
        return { state: 'invalid' };
    }
  };
}
