// A route's request types derived from its schema (json-schema-to-ts), so a handler reads params,
// query and body as the schema that checked them says, never as an interface written beside it.
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { NamedArguments } from '../../../../contracts/schemaTypes';

interface RequestSchemas {
  params?: JSONSchema;
  querystring?: JSONSchema;
  body?: JSONSchema;
}

/**
 * Fastify's route generic (`app.get<RouteRequest<typeof schema>>`) for a route schema: params and
 * body as FromSchema reads them, the query as the arguments it names (contracts/schemaTypes.ts).
 */
export type RouteRequest<Schema extends RequestSchemas> = (Schema['params'] extends JSONSchema
  ? { Params: FromSchema<Schema['params']> }
  : unknown) &
  (Schema['querystring'] extends JSONSchema
    ? { Querystring: NamedArguments<Schema['querystring']> }
    : unknown) &
  (Schema['body'] extends JSONSchema ? { Body: FromSchema<Schema['body']> } : unknown);
