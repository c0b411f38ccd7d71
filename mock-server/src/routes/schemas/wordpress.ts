// Request and response schemas of the WordPress core routes (wp/v2 posts, pages, media, the
// REST index, the nonce and health checks). Item shapes are passed through whole: the views in
// domain/postView.ts and domain/mediaView.ts decide their keys and order.
import {
  jsonResponses,
  openListSchema,
  openObjectSchema,
  textOrWpErrorSchema,
  textSchema,
  WP_ERROR_RESPONSES,
} from '../../http/responseSchemas';
import { noQueryArgumentsSchema } from './paths';

/** `(?P<id>[\d]+)`: the route pattern already refuses anything else (rest_no_route). */
export const wpIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^\\d+$' } },
} as const;

/** What a delete with force=true answers: the item as it was. */
const deletedSchema = {
  type: 'object',
  required: ['deleted', 'previous'],
  properties: { deleted: { type: 'boolean' }, previous: openObjectSchema },
} as const;

export const healthRouteSchema = {
  querystring: noQueryArgumentsSchema,
  response: {
    200: {
      type: 'object',
      additionalProperties: false,
      required: ['status'],
      properties: { status: { type: 'string' } },
    },
  },
} as const;

/** admin-ajax.php answers text: the nonce, or "0" with 400 (never the WP_Error shape). */
export const nonceRouteSchema = {
  // Any query or form field may come; only `action` is read, as sent.
  querystring: { type: 'object', properties: { action: {} } },
  response: { ...WP_ERROR_RESPONSES, 200: textSchema, 400: textOrWpErrorSchema },
} as const;

/** GET /wp-json/: the index of namespaces and routes. */
export const discoveryRouteSchema = {
  querystring: noQueryArgumentsSchema,
  response: jsonResponses({
    type: 'object',
    properties: {
      name: { type: 'string' },
      description: { type: 'string' },
      url: { type: 'string' },
      home: { type: 'string' },
      gmt_offset: { type: 'number' },
      timezone_string: { type: 'string' },
      namespaces: { type: 'array', items: { type: 'string' } },
      authentication: openObjectSchema,
      routes: {
        type: 'object',
        additionalProperties: {
          type: 'object',
          properties: {
            namespace: { type: 'string' },
            methods: { type: 'array', items: { type: 'string' } },
          },
        },
      },
    },
  }),
} as const;

export const itemListResponses = jsonResponses(openListSchema);

export const itemRouteSchema = {
  params: wpIdParamsSchema,
  querystring: noQueryArgumentsSchema,
  response: jsonResponses(openObjectSchema),
} as const;

export const deleteItemResponses = jsonResponses(deletedSchema);

/** Media upload answers 201 with the new item. */
export const uploadResponses = { 201: openObjectSchema, ...WP_ERROR_RESPONSES } as const;

/** OPTIONS on any REST route: its description (contracts/wp.ts WpRouteDescription). */
export const routeOptionsRouteSchema = {
  /** The rest of the path, looked up among the registered routes by the handler. */
  params: { type: 'object', properties: { '*': { type: 'string' } } },
  querystring: noQueryArgumentsSchema,
  response: jsonResponses({
    type: 'object',
    required: ['namespace', 'methods', 'endpoints'],
    properties: {
      namespace: { type: 'string' },
      methods: { type: 'array', items: { type: 'string' } },
      endpoints: {
        type: 'array',
        items: {
          type: 'object',
          required: ['methods', 'args'],
          properties: {
            methods: { type: 'array', items: { type: 'string' } },
            args: { type: 'object', additionalProperties: openObjectSchema },
          },
        },
      },
      schema: openObjectSchema,
      _links: openObjectSchema,
    },
  }),
} as const;

/** wp/v2/users/me: a user in the asked context (contracts/wp.ts WpUser, WpUserEdit). */
export const currentUserRouteSchema = { response: jsonResponses(openObjectSchema) } as const;
