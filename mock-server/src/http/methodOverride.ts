// WordPress's method override (?_method= or X-HTTP-Method-Override on a POST to /wp-json/), for
// clients that can only POST. Anything but PUT, PATCH or DELETE is refused.
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';
import { METHOD_OVERRIDE_HEADER } from '../../../contracts/wp';
import { messages } from './messages';
import { WpHttpError } from './wpError';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);
const REJECTED = Symbol('rejectedMethodOverride');

type RawRequest = RawRequestDefaultExpression & { [REJECTED]?: string };

function requestedOverride(raw: RawRequest): string | undefined {
  const url = raw.url ?? '';
  const queryStart = url.indexOf('?');
  if (queryStart >= 0) {
    // WordPress reads ?_method= before the header.
    const fromQuery = new URLSearchParams(url.slice(queryStart + 1)).get('_method');
    if (fromQuery !== null) return fromQuery;
  }
  const header = raw.headers[METHOD_OVERRIDE_HEADER.toLowerCase()];
  return Array.isArray(header) ? header[0] : header;
}

/**
 * Fastify's rewriteUrl runs before routing (for app.inject too), so changing the method here
 * routes a POST as the method it names. Only POST to the REST API can be overridden.
 */
export function rewriteOverriddenMethod(raw: RawRequest): string {
  const url = raw.url ?? '/';
  if (raw.method !== 'POST' || !url.startsWith('/wp-json/')) return url;
  const override = requestedOverride(raw);
  if (override === undefined || override === '') return url;
  const method = override.toUpperCase();
  if (OVERRIDABLE.has(method)) raw.method = method;
  else if (method !== 'POST') raw[REJECTED] = override;
  return url;
}

/**
 * Decision: an override naming any other method is refused with 400 rather than silently
 * run as a POST, so a typo never performs a write the caller did not ask for.
 */
export function installMethodOverrideCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const rejected = (request.raw as RawRequest)[REJECTED];
    if (rejected !== undefined) {
      throw new WpHttpError(400, 'rest_invalid_param', messages.invalidParams(['_method']), {
        data: { params: { _method: messages.invalidMethodOverride } },
      });
    }
  });
}
