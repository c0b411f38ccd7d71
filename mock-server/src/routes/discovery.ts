// GET /wp-json/.
import type { FastifyInstance } from 'fastify';
import { SITE_TIMEZONE, SITE_UTC_OFFSET_MINUTES } from '../domain/siteTime';
import { requestOrigin } from '../http/origin';
import { discoveryRouteSchema } from './schemas/wordpress';

const API_ROOT = '/wp-json';

/** Fastify's `:id(^\\d+$)` written as WordPress lists it: `(?P<id>[\\d]+)`. */
export function wordpressPattern(path: string): string {
  return path.replace(/:(\w+)\(\^\\d\+\$\)/g, '(?P<$1>[\\d]+)').replace(/:(\w+)/g, '(?P<$1>[^/]+)');
}

/**
 * GET /wp-json/: a small version of WordPress's index, listing the namespaces and routes that
 * are really registered (including ones added later by other route groups). Call it before
 * registering the routes it should list.
 */
export function registerDiscoveryRoute(app: FastifyInstance, siteName: () => string): void {
  const routes = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_ROOT}/`) || route.url === `${API_ROOT}/`) return;
    const path = wordpressPattern(route.url.slice(API_ROOT.length));
    const methods = routes.get(path) ?? new Set<string>();
    for (const method of [route.method].flat()) if (method !== 'HEAD') methods.add(method);
    routes.set(path, methods);
  });

  app.get(`${API_ROOT}/`, { schema: discoveryRouteSchema }, async (request) => {
    const origin = requestOrigin(request);
    const namespaces = new Set<string>();
    const listed: Record<string, { namespace: string; methods: string[] }> = {};
    for (const [path, methods] of routes) {
      const namespace = path.split('/').slice(1, 3).join('/');
      namespaces.add(namespace);
      listed[path] = { namespace, methods: [...methods].sort() };
    }
    return {
      name: siteName(),
      description: '',
      url: origin,
      home: origin,
      gmt_offset: SITE_UTC_OFFSET_MINUTES / 60,
      timezone_string: SITE_TIMEZONE,
      namespaces: [...namespaces].sort(),
      authentication: {},
      routes: listed,
    };
  });
}
