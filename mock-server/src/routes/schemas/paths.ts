// Path parameters the handlers check themselves (their own 404 code, not rest_invalid_param), so
// the schema only says they are text.
const textParam = { type: 'string' } as const;

/** One path parameter named `name`, any text. */
export function textParamsSchema<Name extends string>(name: Name) {
  return {
    type: 'object',
    required: [name],
    properties: { [name]: textParam } as Record<Name, typeof textParam>,
  } as const;
}
