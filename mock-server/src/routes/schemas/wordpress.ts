// Request and response schemas of the WordPress core routes (wp/v2 posts, pages, media, users,
// the REST index, the nonce and health checks), closed over the shapes contracts/wp.ts names in
// the order domain/postView.ts, domain/mediaView.ts and domain/userView.ts write them.
import { closedObject } from '../../../../contracts/closedObject';
import {
  wpDeletedSchema,
  wpMediaSchema,
  wpPageSchema,
  wpPostSchema,
  wpUserEditSchema,
  wpUserSchema,
} from '../../../../contracts/wpSchemas';
import {
  jsonResponses,
  textOrWpErrorSchema,
  textSchema,
  WP_ERROR_RESPONSES,
} from '../../http/responseSchemas';
import { noQueryArgumentsSchema } from './paths';
import { routeArgumentDefinitions, routeArgumentsSchema } from './routeArguments';

/** `(?P<id>[\d]+)`: the route pattern already refuses anything else (rest_no_route). */
export const wpIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^\\d+$' } },
} as const;

export const healthRouteSchema = {
  querystring: noQueryArgumentsSchema,
  response: {
    200: /* @__PURE__ */ closedObject({ status: { type: 'string' } }),
  },
} as const;

/** admin-ajax.php answers text: the nonce, or "0" with 400 (never the WP_Error shape). */
export const nonceRouteSchema = {
  // Any query or form field may come; only `action` is read, as sent.
  querystring: { type: 'object', properties: { action: {} } },
  response: { ...WP_ERROR_RESPONSES, 200: textSchema, 400: textOrWpErrorSchema },
} as const;

/**
 * A POST may carry `action` as a form field, in any body type or none (an absent body is no
 * object, and a `properties` without `type` makes ajv warn): the handler reads it.
 */
export const nonceBodySchema = {
  description: 'form or JSON fields, or none; only `action` is read, by the handler',
} as const;

/** GET /wp-json/: the index of namespaces and routes. */
export const discoveryRouteSchema = {
  querystring: noQueryArgumentsSchema,
  response: jsonResponses(
    /* @__PURE__ */ closedObject({
      name: { type: 'string' },
      description: { type: 'string' },
      url: { type: 'string' },
      home: { type: 'string' },
      gmt_offset: { type: 'number' },
      timezone_string: { type: 'string' },
      namespaces: { type: 'array', items: { type: 'string' } },
      /** The shop offers no REST authentication scheme (no application passwords). */
      authentication: { type: 'object', additionalProperties: false, properties: {} },
      routes: {
        type: 'object',
        additionalProperties: /* @__PURE__ */ closedObject({
          namespace: { type: 'string' },
          methods: { type: 'array', items: { type: 'string' } },
        }),
      },
    }),
  ),
} as const;

/** The route schema of one wp/v2 item (GET, and the writes that answer the item). */
function itemRouteSchema<Item extends object>(item: Item) {
  return {
    params: wpIdParamsSchema,
    querystring: noQueryArgumentsSchema,
    response: jsonResponses(item),
  } as const;
}

export const postListResponses = jsonResponses({ type: 'array', items: wpPostSchema });
export const pageListResponses = jsonResponses({ type: 'array', items: wpPageSchema });
export const postRouteSchema = itemRouteSchema(wpPostSchema);
export const pageRouteSchema = itemRouteSchema(wpPageSchema);
export const mediaRouteSchema = itemRouteSchema(wpMediaSchema);
export const postDeletedResponses = jsonResponses(wpDeletedSchema(wpPostSchema));
export const mediaDeletedResponses = jsonResponses(wpDeletedSchema(wpMediaSchema));

/** Media upload answers 201 with the new item. */
export const uploadResponses = { 201: wpMediaSchema, ...WP_ERROR_RESPONSES } as const;

const stringsSchema = { type: 'array', items: { type: 'string' } } as const;

/**
 * A route's description (contracts/wp.ts WpRouteDescription), as OPTIONS on any REST route
 * answers it, and CF7's own OPTIONS with its fixed `schema` document. Closed: each argument's
 * keywords are schemas/routeArguments.ts's, kept in the argument's own order.
 */
export function routeDescriptionSchema<const Document extends object = Record<never, never>>(
  document?: Document,
) {
  const description = closedObject(
    {
      namespace: { type: 'string' },
      methods: stringsSchema,
      endpoints: {
        type: 'array',
        items: closedObject({ methods: stringsSchema, args: routeArgumentsSchema }),
      },
    },
    {
      ...(document === undefined ? {} : { schema: { const: document } }),
      _links: closedObject({
        self: { type: 'array', items: closedObject({ href: { type: 'string' } }) },
      }),
    },
  );
  return { ...description, definitions: routeArgumentDefinitions } as const;
}

export const routeOptionsRouteSchema = {
  /** The rest of the path, looked up among the registered routes by the handler. */
  params: { type: 'object', properties: { '*': { type: 'string' } } },
  querystring: noQueryArgumentsSchema,
  response: jsonResponses(routeDescriptionSchema()),
} as const;

/** wp/v2/users/me: the user's own record (context=edit) or what anyone may see (view, embed). */
export const currentUserRouteSchema = {
  response: jsonResponses({ anyOf: [wpUserEditSchema, wpUserSchema] }),
} as const;
