// WordPress's `_fields` parameter (rest_filter_response_fields): only the named fields of each
// item are sent, nested ones written with dots ("prices.price"). A product grid can leave out a
// large product's `variations` list this way.
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

function pick(source: unknown, paths: readonly string[][]): unknown {
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return source;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    const matching = paths.filter((path) => path[0] === key);
    if (matching.length === 0) continue;
    // "prices" keeps all of prices; "prices.price" keeps only that part of it.
    const whole = matching.some((path) => path.length === 1);
    result[key] = whole
      ? value
      : pick(
          value,
          matching.map((path) => path.slice(1)),
        );
  }
  return result;
}

export function filterFields<T>(
  item: T,
  fields: readonly string[] | undefined,
): T | Record<string, unknown> {
  if (fields === undefined) return item;
  return pick(
    item,
    fields.map((field) => field.split('.')),
  ) as Record<string, unknown>;
}
