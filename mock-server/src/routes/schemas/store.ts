// Request and response schemas of the Store API routes (products, categories, attributes,
// swatches, cart, checkout) and the shop's regions, closed over the shapes contracts/ names. The
// products list and the swatches' variations are sent as the cached JSON bytes they are (the
// serialiser is not asked), so there the schema says what those bytes hold.
import { checkoutResponseSchema } from '../../../../contracts/checkout';
import { regionsResponseSchema } from '../../../../contracts/regions';
import { storeCartSchema } from '../../../../contracts/storeCartSchemas';
import {
  productVariationSchema,
  storeAttributeDefinitionSchema,
  storeCategorySchema,
  storeCollectionDataSchema,
  storeProductSchema,
  storeTermSchema,
} from '../../../../contracts/storeProductSchemas';
import { jsonResponses, WP_ERROR_RESPONSES } from '../../http/responseSchemas';
import { noQueryArgumentsSchema, textParamsSchema } from './paths';

export const productListResponses = jsonResponses({ type: 'array', items: storeProductSchema });

/** With `_fields` the route sends the trimmed product as JSON text, so the schema sees it whole. */
export const productRouteSchema = {
  params: textParamsSchema('idOrSlug'),
  querystring: { type: 'object', properties: { _fields: { type: 'string' } } },
  response: jsonResponses(storeProductSchema),
} as const;

export const categoryListResponses = jsonResponses({ type: 'array', items: storeCategorySchema });

export const categoryRouteSchema = {
  params: textParamsSchema('id'),
  querystring: noQueryArgumentsSchema,
  response: jsonResponses(storeCategorySchema),
} as const;

export const attributeListResponses = jsonResponses({
  type: 'array',
  items: storeAttributeDefinitionSchema,
});

export const termListResponses = jsonResponses({ type: 'array', items: storeTermSchema });

export const collectionDataResponses = jsonResponses(storeCollectionDataSchema);

/** The variations as cached JSON text or compressed bytes; 304 with no body when unchanged. */
export const swatchesRouteSchema = {
  params: textParamsSchema('id'),
  querystring: noQueryArgumentsSchema,
  response: {
    ...jsonResponses({ type: 'array', items: productVariationSchema }),
    304: { type: 'null' },
  },
} as const;

export const cartResponses = jsonResponses(storeCartSchema);

/** add-item answers 201 with the cart, as WooCommerce. */
export const addItemResponses = { 201: storeCartSchema, ...WP_ERROR_RESPONSES } as const;

export const checkoutResponses = jsonResponses(checkoutResponseSchema);

export const regionsResponses = jsonResponses(regionsResponseSchema);
