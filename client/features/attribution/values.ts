// From tracker data to what the checkout sends: each configured field read by its dot path
// (WooCommerce's getAttributionData), the hidden inputs and the Store API extension data.
import {
  ORDER_ATTRIBUTION_NAMESPACE,
  type AttributionValues,
} from '../../../contracts/attribution';
import type { TrackerData } from './cookieFormat';

/** Walks `current.typ` through the data; null where the path leads nowhere. */
function valueAt(data: TrackerData, path: string): string | null {
  let node: unknown = data;
  for (const step of path.split('.')) {
    if (
      typeof node !== 'object' ||
      node === null ||
      !Object.prototype.hasOwnProperty.call(node, step)
    ) {
      return null;
    }
    node = (node as Record<string, unknown>)[step];
  }
  return typeof node === 'string' ? node : null;
}

export function fieldValues(
  data: TrackerData,
  fields: Readonly<Record<string, string>>,
): AttributionValues {
  const values: AttributionValues = {};
  for (const [field, path] of Object.entries(fields)) values[field] = valueAt(data, path);
  return values;
}

/** Tracking not allowed: every field null (WooCommerce sends nulls and empty inputs). */
export function emptyValues(fields: Readonly<Record<string, string>>): AttributionValues {
  return Object.fromEntries(Object.keys(fields).map((field) => [field, null]));
}

export interface HiddenInput {
  name: string;
  value: string;
}

/** `{prefix}{field}` inputs; null, undefined and empty all become ''. */
export function hiddenInputs(
  values: AttributionValues,
  fields: Readonly<Record<string, string>>,
  prefix: string,
): HiddenInput[] {
  return Object.keys(fields).map((field) => ({
    name: `${prefix}${field}`,
    value: values[field] || '',
  }));
}

export type OrderAttributionExtension = { [ORDER_ATTRIBUTION_NAMESPACE]: AttributionValues };

export function extensionData(
  values: AttributionValues,
  fields: Readonly<Record<string, string>>,
): OrderAttributionExtension {
  const ordered: AttributionValues = {};
  for (const field of Object.keys(fields)) ordered[field] = values[field] ?? null;
  return { [ORDER_ATTRIBUTION_NAMESPACE]: ordered };
}
