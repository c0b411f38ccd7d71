// OPTIONS on any REST route, once for all of them: WordPress answers a registered route with its
// description (namespace, methods, each endpoint's arguments) and an unknown one with 404
// rest_no_route. A CORS preflight is such a request; the answer grants no cross-origin access
// (no Access-Control-* headers: docs/decisions.md "OPTIONS and CORS").
import type { FastifyInstance, RouteOptions } from 'fastify';
import FindMyWay from 'find-my-way';
import type { WpRouteArgument, WpRouteDescription } from '../../../contracts/wp';
import { messages } from '../http/messages';
import { requestOrigin } from '../http/origin';
import { refused } from '../http/refusals';
import { ARGUMENT_KEYWORDS } from './schemas/routeArguments';
import { routeOptionsRouteSchema } from './schemas/wordpress';

const API_ROOT = '/wp-json';

/** WordPress's exposed headers, with WooCommerce's Cart-Token (as the recorded site sends). */
const EXPOSED_HEADERS = 'X-WP-Total, X-WP-TotalPages, Link, Cart-Token';

interface Endpoint {
  methods: string[];
  args: Record<string, WpRouteArgument>;
}

/** `wc/store/v1`, `wp/v2`, `contact-form-7/v1`: the path up to its version segment. */
export function routeNamespace(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const version = segments.findIndex((segment) => /^v\d+$/.test(segment));
  return segments.slice(0, version >= 0 ? version + 1 : 2).join('/');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The arguments one part of a route schema (params, querystring, body) names. */
function argumentsOf(schema: unknown): Record<string, WpRouteArgument> {
  if (!isRecord(schema) || !isRecord(schema.properties)) return {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  const args: Record<string, WpRouteArgument> = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    const shown = Object.entries(isRecord(property) ? property : {}).filter(([keyword]) =>
      ARGUMENT_KEYWORDS.has(keyword),
    );
    args[name] = { ...Object.fromEntries(shown), required: required.includes(name) };
  }
  return args;
}

function endpointOf(route: RouteOptions): Endpoint {
  const schema = route.schema ?? {};
  return {
    methods: [route.method].flat().filter((method) => method !== 'HEAD' && method !== 'OPTIONS'),
    // WordPress lists URL, query and body arguments together.
    args: {
      ...argumentsOf(schema.params),
      ...argumentsOf(schema.querystring),
      ...argumentsOf(schema.body),
    },
  };
}

/**
 * Call before registering the routes to describe: every REST route added later (in any plugin)
 * is recorded, and a route with its own OPTIONS handler (CF7's schema route) keeps it.
 */
export function registerRestOptions(app: FastifyInstance): void {
  const endpoints = new Map<string, Endpoint[]>();
  const matcher = FindMyWay({ ignoreTrailingSlash: true });

  app.addHook('onRoute', (route) => {
    if (route.url !== API_ROOT && !route.url.startsWith(`${API_ROOT}/`)) return;
    const endpoint = endpointOf(route);
    if (endpoint.methods.length === 0) return;
    const list = endpoints.get(route.url);
    if (list) {
      list.push(endpoint);
      return;
    }
    endpoints.set(route.url, [endpoint]);
    // One method in the private router stands for the path, whatever its methods.
    matcher.on('GET', route.url, () => undefined, route.url);
  });

  /** The methods of the REST route at `path` (none for an unknown one), WordPress's Allow. */
  const methodsAt = (path: string): string[] | undefined => {
    const url: unknown = matcher.find('GET', path)?.store;
    const list = typeof url === 'string' ? endpoints.get(url) : undefined;
    return list?.flatMap((endpoint) => endpoint.methods);
  };

  // The headers WordPress's REST server puts on every answer (WP_REST_Server::serve_request,
  // rest_send_cors_headers, rest_send_allow_header), with WooCommerce's Cart-Token exposed.
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (path !== API_ROOT && !path.startsWith(`${API_ROOT}/`)) return payload;
    reply.header('x-robots-tag', 'noindex');
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    const vary = reply.getHeader('vary');
    const varies = String(vary ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase());
    if (!varies.includes('origin'))
      reply.header('vary', vary ? `${String(vary)}, Origin` : 'Origin');
    const methods = methodsAt(path);
    if (methods && methods.length > 0) reply.header('allow', [...new Set(methods)].join(', '));
    return payload;
  });

  app.route({
    method: 'OPTIONS',
    url: `${API_ROOT}/*`,
    schema: routeOptionsRouteSchema,
    handler: async (request): Promise<WpRouteDescription> => {
      const path = request.url.split('?')[0] ?? '';
      const url: unknown = matcher.find('GET', path)?.store;
      const list = typeof url === 'string' ? endpoints.get(url) : undefined;
      if (typeof url !== 'string' || list === undefined) {
        throw refused({ kind: 'notFound', code: 'rest_no_route', message: messages.noRoute });
      }
      const route = url.slice(API_ROOT.length) || '/';
      const description: WpRouteDescription = {
        namespace: routeNamespace(route),
        methods: list.flatMap((endpoint) => endpoint.methods),
        endpoints: list,
      };
      // WordPress links only a route without parameters to itself.
      if (!route.includes(':') && !route.includes('*')) {
        description._links = { self: [{ href: `${requestOrigin(request)}${API_ROOT}${route}` }] };
      }
      return description;
    },
  });
}
