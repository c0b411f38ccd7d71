// What the wp/v2 routes share about their parameters: WordPress's numeric id in the path, and
// the `force` of a delete (this shop has no trash).
import type { FromSchema } from 'json-schema-to-ts';
import type { NamedArguments } from '../../../contracts/schemaTypes';
import { messages } from '../http/messages';
import type { DomainError } from '../domain/domainError';
import { refused } from '../http/refusals';
import type { wpIdParamsSchema } from './schemas/wordpress';

/** WordPress's `(?P<id>[\d]+)`: anything else is not this route at all (404 rest_no_route). */
export const ID_PATTERN = '(^\\d+$)';

export type IdParams = FromSchema<typeof wpIdParamsSchema>;

export const forceQuerySchema = {
  type: 'object',
  properties: { force: { type: 'string' } },
} as const;

export type ForceQuery = NamedArguments<typeof forceQuerySchema>;

/** rest_sanitize_boolean: true/1/yes and false/0/no/empty, any other value is refused. */
export function parseForce(value: string | undefined): boolean {
  if (value === undefined) return false;
  const normalised = value.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(normalised)) return true;
  if (['false', '0', 'no', ''].includes(normalised)) return false;
  throw refused({
    kind: 'invalid',
    code: 'rest_invalid_param',
    message: messages.invalidParams(['force']),
    data: { params: { force: messages.notOfType('force', 'boolean') } },
  });
}

export function trashNotSupported(): DomainError {
  return refused({
    kind: 'notSupported',
    code: 'rest_trash_not_supported',
    message: messages.trashNotSupported,
  });
}
