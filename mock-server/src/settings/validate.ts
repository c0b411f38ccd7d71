// The schema half of reading the settings: env-schema (ajv) applies the defaults, turns numbers
// into numbers and refuses what the schema does not allow, in one line that names each variable.
import type Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import ajvKeywords from 'ajv-keywords';
import envSchema from 'env-schema';
import { EMPTY_MEANS_NONE, SETTINGS_SCHEMA, type SchemaValues, type SettingName } from './schema';

export type Environment = Record<string, string | undefined>;

const NAMES = Object.keys(SETTINGS_SCHEMA.properties) as SettingName[];

/**
 * Only the shop's own variables, trimmed; an empty one counts as unset (so its default applies)
 * except where empty is a value of its own.
 */
function shopVariables(env: Environment): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const name of NAMES) {
    const value = env[name]?.trim();
    if (value === undefined || (value === '' && !EMPTY_MEANS_NONE.includes(name))) continue;
    variables[name] = value;
  }
  return variables;
}

function hasAjvErrors(error: unknown): error is Error & { errors: ErrorObject[] } {
  return error instanceof Error && Array.isArray((error as { errors?: unknown }).errors);
}

function complaint(error: ErrorObject): string {
  const allowed: unknown =
    error.keyword === 'enum' ? error.params.allowedValues : error.params.allowedValue;
  if (error.keyword === 'enum' && Array.isArray(allowed)) {
    const words = allowed.map(String);
    return `must be ${words.slice(0, -1).join(', ')} or ${words.at(-1) ?? ''}`;
  }
  if (error.keyword === 'const') return `must be "${String(allowed)}"`;
  return error.message ?? 'is not allowed';
}

/** "PORT must be <= 65535, got "70000"", one clause per variable, all on one line. */
function errorLine(errors: ErrorObject[], given: Record<string, string>): string {
  const byName = new Map<string, ErrorObject[]>();
  for (const error of errors) {
    // anyOf only says "no branch matched"; its branches' own errors say why.
    if (error.keyword === 'anyOf') continue;
    const name = error.instancePath.split('/')[1] ?? '';
    byName.set(name, [...(byName.get(name) ?? []), error]);
  }
  return [...byName]
    .map(([name, found]) => {
      // Every variable arrives as text, so "must be string" only follows another anyOf branch's
      // coercion to a number: noise beside that branch's own complaint.
      const telling = found.filter(
        (error) => !(error.keyword === 'type' && error.params.type === 'string'),
      );
      const complaints = [...new Set(telling.map(complaint))];
      return `${name} ${complaints.join(' or ')}, got "${given[name] ?? ''}"`;
    })
    .join('; ');
}

/** The environment checked against SETTINGS_SCHEMA, defaults filled in; throws one line. */
export function validateEnvironment(env: Environment): SchemaValues {
  const given = shopVariables(env);
  try {
    return envSchema<SchemaValues>({
      schema: { ...SETTINGS_SCHEMA, additionalProperties: false },
      data: { ...given },
      env: false,
      // The switches are read without regard to case ("transform" runs before "enum").
      ajv: { customOptions: (ajv: Ajv) => ajvKeywords(ajv, 'transform') },
    });
  } catch (error) {
    if (hasAjvErrors(error)) throw new Error(errorLine(error.errors, given), { cause: error });
    throw error;
  }
}
