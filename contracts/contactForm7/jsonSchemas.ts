// JSON Schemas of the contact form answers (draft-07): the server's routes write their answers
// with them (fast-json-stringify: keys in the order named here, required ones first, no others)
// and its tests check every answer against them; the client is typed by the matching TS types.
import { SWV_RULE_NAMES } from './swv/schema';

const FIELD_NAME_PATTERN = '^[A-Za-z][-A-Za-z0-9_:]*$';

export const invalidFieldSchema = {
  type: 'object',
  required: ['field', 'message', 'idref', 'error_id'],
  additionalProperties: false,
  properties: {
    field: { type: 'string', pattern: FIELD_NAME_PATTERN },
    message: { type: 'string' },
    idref: { type: ['string', 'null'] },
    error_id: { type: 'string' },
  },
} as const;

/** A quiz's [question, answer hash] by field name. */
export const quizRefillSchema = {
  type: 'object',
  additionalProperties: {
    type: 'array',
    minItems: 2,
    maxItems: 2,
    items: [{ type: 'string' }, { type: 'string', pattern: '^[0-9a-f]{32}$' }],
  },
} as const;

/** A captcha's image URL by field name. */
export const captchaRefillSchema = {
  type: 'object',
  additionalProperties: { type: 'string', pattern: '/wpcf7_captcha/\\d+\\.png$' },
} as const;

const invalidFields = { type: 'array', items: invalidFieldSchema } as const;
const postedDataHash = { type: 'string', pattern: '^([0-9a-f]{32})?$' } as const;
const into = { type: 'string', pattern: '^#' } as const;

/**
 * The feedback answer in CF7's key order, which depends on the status: invalid_fields comes
 * before the hash for validation_failed and after `into` for every other status. Only the keys
 * always written first are named required (the serialiser writes required keys first).
 */
export const feedbackAnswerSchema = {
  type: 'object',
  if: { type: 'object', properties: { status: { const: 'validation_failed' } } },
  then: {
    type: 'object',
    additionalProperties: false,
    required: ['contact_form_id', 'status', 'message', 'invalid_fields'],
    properties: {
      contact_form_id: { type: 'integer' },
      status: { type: 'string', pattern: '^[a-z][0-9a-z_]+$' },
      message: { type: 'string' },
      invalid_fields: invalidFields,
      posted_data_hash: postedDataHash,
      into,
      quiz: quizRefillSchema,
      captcha: captchaRefillSchema,
    },
  },
  else: {
    type: 'object',
    additionalProperties: false,
    required: ['contact_form_id', 'status', 'message'],
    properties: {
      contact_form_id: { type: 'integer' },
      status: { type: 'string', pattern: '^[a-z][0-9a-z_]+$' },
      message: { type: 'string' },
      posted_data_hash: postedDataHash,
      into,
      invalid_fields: invalidFields,
      quiz: quizRefillSchema,
      captcha: captchaRefillSchema,
    },
  },
} as const;

/** What the tests hold every feedback answer to: the answer's schema, and `into` and the invalid fields always there. */
export const feedbackResponseSchema = {
  ...feedbackAnswerSchema,
  required: ['contact_form_id', 'status', 'message', 'invalid_fields', 'into'],
} as const;

/** refill answers `[]` (PHP's empty array) or the challenges, quiz before captcha. */
export const refillResponseSchema = {
  oneOf: [
    { type: 'array', maxItems: 0, items: { type: 'string' } },
    {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: { quiz: quizRefillSchema, captcha: captchaRefillSchema },
    },
  ],
} as const;

/**
 * One SWV rule: every rule writes rule, field, its own threshold or accepted types, then error
 * (domain/forms/schemaBuilder.ts). Only `rule` is named required, since the serialiser writes
 * required keys before the others. A threshold may be a fraction (a number field's min).
 */
const swvRule = {
  type: 'object',
  additionalProperties: false,
  required: ['rule'],
  properties: {
    rule: { type: 'string', enum: [...SWV_RULE_NAMES] },
    field: { type: 'string', pattern: FIELD_NAME_PATTERN },
    accept: { type: 'array', items: { type: 'string' } },
    threshold: { type: ['number', 'string'] },
    error: { type: 'string' },
  },
} as const;

export const swvSchemaSchema = {
  type: 'object',
  required: ['version', 'locale', 'rules'],
  additionalProperties: false,
  properties: {
    version: { type: 'string' },
    locale: { type: 'string' },
    rules: { type: 'array', items: swvRule },
  },
} as const;

/** GET contact-forms: one row per form. */
export const contactFormListItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'slug', 'title', 'locale'],
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    title: { type: 'string' },
    locale: { type: 'string' },
  },
} as const;

/** Route parameters: a form id is digits only (a hash id gets WordPress's rest_no_route). */
export const formIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^\\d+$' } },
} as const;
