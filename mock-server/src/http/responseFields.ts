// WordPress's `_fields` global parameter (rest_filter_response_fields), once for every REST
// route: only the named fields of the answer (of each item of a list) are sent, nested ones
// written with dots (`title.rendered`). `_links` and `_embedded` are fields like any other: kept
// only when named, as WordPress adds them only then (the shop's answers carry no links today).
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A branch of the requested fields: `true` keeps the whole value, a tree keeps parts of it. */
type FieldTree = Map<string, true | FieldTree>;

/**
 * The `_fields` values of the query string as PHP reads them: `_fields=a,b` (the last one wins
 * when repeated) or `_fields[]=a&_fields[]=b`; undefined when absent.
 */
export function fieldsParameter(rawUrl: string): string[] | undefined {
  const queryStart = rawUrl.indexOf('?');
  // Most requests name no fields: skip parsing their query.
  if (queryStart < 0 || !rawUrl.includes('_fields', queryStart)) return undefined;
  let value: string[] | undefined;
  let fromBrackets = false;
  for (const [name, item] of new URLSearchParams(rawUrl.slice(queryStart + 1))) {
    if (name === '_fields') {
      value = [item];
      fromBrackets = false;
    } else if (/^_fields\[[^\]]*\]$/.test(name)) {
      value = fromBrackets && value ? [...value, item] : [item];
      fromBrackets = true;
    }
  }
  if (value === undefined) return undefined;
  // wp_parse_list splits a string on commas and white space; list items are taken whole.
  const list = fromBrackets ? value : value.flatMap((text) => text.split(/[\s,]+/));
  return list.map((field) => field.trim()).filter((field) => fromBrackets || field !== '');
}

/** The nested map WordPress builds: a field named whole wins over its sub-fields. */
export function fieldTree(fields: readonly string[]): FieldTree {
  const tree: FieldTree = new Map();
  fields: for (const field of fields) {
    const parts = field.split('.');
    let branch = tree;
    while (parts.length > 1) {
      const next = parts.shift() as string;
      const existing = branch.get(next);
      // The parent is already kept whole: its sub-fields change nothing.
      if (existing === true) continue fields;
      const child: FieldTree = existing ?? new Map();
      branch.set(next, child);
      branch = child;
    }
    branch.set(parts[0] as string, true);
  }
  return tree;
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

/**
 * _rest_array_intersect_key_recursive, with PHP's array encoding: what is left is a JSON list
 * when its keys are 0, 1, 2… (so an emptied object is `[]`, as WordPress sends it), else an object.
 */
function intersect(value: Record<string, unknown> | unknown[], tree: FieldTree): unknown {
  const kept: [string, unknown][] = [];
  for (const [key, item] of Object.entries(value)) {
    const wanted = tree.get(key);
    if (wanted === undefined) continue;
    kept.push([key, wanted !== true && isContainer(item) ? intersect(item, wanted) : item]);
  }
  const isList = kept.every(([key], index) => key === String(index));
  return isList ? kept.map(([, item]) => item) : Object.fromEntries(kept);
}

/** The answer with only the requested fields (each item's, for a list). */
export function filterResponseFields(data: unknown, fields: readonly string[]): unknown {
  if (fields.length === 0 || !isContainer(data)) return data;
  const tree = fieldTree(fields);
  if (Array.isArray(data)) {
    return data.map((item) => (isContainer(item) ? intersect(item, tree) : item));
  }
  return intersect(data, tree);
}

function bodyText(payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload;
  if (payload instanceof Uint8Array) return Buffer.from(payload).toString('utf8');
  return undefined;
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^application\/json\b/i.test(contentType);
}

const trimmedByRoute = new WeakSet<FastifyRequest>();

/**
 * A route that applied `_fields` itself (the Store API's products, from their per-product JSON
 * cache) says so, and its answer is not parsed and written again here: that doubled the cost of
 * the search box's instant results.
 */
export function markFieldsApplied(request: FastifyRequest): void {
  trimmedByRoute.add(request);
}

function appliesTo(request: FastifyRequest, status: number): boolean {
  // WordPress leaves errors whole ($response->is_error()).
  return request.url.startsWith('/wp-json/') && status < 400;
}

/**
 * Every REST answer goes through here after serialisation (so each route's response schema
 * still checks the whole answer) and before compression. Read from the raw URL, since a route's
 * query schema may drop parameters it does not name.
 */
export function installResponseFields(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!appliesTo(request, reply.statusCode) || trimmedByRoute.has(request)) return payload;
    const fields = fieldsParameter(request.raw.url ?? request.url);
    if (fields === undefined || fields.length === 0) return payload;
    if (!isJson(reply.getHeader('content-type'))) return payload;
    const text = bodyText(payload);
    if (text === undefined || text === '') return payload;
    const filtered = JSON.stringify(filterResponseFields(JSON.parse(text), fields));
    reply.removeHeader('content-length');
    return filtered;
  });
}
