// Query parameters of the Store API routes as WordPress reads them.
import { messages } from '../http/messages';
import type { DomainError } from '../domain/domainError';
import { refused } from '../http/refusals';

function invalidBoolean(name: string): DomainError {
  return refused({
    kind: 'invalid',
    code: 'rest_invalid_param',
    message: messages.invalidParams([name]),
    data: { params: { [name]: messages.notOfType(name, 'boolean') } },
  });
}

/** rest_is_boolean then wc_string_to_bool: true/1 and false/0 in any case; anything else is refused. */
export function restBoolean(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const normalised = value.trim().toLowerCase();
  if (normalised === 'true' || normalised === '1') return true;
  if (normalised === 'false' || normalised === '0') return false;
  throw invalidBoolean(name);
}

/** wp_parse_list: "a,b" or a=a&a=b (or a[]=...), trimmed, empties dropped. */
export function parseList(values: string | readonly string[] | undefined): string[] | undefined {
  if (values === undefined) return undefined;
  const list = (typeof values === 'string' ? [values] : values)
    .flatMap((value) => value.split(','))
    .map((item) => item.trim())
    .filter(Boolean);
  return list;
}

/** wp_parse_id_list: the whole numbers of a list (absint, duplicates removed). */
export function parseIdList(values: string | readonly string[] | undefined): number[] | undefined {
  const list = parseList(values);
  if (list === undefined) return undefined;
  const ids = list.map((item) => Math.abs(Math.trunc(Number(item)))).filter(Number.isFinite);
  return [...new Set(ids)];
}

/** A price in the smallest currency unit ("1250000"); empty means no bound. */
export function parsePrice(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const price = Number(value);
  if (!Number.isFinite(price) || price < 0) {
    throw refused({
      kind: 'invalid',
      code: 'rest_invalid_param',
      message: messages.invalidParams([name]),
      data: { params: { [name]: messages.invalidValue(name) } },
    });
  }
  return price;
}
