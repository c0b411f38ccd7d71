// A request schema's complaint in WordPress's words and in Persian: rest_missing_callback_param
// for missing parameters, else rest_invalid_param naming each bad one.
import { messages } from './messages';
import { WpHttpError } from './wpError';

/** The part of an ajv error this mapping reads (Fastify's FastifySchemaValidationError has it). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** The part of a property's JSON Schema that WordPress quotes in its messages. */
export interface PropertyRules {
  type?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  enum?: unknown;
}

/** Only a parameter missing at the top level is "missing"; deeper, its parent is invalid. */
function isMissingParameter(issue: ValidationIssue): boolean {
  return issue.keyword === 'required' && issue.instancePath === '';
}

function parameterName(issue: ValidationIssue): string {
  if (isMissingParameter(issue) && typeof issue.params.missingProperty === 'string') {
    return issue.params.missingProperty;
  }
  const first = issue.instancePath.split('/').filter(Boolean)[0];
  return first === undefined
    ? 'body'
    : decodeURIComponent(first.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function reason(name: string, issue: ValidationIssue, rules: PropertyRules | undefined): string {
  const min = typeof rules?.minimum === 'number' ? rules.minimum : undefined;
  const max = typeof rules?.maximum === 'number' ? rules.maximum : undefined;
  switch (issue.keyword) {
    case 'minimum':
    case 'maximum':
      if (min !== undefined && max !== undefined) return messages.between(name, min, max);
      return issue.keyword === 'minimum'
        ? messages.atLeast(name, Number(issue.params.limit))
        : messages.atMost(name, Number(issue.params.limit));
    case 'type': {
      const type = issue.params.type;
      return messages.notOfType(name, Array.isArray(type) ? type.join(', ') : String(type));
    }
    case 'enum': {
      const allowed = Array.isArray(rules?.enum) ? rules.enum.map(String) : [];
      return messages.notOneOf(name, allowed);
    }
    default:
      return messages.invalidValue(name);
  }
}

/** The WP_Error code rest_validate_value_from_schema() gives each kind of failure. */
const DETAIL_CODES: Record<string, string> = {
  minimum: 'rest_out_of_bounds',
  maximum: 'rest_out_of_bounds',
  exclusiveMinimum: 'rest_out_of_bounds',
  exclusiveMaximum: 'rest_out_of_bounds',
  type: 'rest_invalid_type',
  enum: 'rest_not_in_enum',
  pattern: 'rest_invalid_pattern',
  minLength: 'rest_too_short',
  maxLength: 'rest_too_long',
  minItems: 'rest_too_few_items',
  maxItems: 'rest_too_many_items',
};

interface ParamDetail {
  code: string;
  message: string;
  data: null;
}

/**
 * Turns schema failures into WordPress's answer: missing parameters first
 * (rest_missing_callback_param), otherwise rest_invalid_param naming each bad parameter.
 */
export function toWpValidationError(
  issues: readonly ValidationIssue[],
  rulesFor: (name: string) => PropertyRules | undefined,
): WpHttpError {
  const missing = [...new Set(issues.filter(isMissingParameter).map(parameterName))];
  if (missing.length > 0) {
    return new WpHttpError(400, 'rest_missing_callback_param', messages.missingParams(missing), {
      data: { params: missing },
    });
  }
  const params: Record<string, string> = {};
  // WordPress and WooCommerce also send each parameter's WP_Error as data.details.
  const details: Record<string, ParamDetail> = {};
  for (const issue of issues) {
    const name = parameterName(issue);
    if (params[name] !== undefined) continue;
    params[name] = reason(name, issue, rulesFor(name));
    details[name] = {
      code: DETAIL_CODES[issue.keyword] ?? 'rest_invalid_param',
      message: params[name],
      data: null,
    };
  }
  return new WpHttpError(400, 'rest_invalid_param', messages.invalidParams(Object.keys(params)), {
    data: { params, details },
  });
}
