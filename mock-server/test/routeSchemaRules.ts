// What "a route declares its schemas" means, for test/routeSchemas.test.ts in both modes: a
// params schema when the path has parameters, a querystring schema, a body schema for writes,
// and closed response schemas (objects that name every key they allow) for its successes.
import type { RouteOptions } from 'fastify';

export interface RouteCheck {
  key: string;
  missing: string[];
}

type Schema = Record<string, unknown>;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null;
}

/** The definition a local `$ref` (`#/definitions/name`) names in `root`. */
function definition(root: Schema, ref: unknown): unknown {
  const name = typeof ref === 'string' ? /^#\/definitions\/([^/]+)$/.exec(ref)?.[1] : undefined;
  const definitions = root.definitions;
  return name !== undefined && isSchema(definitions) ? definitions[name] : undefined;
}

/**
 * True when the schema says exactly what may come out: no open object anywhere in it. A `$ref`
 * to a definition of `root` is followed once; met again (a recursive schema), it is judged by
 * that first visit.
 */
export function isClosed(schema: unknown, root?: Schema, seen: Set<unknown> = new Set()): boolean {
  if (!isSchema(schema)) return false;
  const base = root ?? schema;
  const closed = (part: unknown) => isClosed(part, base, seen);
  if ('$ref' in schema) {
    const target = definition(base, schema.$ref);
    if (seen.has(target)) return true;
    seen.add(target);
    return target !== undefined && closed(target);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const parts = schema[key];
    if (Array.isArray(parts)) return parts.every(closed);
  }
  // if/then/else: the serialiser writes the branch the `if` picks, merged with the rest.
  if ('if' in schema) return closed(schema.then) && closed(schema.else);
  const type = schema.type;
  const types = Array.isArray(type) ? type : [type];
  if (types.includes('object')) {
    // A map whose values have a closed shape (the REST index's routes) is closed too.
    const extra = schema.additionalProperties;
    if (extra !== false && !(isSchema(extra) && closed(extra))) return false;
    const named = [schema.properties, schema.patternProperties].flatMap((part) =>
      isSchema(part) ? Object.values(part) : [],
    );
    return named.every(closed);
  }
  if (types.includes('array')) {
    const items = schema.items;
    return Array.isArray(items) ? items.every(closed) : closed(items);
  }
  return type !== undefined || 'const' in schema || 'enum' in schema;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/** The schema parts one method of a route lacks (empty when it declares them all). */
export function missingSchemas(method: string, route: RouteOptions): string[] {
  const schema = (route.schema ?? {}) as Schema;
  const missing: string[] = [];
  if (/[:*]/.test(route.url) && schema.params === undefined) missing.push('params');
  if (schema.querystring === undefined) missing.push('querystring');
  if (WRITES.has(method) && schema.body === undefined) missing.push('body');
  const responses = isSchema(schema.response) ? schema.response : undefined;
  if (responses === undefined) {
    missing.push('response');
  } else {
    const open = Object.entries(responses)
      .filter(([status]) => /^(2|3)/.test(status))
      .filter(([, part]) => !isClosed(part))
      .map(([status]) => status);
    if (open.length > 0) missing.push(`closed response ${open.join(',')}`);
  }
  return missing;
}

export function methodsOf(route: RouteOptions): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.filter((method) => method !== 'HEAD');
}

/** Every method of every route with what it lacks. */
export function checkRoutes(routes: readonly RouteOptions[]): RouteCheck[] {
  return routes.flatMap((route) =>
    methodsOf(route).map((method) => ({
      key: `${method} ${route.url}`,
      missing: missingSchemas(method, route),
    })),
  );
}
