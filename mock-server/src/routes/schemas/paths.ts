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

/**
 * The query of a route that reads no argument from it: WordPress ignores the arguments a route
 * does not register, so this names none and refuses none (`_fields`, `_locale`, `_wpnonce` and
 * `_method` still reach the hooks that read them).
 */
export const noQueryArgumentsSchema = { type: 'object', properties: {} } as const;

/** The params schema of a path the handler checks itself: every `:name` in it, as text. */
export function pathParamsSchema(url: string) {
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, textParam])),
  } as const;
}

/**
 * The body of a write that reads nothing from it (a form's button, signing out): whatever comes
 * is accepted and ignored, as WordPress ignores the arguments a route does not register.
 */
export const unreadBodySchema = {} as const;

/**
 * The body of a write the route reads itself, as bytes or multipart parts with its own limits (an
 * upload, a contact form): the schema accepts whatever parser result there is, and the route
 * answers WordPress's or CF7's own refusals.
 */
export const routeReadBodySchema = {
  description: 'multipart parts or raw bytes, read and limited by the route itself',
} as const;
