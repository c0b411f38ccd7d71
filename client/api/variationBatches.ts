// The swatch plugin's variation list of a large product is megabytes of JSON (custom-sneaker:
// 5,316 variations, 10 MB). A worker fetches and parses it and sends it over as one table of
// columns (variationTable.ts) whose buffers are transferred, so the page neither parses the body
// nor deserialises thousands of objects. This is what the page asks, what the worker answers and
// how the page reads the answer; plain functions, so jsdom tests can check them without a Worker.
import { encodeVariations, transferables, type EncodedVariations } from './variationTable';

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
  /** The list, in columns. */
  | { kind: 'table'; table: EncodedVariations }
  /** Valid JSON that is not a list: handed on as it is, as api-fetch would. */
  | { kind: 'other'; value: unknown }
  /** Not JSON at all. */
  | { kind: 'invalid' };

/** A message and the buffers it hands over. */
export interface PostedMessage {
  message: VariationsMessage;
  transfer: ArrayBuffer[];
}

/** What the worker sends for the text of one answer. */
export function variationsMessage(text: string): PostedMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { message: { kind: 'invalid' }, transfer: [] };
  }
  if (!Array.isArray(parsed)) return { message: { kind: 'other', value: parsed }, transfer: [] };
  const table = encodeVariations(parsed as Parameters<typeof encodeVariations>[0]);
  return { message: { kind: 'table', table }, transfer: transferables(table) };
}

/** What the worker does with one request; `post` sends a message to the page. */
export async function answerVariationsRequest(
  request: VariationsRequest,
  fetchList: typeof fetch,
  post: (message: VariationsMessage, transfer?: ArrayBuffer[]) => void,
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
  const { message, transfer } = variationsMessage(text);
  post(message, transfer);
}
