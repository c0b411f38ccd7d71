// Request and response schemas of the Contact Form 7 routes and the shop's page forms.
// contracts/contactForm7/jsonSchemas.ts defines the answers exactly and the tests hold every
// answer to it. The feedback answer alone passes through whole: CF7 orders its keys by status
// (invalid_fields before or after `into`) and fast-json-stringify writes a schema's keys in one
// fixed order and drops unnamed ones.
import { formIdParamsSchema } from '../../../../contracts/contactForm7/jsonSchemas';
import {
  binarySchema,
  jsonResponses,
  openObjectSchema,
  WP_ERROR_RESPONSES,
} from '../../http/responseSchemas';
import { noQueryArgumentsSchema, routeReadBodySchema, textParamsSchema } from './paths';
import { routeDescriptionSchema } from './wordpress';

/** The feedback body is multipart, read by the route itself (limits per form). */
export const feedbackRouteSchema = {
  params: formIdParamsSchema,
  querystring: noQueryArgumentsSchema,
  body: routeReadBodySchema,
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

/** A quiz's [question, answer hash] and a captcha's image URL, by field name. */
const challengesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    quiz: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    captcha: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

/** refill answers `[]` (PHP's empty array) or the challenges, quiz before captcha. */
export const refillRouteSchema = {
  params: formIdParamsSchema,
  querystring: noQueryArgumentsSchema,
  response: jsonResponses({
    anyOf: [{ type: 'array', maxItems: 0, items: { type: 'string' } }, challengesSchema],
  }),
} as const;

/**
 * One SWV rule: every rule writes rule, field, its own threshold or accepted types, then error
 * (domain/forms/schemaBuilder.ts). Only `rule` is named required, since the serialiser writes
 * required keys before the others.
 */
const swvRuleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['rule'],
  properties: {
    rule: { type: 'string' },
    field: { type: 'string' },
    accept: { type: 'array', items: { type: 'string' } },
    threshold: { type: ['number', 'string'] },
    error: { type: 'string' },
  },
} as const;

export const swvSchemaRouteSchema = {
  params: formIdParamsSchema,
  querystring: noQueryArgumentsSchema,
  response: jsonResponses({
    type: 'object',
    additionalProperties: false,
    required: ['version', 'locale', 'rules'],
    properties: {
      version: { type: 'string' },
      locale: { type: 'string' },
      rules: { type: 'array', items: swvRuleSchema },
    },
  }),
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
