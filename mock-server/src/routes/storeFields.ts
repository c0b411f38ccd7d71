// WordPress's `_fields` parameter read early by the Store API's products routes, so that a
// product grid's page leaves out (and does not cache) a large product's `variations` list.
import { filterResponseFields } from '../http/responseFields';
import { parseList } from './storeParams';

export function requestedFields(
  value: string | readonly string[] | undefined,
): string[] | undefined {
  const fields = parseList(value);
  return fields === undefined || fields.length === 0 ? undefined : fields;
}

/** True when `field` (or something inside it) is asked for. */
export function wantsField(fields: readonly string[] | undefined, field: string): boolean {
  return (
    fields === undefined || fields.some((name) => name === field || name.startsWith(`${field}.`))
  );
}

/**
 * The products routes trim each product before caching its JSON; the same rule as every other
 * answer (http/responseFields.ts), which then finds nothing more to remove.
 */
export function filterFields<T>(item: T, fields: readonly string[] | undefined): T | unknown {
  if (fields === undefined) return item;
  return filterResponseFields(item, fields);
}
