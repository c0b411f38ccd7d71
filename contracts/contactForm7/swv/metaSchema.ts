// What OPTIONS on the schema route describes: CF7's "Contact Form 7 SWV" meta-schema (draft 2020-12).
import { SWV_RULE_NAMES } from './schema';

const rule = {
  type: 'object',
  properties: {
    rule: { type: 'string', enum: [...SWV_RULE_NAMES] },
    field: { type: 'string', pattern: '^[A-Za-z][-A-Za-z0-9_:]*$' },
    error: { type: 'string' },
    accept: { type: 'array', items: { type: 'string' } },
    base: { type: 'string' },
    interval: { type: 'number', minimum: 0 },
    threshold: { type: 'string' },
    rules: { type: 'array', items: { $ref: '#/$defs/rule' } },
  },
  required: ['rule'],
} as const;

export const SWV_META_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Contact Form 7 SWV',
  type: 'object',
  properties: {
    version: { type: 'string' },
    locale: { type: 'string' },
    rules: { type: 'array', items: { $ref: '#/$defs/rule' } },
  },
  $defs: { rule },
} as const;
