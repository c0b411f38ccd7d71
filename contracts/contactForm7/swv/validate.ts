// Runs an SWV schema over submitted data: the first failing rule per field, in schema order.

import { RULE_CHECKS, fieldData, type FieldData, type SwvFormData } from './rules';
import type { SwvRule, SwvRuleName, SwvSchema } from './schema';

export interface SwvViolation {
  rule: SwvRuleName;
  error: string;
}

export interface ValidateOptions {
  /** Only rules on these fields run (the others are not looked at). */
  fields?: ReadonlySet<string>;
}

/** A field's trimmed values, worked out once per validation however many rules read them. */
type FieldReader = (field: string) => FieldData;

function fieldReader(data: SwvFormData): FieldReader {
  const read = new Map<string, FieldData>();
  return (field) => {
    let values = read.get(field);
    if (values === undefined) {
      values = fieldData(data, field);
      read.set(field, values);
    }
    return values;
  };
}

/** The violated rule (a failing sub-rule of `all` with its own error), or undefined if it holds. */
function check(rule: SwvRule, data: FieldReader, field: string): SwvRule | undefined {
  if (rule.rule === 'all' || rule.rule === 'any') {
    const outcomes = (rule.rules ?? []).map((sub) => check(sub, data, sub.field ?? field));
    if (rule.rule === 'any') {
      return outcomes.length === 0 || outcomes.some((outcome) => outcome === undefined)
        ? undefined
        : rule;
    }
    const failed = outcomes.find((outcome) => outcome !== undefined);
    if (failed === undefined) return undefined;
    return failed.error !== undefined ? failed : rule;
  }
  const passes = RULE_CHECKS[rule.rule];
  // A rule name this engine does not know (a newer schema) cannot fail a visitor.
  if (passes === undefined) return undefined;
  return passes(rule, data(field)) ? undefined : rule;
}

/** Field -> first violation. Insertion order is the order fields first failed in the schema. */
export function validate(
  schema: Pick<SwvSchema, 'rules'>,
  data: SwvFormData,
  options: ValidateOptions = {},
): Map<string, SwvViolation> {
  const violations = new Map<string, SwvViolation>();
  const read = fieldReader(data);
  for (const rule of schema.rules) {
    const field = rule.field;
    if (field === undefined || violations.has(field)) continue;
    if (options.fields !== undefined && !options.fields.has(field)) continue;
    const violated = check(rule, read, field);
    if (violated !== undefined) {
      violations.set(field, { rule: violated.rule, error: violated.error ?? rule.error ?? '' });
    }
  }
  return violations;
}
