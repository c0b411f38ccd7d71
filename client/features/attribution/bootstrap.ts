// Reads the `attribution` part of the bootstrap config the server inlines in the page.
import type { AttributionBootstrap } from '../../../contracts/attribution';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The settings, undefined when the page has none, or a sentence saying what is wrong. */
export function readAttributionBootstrap(
  value: unknown,
): AttributionBootstrap | undefined | string {
  if (value === undefined) return undefined;
  if (!isObject(value)) return 'attribution must be an object';
  const { allowTracking, lifetimeMonths, sessionMinutes, base64, prefix, fields, userIp } = value;
  if (typeof allowTracking !== 'boolean') return 'attribution.allowTracking must be a boolean';
  if (!positive(lifetimeMonths)) return 'attribution.lifetimeMonths must be a number above 0';
  if (!positive(sessionMinutes) || !Number.isInteger(sessionMinutes)) {
    return 'attribution.sessionMinutes must be a whole number above 0';
  }
  if (typeof base64 !== 'boolean') return 'attribution.base64 must be a boolean';
  if (typeof prefix !== 'string' || prefix === '')
    return 'attribution.prefix must be a non-empty string';
  if (!isObject(fields) || Object.keys(fields).length === 0) {
    return 'attribution.fields must be an object of field names and paths';
  }
  const paths: Record<string, string> = {};
  for (const [field, path] of Object.entries(fields)) {
    if (typeof path !== 'string' || path === '')
      return `attribution.fields.${field} must be a path`;
    paths[field] = path;
  }
  if (typeof userIp !== 'string') return 'attribution.userIp must be a string';
  return { allowTracking, lifetimeMonths, sessionMinutes, base64, prefix, fields: paths, userIp };
}
