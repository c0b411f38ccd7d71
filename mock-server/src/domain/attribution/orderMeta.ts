// From what a checkout sends to the meta an order stores, as WooCommerce does it (reference §4):
// Store API extension data or classic hidden inputs in, `_{prefix}{field}` meta out.
import { NONE_VALUE, fieldMaxLength } from '../../../../contracts/attribution';
import { deviceType } from './deviceType';
import { sanitizeTextField } from './sanitize';
import type { MetaEntry } from '../../storage/ordersRepository';

/** The values were not acceptable; `params` names each offending field with a Persian reason. */
export class AttributionInvalid extends Error {
  readonly params: Record<string, string>;

  constructor(params: Record<string, string>) {
    super(`پارامتر(های) نامعتبر: ${Object.keys(params).join(', ')}`);
    this.name = 'AttributionInvalid';
    this.params = params;
  }
}

export const attributionMessages = {
  notAnObject: 'اطلاعات منبع سفارش باید یک شیء باشد.',
  unknownField: (name: string) => `${name} یکی از فیلدهای منبع سفارش نیست.`,
  notText: (name: string) => `${name} باید متن یا null باشد.`,
  tooLong: (name: string, max: number) => `${name} نباید بیش از ${max} نویسه باشد.`,
} as const;

/** Keyed by field name; null and missing mean "nothing". */
export type SubmittedAttribution = Record<string, string | null>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkValue(
  field: string,
  value: unknown,
  label: string,
  problems: Record<string, string>,
): value is string | null | undefined {
  if (value !== null && value !== undefined && typeof value !== 'string') {
    problems[label] = attributionMessages.notText(label);
    return false;
  }
  const max = fieldMaxLength(field);
  if (typeof value === 'string' && value.length > max) {
    problems[label] = attributionMessages.tooLong(label, max);
    return false;
  }
  return true;
}

/**
 * `extensions["woocommerce/order-attribution"]` of a Store API checkout: only the configured
 * field names, each a string or null of bounded length. Throws AttributionInvalid otherwise.
 * Undefined (no extension sent) is an empty submission.
 */
export function readExtensionData(data: unknown, fields: readonly string[]): SubmittedAttribution {
  if (data === undefined || data === null) return {};
  if (!isRecord(data))
    throw new AttributionInvalid({ attribution: attributionMessages.notAnObject });
  const known = new Set(fields);
  const problems: Record<string, string> = {};
  const values: SubmittedAttribution = {};
  for (const [name, value] of Object.entries(data)) {
    if (!known.has(name)) {
      problems[name] = attributionMessages.unknownField(name);
      continue;
    }
    if (checkValue(name, value, name, problems)) values[name] = value ?? null;
  }
  if (Object.keys(problems).length > 0) throw new AttributionInvalid(problems);
  return values;
}

/**
 * A classic checkout form: `{prefix}{field}` inputs. An absent input counts as "(none)", as in
 * WooCommerce; other form fields are not looked at.
 */
export function readClassicForm(
  form: Record<string, unknown>,
  prefix: string,
  fields: readonly string[],
): SubmittedAttribution {
  const problems: Record<string, string> = {};
  const values: SubmittedAttribution = {};
  for (const field of fields) {
    const name = `${prefix}${field}`;
    const value = Object.prototype.hasOwnProperty.call(form, name) ? form[name] : NONE_VALUE;
    if (checkValue(field, value, name, problems)) values[field] = value ?? null;
  }
  if (Object.keys(problems).length > 0) throw new AttributionInvalid(problems);
  return values;
}

export type { MetaEntry };

/**
 * The meta an order gets: each value sanitised; "(none)" and empty values skipped;
 * `device_type` from a non-empty user agent; nothing at all when every value is empty.
 */
export function attributionMeta(
  submitted: SubmittedAttribution,
  prefix: string,
  fields: readonly string[],
): MetaEntry[] {
  const values = new Map<string, string>();
  for (const field of fields) values.set(field, sanitizeTextField(submitted[field] ?? ''));
  const userAgent = values.get('user_agent') ?? '';
  if (userAgent !== '' && userAgent !== NONE_VALUE)
    values.set('device_type', deviceType(userAgent));
  if ([...values.values()].every((value) => value === '')) return [];
  const meta: MetaEntry[] = [];
  for (const [field, value] of values) {
    if (value === '' || value === NONE_VALUE) continue;
    meta.push({ key: metaKey(prefix, field), value });
  }
  return meta;
}

/** `_wc_order_attribution_source_type` for the default prefix. */
export function metaKey(prefix: string, field: string): string {
  return `_${prefix}${field}`;
}
