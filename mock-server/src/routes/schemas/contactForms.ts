// Request and response schemas of the Contact Form 7 routes and the shop's page forms.
// contracts/contactForm7/jsonSchemas.ts defines the answers exactly and the tests hold every
// answer to it; the serialiser cannot use those schemas as they are, because CF7 orders the
// feedback keys by status (invalid_fields before or after `into`) and fast-json-stringify writes
// a schema's keys in one fixed order and drops unnamed ones. So the answers pass through whole.
import { formIdParamsSchema } from '../../../../contracts/contactForm7/jsonSchemas';
import {
  binarySchema,
  jsonResponses,
  openObjectSchema,
  WP_ERROR_RESPONSES,
} from '../../http/responseSchemas';
import { noQueryArgumentsSchema, textParamsSchema } from './paths';
import { routeDescriptionSchema } from './wordpress';

/** The feedback body is multipart, read by the route itself (limits per form): no body schema. */
export const feedbackRouteSchema = {
  params: formIdParamsSchema,
  querystring: noQueryArgumentsSchema,
  response: jsonResponses(openObjectSchema),
} as const;

/** GET contact-forms: the list of forms (contracts ContactFormListItem). */
export const contactFormListRouteSchema = {
  querystring: noQueryArgumentsSchema,
  response: jsonResponses({
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'slug', 'title', 'locale'],
      properties: {
        id: { type: 'integer' },
        slug: { type: 'string' },
        title: { type: 'string' },
        locale: { type: 'string' },
      },
    },
  }),
} as const;

/** refill answers `[]` (PHP's empty array) or an object of challenges. */
export const refillRouteSchema = {
  params: formIdParamsSchema,
  querystring: noQueryArgumentsSchema,
  response: jsonResponses({ anyOf: [{ type: 'array', maxItems: 0 }, openObjectSchema] }),
} as const;

export const swvSchemaRouteSchema = {
  params: formIdParamsSchema,
  querystring: noQueryArgumentsSchema,
  response: jsonResponses(openObjectSchema),
} as const;

/** OPTIONS feedback/schema: WordPress's route description with the SWV meta-schema. */
export const swvSchemaOptionsRouteSchema = {
  params: formIdParamsSchema,
  querystring: noQueryArgumentsSchema,
  response: jsonResponses(routeDescriptionSchema),
} as const;

export const captchaImageRouteSchema = {
  params: textParamsSchema('file'),
  querystring: noQueryArgumentsSchema,
  response: { 200: binarySchema, ...WP_ERROR_RESPONSES },
} as const;
