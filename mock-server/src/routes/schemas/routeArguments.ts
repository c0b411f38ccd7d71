// An argument of a route's description (OPTIONS), as WordPress shows it: the JSON Schema keywords
// rest_get_allowed_schema_keywords() lets through, each with the value it holds. The schema is
// closed yet keeps every argument's own key order: its keywords are matched by patternProperties,
// which fast-json-stringify writes in the order the object has them (a `properties` list would
// write them in its own order). routes/restOptions.ts picks the keywords from this list.

/** rest_get_allowed_schema_keywords(), grouped by the value each keyword holds. */
const KEYWORDS = {
  text: ['title', 'description', 'format', 'pattern'],
  type: ['type'],
  value: ['default'],
  values: ['enum'],
  schema: ['items'],
  schemaMap: ['properties', 'patternProperties'],
  schemaOrFlag: ['additionalProperties'],
  number: [
    'minProperties',
    'maxProperties',
    'minimum',
    'maximum',
    'multipleOf',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
  ],
  // A boolean beside minimum/maximum in draft 4 (WordPress's), a number of its own later.
  bound: ['exclusiveMinimum', 'exclusiveMaximum'],
  flag: ['uniqueItems'],
  schemaList: ['anyOf', 'oneOf'],
} as const;

/** The keywords an argument's description may show (WordPress adds `required` to each). */
export const ARGUMENT_KEYWORDS: ReadonlySet<string> = new Set(Object.values(KEYWORDS).flat());

const ARGUMENT_REF = { $ref: '#/definitions/argument' } as const;
const scalar = { type: ['string', 'number', 'boolean', 'null'] } as const;

function exactly(names: readonly string[]): string {
  return `^(${names.join('|')})$`;
}

/**
 * One argument, or a schema nested in one (its `items`, `properties`, `anyOf`): `required` is the
 * argument's flag at the top and a list of names inside an object schema.
 */
const argumentSchema = {
  type: 'object',
  additionalProperties: false,
  patternProperties: {
    [exactly(KEYWORDS.text)]: { type: 'string' },
    [exactly(KEYWORDS.type)]: {
      anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
    [exactly(KEYWORDS.value)]: { anyOf: [scalar, { type: 'array', items: scalar }] },
    [exactly(KEYWORDS.values)]: { type: 'array', items: scalar },
    [exactly(KEYWORDS.schema)]: ARGUMENT_REF,
    [exactly(KEYWORDS.schemaMap)]: { type: 'object', additionalProperties: ARGUMENT_REF },
    [exactly(KEYWORDS.schemaOrFlag)]: { anyOf: [{ type: 'boolean' }, ARGUMENT_REF] },
    [exactly(KEYWORDS.number)]: { type: 'number' },
    [exactly(KEYWORDS.bound)]: { type: ['number', 'boolean'] },
    [exactly(KEYWORDS.flag)]: { type: 'boolean' },
    [exactly(KEYWORDS.schemaList)]: { type: 'array', items: ARGUMENT_REF },
    '^required$': {
      anyOf: [{ type: 'boolean' }, { type: 'array', items: { type: 'string' } }],
    },
  },
} as const;

/** The definitions a route description's schema refers to (`#/definitions/argument`). */
export const routeArgumentDefinitions = { argument: argumentSchema } as const;

/** An endpoint's `args`: each argument by its name, in the route's order. */
export const routeArgumentsSchema = { type: 'object', additionalProperties: ARGUMENT_REF } as const;
