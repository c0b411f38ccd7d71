// Request and response schemas of the Contact Form 7 routes and the shop's page forms. The
// answers' schemas are contracts/contactForm7/jsonSchemas.ts's, which the tests hold every answer
// to, so the answer written and the answer checked have one schema.
import {
  contactFormListItemSchema,
  feedbackAnswerSchema,
  formIdParamsSchema,
  refillResponseSchema,
  swvSchemaSchema,
} from '../../../../contracts/contactForm7/jsonSchemas';
import { binarySchema, jsonResponses, WP_ERROR_RESPONSES } from '../../http/responseSchemas';
import { noQueryArgumentsSchema, routeReadBodySchema, textParamsSchema } from './paths';
import { SWV_META_SCHEMA } from '../../../../contracts/contactForm7';
import { routeDescriptionSchema } from './wordpress';

/** The feedback body is multipart, read by the route itself (limits per form). */
export const feedbackRouteSchema = {
  params: formIdParamsSchema,
  querystring: noQueryArgumentsSchema,
  body: routeReadBodySchema,
  response: jsonResponses(feedbackAnswerSchema),
} as const;

/** GET contact-forms: the list of forms (contracts ContactFormListItem). */
export const contactFormListRouteSchema = {
  querystring: noQueryArgumentsSchema,
  response: jsonResponses({ type: 'array', items: contactFormListItemSchema }),
} as const;

export const refillRouteSchema = {
  params: formIdParamsSchema,
  querystring: noQueryArgumentsSchema,
  response: jsonResponses(refillResponseSchema),
} as const;

export const swvSchemaRouteSchema = {
  params: formIdParamsSchema,
  querystring: noQueryArgumentsSchema,
  response: jsonResponses(swvSchemaSchema),
} as const;

/** OPTIONS feedback/schema: WordPress's route description with the SWV meta-schema. */
export const swvSchemaOptionsRouteSchema = {
  params: formIdParamsSchema,
  querystring: noQueryArgumentsSchema,
  response: jsonResponses(routeDescriptionSchema(SWV_META_SCHEMA)),
} as const;

export const captchaImageRouteSchema = {
  params: textParamsSchema('file'),
  querystring: noQueryArgumentsSchema,
  response: { 200: binarySchema, ...WP_ERROR_RESPONSES },
} as const;
