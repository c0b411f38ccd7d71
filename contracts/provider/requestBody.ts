// Pact's verifier proxy (pact-js 16.4, src/dsl/verifier/proxy) parses every JSON and urlencoded
// request body, then sends JSON.stringify of the parsed value on under the original
// Content-Length (pact-js issues 884 and 1602). A urlencoded body reaches the site as JSON, and
// shorter or longer than announced: nginx waits for bytes that never come. An empty JSON object
// is sent as no bytes at all. This filter puts real bytes back, with their own Content-Length.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the proxy's request filter is given: Node's request with the body its parsers made. */
export type ProxiedRequest = IncomingMessage & { body?: unknown };

export type RequestFilter = (
  request: ProxiedRequest,
  response: ServerResponse,
  next: () => void,
) => void;

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

type FormFields = Record<string, string | string[]>;

/**
 * A flat urlencoded body as the proxy's parser (qs, through body-parser) reads it: a repeated
 * name gives a list. Names with brackets are nested by that parser, so they never match here.
 */
function formFields(body: string): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const earlier = fields[name];
    if (earlier === undefined) fields[name] = value;
    else fields[name] = Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
  }
  return fields;
}

function isFlatForm(value: unknown): value is FormFields {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (field) =>
        typeof field === 'string' ||
        (Array.isArray(field) && field.every((item) => typeof item === 'string')),
    )
  );
}

/** The pact's own bytes for a parsed form body; re-encoded only when no pact body parses to it. */
function formBytes(parsed: unknown, pactForms: readonly string[]): Buffer | undefined {
  const wanted = JSON.stringify(parsed);
  const recorded = pactForms.find((body) => JSON.stringify(formFields(body)) === wanted);
  if (recorded !== undefined) return Buffer.from(recorded, 'utf8');
  if (!isFlatForm(parsed)) return undefined;
  const encoded = new URLSearchParams();
  for (const [name, value] of Object.entries(parsed)) {
    for (const item of Array.isArray(value) ? value : [value]) encoded.append(name, item);
  }
  return Buffer.from(encoded.toString(), 'utf8');
}

/**
 * `pactForms`: the urlencoded request bodies of the pact being verified, exactly as recorded.
 * The verifier sends those bytes to the proxy, so a parsed form is matched back to them.
 */
export function exactBodyFilter(pactForms: readonly string[]): RequestFilter {
  return (request, response, next) => {
    const parsed = request.body;
    // Raw bodies stay Buffers in the proxy and are passed on as they came.
    if (parsed === undefined || Buffer.isBuffer(parsed)) {
      next();
      return;
    }
    const isForm = (request.headers['content-type'] ?? '')
      .toLowerCase()
      .includes(FORM_CONTENT_TYPE);
    const bytes = isForm
      ? formBytes(parsed, pactForms)
      : Buffer.from(JSON.stringify(parsed), 'utf8');
    if (!bytes) {
      // Never send a body the site would read differently from the pact: say so instead.
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('the verifier cannot re-encode this nested form body exactly');
      return;
    }
    request.body = bytes;
    request.headers['content-length'] = String(bytes.length);
    delete request.headers['transfer-encoding'];
    next();
  };
}

/** The urlencoded request bodies of a pact file's interactions (V3/V4 body objects or strings). */
export function pactFormBodies(interactions: readonly unknown[]): string[] {
  const bodies: string[] = [];
  for (const interaction of interactions) {
    if (typeof interaction !== 'object' || interaction === null) continue;
    const request: unknown = 'request' in interaction ? interaction.request : undefined;
    if (typeof request !== 'object' || request === null || !('body' in request)) continue;
    const body: unknown = request.body;
    if (typeof body === 'string') {
      bodies.push(body);
    } else if (
      typeof body === 'object' &&
      body !== null &&
      'content' in body &&
      typeof body.content === 'string' &&
      'contentType' in body &&
      typeof body.contentType === 'string' &&
      body.contentType.toLowerCase().startsWith(FORM_CONTENT_TYPE) &&
      !('encoded' in body && body.encoded === 'base64')
    ) {
      bodies.push(body.content);
    }
  }
  return bodies;
}
