// Shapes of the WordPress core REST API (wp/v2) as this shop uses them.
// Both sides import these: the server answers with them, the client is typed by them; the
// answers' types are derived from their JSON schemas.

import type { FromSchema } from 'json-schema-to-ts';
import type {
  wpPostSchema,
  wpPageSchema,
  wpMediaSizeSchema,
  wpMediaSchema,
  wpUserSchema,
  wpUserEditSchema,
} from './wpSchemas';

/** Every error, from every route: WordPress's WP_Error as REST JSON (wpErrorSchema below). */
export type WpError = FromSchema<typeof wpErrorSchema>;

export type Rendered = WpPost['title'];

export type WpPost = FromSchema<typeof wpPostSchema>;

export type WpPage = FromSchema<typeof wpPageSchema>;

export type WpMediaSize = FromSchema<typeof wpMediaSizeSchema>;

export type WpMedia = FromSchema<typeof wpMediaSchema>;

/** DELETE wp/v2/{posts,media}/{id}?force=true answers the removed item under `previous`. */
export interface WpDeleted<T> {
  deleted: true;
  previous: T;
}

/** wp/v2/users/me, context=view (and embed): what anyone may see of a user. */
export type WpUser = FromSchema<typeof wpUserSchema>;

/** context=edit (the user's own record): WordPress's keys in its order. */
export type WpUserEdit = FromSchema<typeof wpUserEditSchema>;

export const USER_CONTEXTS = ['view', 'embed', 'edit'] as const;
export type UserContext = (typeof USER_CONTEXTS)[number];

/** One argument of a route as OPTIONS describes it: its JSON Schema keywords, then `required`. */
export type WpRouteArgument = Record<string, unknown> & { required: boolean };

/**
 * OPTIONS on any REST route (WP_REST_Server::get_data_for_route, context "help"). `_links.self`
 * only for a route without parameters; `schema` only where the route has one.
 */
export interface WpRouteDescription {
  namespace: string;
  methods: string[];
  endpoints: { methods: string[]; args: Record<string, WpRouteArgument> }[];
  schema?: Record<string, unknown>;
  _links?: { self: { href: string }[] };
}

/** Query parameters that every wp/v2 collection accepts. */
export interface CollectionQuery {
  page?: number;
  per_page?: number;
  search?: string;
  slug?: string;
}

/** Headers WordPress sends on a collection. */
export const TOTAL_HEADER = 'X-WP-Total';
export const TOTAL_PAGES_HEADER = 'X-WP-TotalPages';
/** Sent with the 500 of an upload whose image sub-sizes could not be made. */
export const UPLOAD_ATTACHMENT_ID_HEADER = 'X-WP-Upload-Attachment-ID';
export const NONCE_HEADER = 'X-WP-Nonce';
export const METHOD_OVERRIDE_HEADER = 'X-HTTP-Method-Override';

/** Where the rest-nonce refresh lives, relative to the site root. */
export const REST_NONCE_PATH = '/wp-admin/admin-ajax.php?action=rest-nonce';

/** Page sizes: WordPress caps per_page at 100; the client's fetch-all uses that. */
export const MAX_PER_PAGE = 100;

/**
 * JSON Schema of every error answer (WP_Error as the REST server sends it). `data` carries the
 * status and whatever the error adds (`params`, `details`, …), in the order the server set them.
 */
export const wpErrorSchema = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    data: {
      type: 'object',
      required: ['status'],
      properties: { status: { type: 'integer' } },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
} as const;
