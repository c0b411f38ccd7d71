// A closed object schema (`additionalProperties: false`) whose every named key is required, so a
// schema does not list its keys twice; `optional` keys come after them, as the serialiser
// (fast-json-stringify) writes required keys first. json-schema-to-ts reads the result as it
// would the written-out schema. Each call is marked pure (`@__PURE__`): the client imports these
// modules for their constants, and an unmarked call would keep every schema in its bundle.
import type { JSONSchema } from 'json-schema-to-ts';

type Properties = Readonly<Record<string, JSONSchema>>;

export function closedObject<
  const Required extends Properties,
  const Optional extends Properties = Record<never, never>,
>(properties: Required, optional?: Optional) {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties) as (keyof Required & string)[],
    properties: { ...properties, ...(optional ?? ({} as Optional)) },
  } as const;
}
