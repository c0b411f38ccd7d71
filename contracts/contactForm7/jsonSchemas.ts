// JSON Schemas of the contact form answers (draft-07, as Fastify's ajv reads them). The server's
// tests check every answer against them; the client is typed by the matching TS types.
import { SWV_RULE_NAMES } from './swv/schema';

const invalidField = {
  type: 'object',
  required: ['field', 'message', 'idref', 'error_id'],
  additionalProperties: false,
  properties: {
    field: { type: 'string', pattern: '^[A-Za-z][-A-Za-z0-9_:]*$' },
    message: { type: 'string' },
    idref: { type: ['string', 'null'] },
    error_id: { type: 'string' },
  },
} as const;

const quizRefill = {
  type: 'object',
  additionalProperties: {
    type: 'array',
    minItems: 2,
    maxItems: 2,
    items: [{ type: 'string' }, { type: 'string', pattern: '^[0-9a-f]{32}$' }],
  },
} as const;

const captchaRefill = {
  type: 'object',
  additionalProperties: { type: 'string', pattern: '/wpcf7_captcha/\\d+\\.png$' },
} as const;

export const feedbackResponseSchema = {
  $id: 'cf7-feedback-response',
  type: 'object',
  required: ['contact_form_id', 'status', 'message', 'invalid_fields', 'into'],
  additionalProperties: false,
  properties: {
    contact_form_id: { type: 'integer' },
    status: { type: 'string', pattern: '^[a-z][0-9a-z_]+$' },
    message: { type: 'string' },
    invalid_fields: { type: 'array', items: invalidField },
    posted_data_hash: { type: 'string', pattern: '^([0-9a-f]{32})?$' },
    into: { type: 'string', pattern: '^#' },
    quiz: quizRefill,
    captcha: captchaRefill,
  },
} as const;

export const refillResponseSchema = {
  $id: 'cf7-refill-response',
  oneOf: [
    { type: 'array', maxItems: 0 },
    {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: { captcha: captchaRefill, quiz: quizRefill },
    },
  ],
} as const;

const swvRule = {
  type: 'object',
  required: ['rule'],
  properties: {
    rule: { type: 'string', enum: [...SWV_RULE_NAMES] },
    field: { type: 'string', pattern: '^[A-Za-z][-A-Za-z0-9_:]*$' },
    error: { type: 'string' },
    accept: { type: 'array', items: { type: 'string' } },
    threshold: { type: ['integer', 'string'] },
  },
} as const;

export const swvSchemaSchema = {
  $id: 'cf7-swv-schema',
  type: 'object',
  required: ['version', 'locale', 'rules'],
  additionalProperties: false,
  properties: {
    version: { type: 'string' },
    locale: { type: 'string' },
    rules: { type: 'array', items: swvRule },
  },
} as const;

export const wpErrorSchema = {
  $id: 'wp-error',
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    data: { type: 'object', required: ['status'], properties: { status: { type: 'integer' } } },
  },
} as const;

/** Route parameters: a form id is digits only (a hash id gets WordPress's rest_no_route). */
export const formIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^\\d+$' } },
} as const;
