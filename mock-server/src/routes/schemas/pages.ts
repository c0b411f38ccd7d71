// Schemas of the routes that answer HTML or files: the shell pages, the report page, the
// catalogue's generated images and the owner's attribution report.
import { attributionReportSchema } from '../../../../contracts/attribution';
import {
  binarySchema,
  jsonResponses,
  redirectSchema,
  textOrWpErrorSchema,
  textSchema,
  WP_ERROR_RESPONSES,
} from '../../http/responseSchemas';
import {
  noQueryArgumentsSchema,
  pathParamsSchema,
  routeReadBodySchema,
  textParamsSchema,
} from './paths';

const shellPageResponses = {
  200: textSchema,
  301: redirectSchema,
  503: textOrWpErrorSchema,
  ...WP_ERROR_RESPONSES,
} as const;

/**
 * A shell page, a 301 to a listing's canonical URL (routes/listingRedirects.ts), or a text 503
 * before the client is built; errors in WordPress's shape. The page's own code reads its path
 * parameters and query (sorting, filters, search), so the schema only names the parameters.
 */
export function shellPageSchema(url: string) {
  const params = url.includes(':') ? { params: pathParamsSchema(url) } : {};
  return { ...params, querystring: noQueryArgumentsSchema, response: shellPageResponses } as const;
}

/** A contact form posted without JavaScript: a page in Persian, 400 when it was refused. */
export const plainFormPostSchema = {
  querystring: noQueryArgumentsSchema,
  // Multipart or form-encoded, read with the feedback route's own limits.
  body: routeReadBodySchema,
  response: { 200: textSchema, 400: textOrWpErrorSchema, ...WP_ERROR_RESPONSES },
} as const;

/**
 * The cart, checkout or sign-in posted without JavaScript: a 303 on, the page again (400) with the
 * refusal, or a Persian page (403 stale token, 501 in front of a WordPress).
 */
export const plainPurchasePostSchema = {
  querystring: noQueryArgumentsSchema,
  // The posted fields as WordPress reads $_POST: text, or a list of texts for a repeated name.
  body: {
    type: 'object',
    additionalProperties: {
      anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
  },
  response: {
    303: redirectSchema,
    400: textOrWpErrorSchema,
    403: textOrWpErrorSchema,
    501: textOrWpErrorSchema,
    ...WP_ERROR_RESPONSES,
  },
} as const;

export const catalogImageRouteSchema = {
  params: textParamsSchema('file'),
  querystring: noQueryArgumentsSchema,
  response: { 200: binarySchema, ...WP_ERROR_RESPONSES },
} as const;

/** The owner's report as domain/attribution/report.ts builds it. */
export const attributionReportResponses = jsonResponses(attributionReportSchema);
