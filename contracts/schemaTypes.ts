// Types derived from the JSON schemas both sides share (json-schema-to-ts, used as types only, so
// the client's bundle gains nothing): the schema is the source, the type follows it.
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * The arguments a query schema names. The schema itself stays open (WordPress ignores arguments a
 * route does not register, and `_fields`, `_locale` or `_wpnonce` go on to the hooks that read
 * them); the handler reads only the named ones, so the type lists only those.
 */
export type NamedArguments<Schema extends JSONSchema> = FromSchema<
  Omit<Exclude<Schema, boolean>, 'additionalProperties'> & { additionalProperties: false }
>;
