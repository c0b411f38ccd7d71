// Request and response schemas of the shop's order, payment and test gateway routes.
import { paymentMethodsResponseSchema } from '../../../../contracts/checkout';
import { shopOrderSchema } from '../../../../contracts/orders';
import {
  jsonResponses,
  redirectSchema,
  textOrWpErrorSchema,
  textSchema,
  WP_ERROR_RESPONSES,
} from '../../http/responseSchemas';
import { noQueryArgumentsSchema, textParamsSchema } from './paths';

export const orderListResponses = jsonResponses({ type: 'array', items: shopOrderSchema });

export const orderResponses = jsonResponses(shopOrderSchema);

/** `?key=` opens one order for whoever holds it. */
export const orderKeyQuerySchema = {
  type: 'object',
  properties: { key: { type: 'string' } },
} as const;

export const paymentMethodsResponses = jsonResponses(paymentMethodsResponseSchema);

/** The bank's callback: its fields are the bank's, read by domain/payments as they come. */
export const paymentCallbackSchema = {
  querystring: { type: 'object', additionalProperties: true },
  response: { 303: redirectSchema, ...WP_ERROR_RESPONSES },
} as const;

/** The pay link (GET, 302) and the pay button (POST, 303): redirects or a WordPress error. */
export const payRouteSchema = {
  params: textParamsSchema('id'),
  querystring: orderKeyQuerySchema,
  response: { '3xx': redirectSchema, ...WP_ERROR_RESPONSES },
} as const;

export const gatewayStylesheetSchema = {
  querystring: noQueryArgumentsSchema,
  response: { 200: textSchema, ...WP_ERROR_RESPONSES },
} as const;

/** The test bank's page, or its "gone" page with 404: HTML either way. */
export const gatewayPageSchema = {
  params: textParamsSchema('token'),
  querystring: noQueryArgumentsSchema,
  response: { ...WP_ERROR_RESPONSES, 200: textSchema, 404: textOrWpErrorSchema },
} as const;

/** The test bank's buttons: back to the shop's callback, or the "gone" page. */
export const gatewayActionSchema = {
  params: textParamsSchema('token'),
  querystring: noQueryArgumentsSchema,
  response: { ...WP_ERROR_RESPONSES, 303: redirectSchema, 404: textOrWpErrorSchema },
} as const;
