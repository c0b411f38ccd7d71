// Request and response schemas of the Store API routes (products, categories, swatches, cart,
// checkout) and the shop's regions. Products, carts and orders are passed through whole: their
// views decide keys and order, and the products list is sent as the cached JSON bytes it is.
import { checkoutResponseSchema } from '../../../../contracts/checkout';
import { regionsResponseSchema } from '../../../../contracts/regions';
import {
  jsonResponses,
  openListSchema,
  openObjectSchema,
  WP_ERROR_RESPONSES,
} from '../../http/responseSchemas';
import { noQueryArgumentsSchema, textParamsSchema } from './paths';

export const productListResponses = jsonResponses(openListSchema);

export const productRouteSchema = {
  params: textParamsSchema('idOrSlug'),
  querystring: { type: 'object', properties: { _fields: { type: 'string' } } },
  response: jsonResponses(openObjectSchema),
} as const;

export const categoryListResponses = jsonResponses(openListSchema);

export const categoryRouteSchema = {
  params: textParamsSchema('id'),
  querystring: noQueryArgumentsSchema,
  response: jsonResponses(openObjectSchema),
} as const;

/** The variations as cached JSON text or compressed bytes; 304 with no body when unchanged. */
export const swatchesRouteSchema = {
  params: textParamsSchema('id'),
  querystring: noQueryArgumentsSchema,
  response: { ...jsonResponses(openListSchema), 304: { type: 'null' } },
} as const;

export const cartResponses = jsonResponses(openObjectSchema);

/** add-item answers 201 with the cart, as WooCommerce. */
export const addItemResponses = { 201: openObjectSchema, ...WP_ERROR_RESPONSES } as const;

export const checkoutResponses = jsonResponses(checkoutResponseSchema);

export const regionsResponses = jsonResponses(regionsResponseSchema);
