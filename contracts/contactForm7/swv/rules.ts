// One function per SWV rule: true when the field's data satisfies it. Semantics follow CF7 6.1's
// server (includes/swv/php/rules/*), which the shop runs on both sides.

import { isAcceptedFileName } from './fileTypes';
import {
  canonicalDate,
  isDate,
  isEmail,
  isNumber,
  isTel,
  isTime,
  isUrl,
  isoDayOfWeek,
  toNumber,
} from './formats';
import type { SwvRule, SwvRuleName } from './schema';
import { normaliseNewlines, presentValues } from './text';

export interface SwvFile {
  name: string;
  /** Bytes. */
  size: number;
}

/** What a form submitted, by field name (no `[]`): strings in order, and files. */
export interface SwvFormData {
  values: ReadonlyMap<string, readonly string[]>;
  files: ReadonlyMap<string, readonly SwvFile[]>;
}

export interface FieldData {
  /** Trimmed, non-blank values. */
  values: string[];
  files: readonly SwvFile[];
}

type RuleCheck = (rule: SwvRule, data: FieldData) => boolean;

const every =
  (test: (value: string) => boolean): RuleCheck =>
  (_rule, data) =>
    data.values.every(test);

function thresholdNumber(rule: SwvRule): number | undefined {
  return rule.threshold === undefined ? undefined : toNumber(rule.threshold);
}

function totalLength(values: readonly string[]): number {
  return values.reduce((sum, value) => sum + normaliseNewlines(value).length, 0);
}

function totalBytes(files: readonly SwvFile[]): number {
  return files.reduce((sum, file) => sum + file.size, 0);
}

/** Each value vs the threshold; non-numeric values or thresholds are skipped, as in CF7. */
const compareNumbers =
  (passes: (value: number, threshold: number) => boolean): RuleCheck =>
  (rule, data) => {
    const threshold = thresholdNumber(rule);
    if (threshold === undefined) return true;
    return data.values.every((value) => {
      const number = toNumber(value);
      return number === undefined || passes(number, threshold);
    });
  };

const compareDates =
  (passes: (value: string, threshold: string) => boolean): RuleCheck =>
  (rule, data) => {
    const threshold =
      typeof rule.threshold === 'string' ? canonicalDate(rule.threshold) : undefined;
    if (threshold === undefined) return true;
    return data.values.every((value) => {
      const date = canonicalDate(value);
      return date === undefined || passes(date, threshold);
    });
  };

const compareCount =
  (count: (data: FieldData) => number, passes: (count: number, threshold: number) => boolean) =>
  (rule: SwvRule, data: FieldData): boolean => {
    const threshold = thresholdNumber(rule);
    return threshold === undefined || passes(count(data), threshold);
  };

function stepPasses(rule: SwvRule, data: FieldData): boolean {
  const interval = rule.interval ?? 0;
  if (!(interval > 0)) return true;
  const base = rule.base === undefined ? 0 : (toNumber(rule.base) ?? 0);
  return data.values.every((value) => {
    const number = toNumber(value);
    if (number === undefined) return true;
    const remainder = Math.abs((number - base) % interval);
    return remainder < 1e-6 || Math.abs(remainder - interval) < 1e-6;
  });
}

export const RULE_CHECKS: Record<Exclude<SwvRuleName, 'all' | 'any'>, RuleCheck> = {
  required: (_rule, data) => data.values.length > 0,
  requiredfile: (_rule, data) => data.files.length > 0,
  email: every(isEmail),
  url: every(isUrl),
  tel: every(isTel),
  number: every(isNumber),
  date: every(isDate),
  time: every(isTime),
  file: (rule, data) =>
    data.files.every((file) => isAcceptedFileName(file.name, rule.accept ?? [])),
  enum: (rule, data) => {
    const accepted = new Set((rule.accept ?? []).map(normaliseNewlines));
    return data.values.every((value) => accepted.has(normaliseNewlines(value)));
  },
  dayofweek: (rule, data) => {
    const days = new Set((rule.accept ?? []).map(String));
    return data.values.every((value) => {
      const day = isoDayOfWeek(value);
      return day === undefined || days.has(String(day));
    });
  },
  minitems: compareCount(
    (data) => data.values.length,
    (count, threshold) => count >= threshold,
  ),
  maxitems: compareCount(
    (data) => data.values.length,
    (count, threshold) => count <= threshold,
  ),
  // Empty input passes length rules: only `required` makes a field mandatory.
  minlength: (rule, data) =>
    data.values.length === 0 ||
    compareCount(
      (field) => totalLength(field.values),
      (length, threshold) => length >= threshold,
    )(rule, data),
  maxlength: compareCount(
    (data) => totalLength(data.values),
    (length, threshold) => length <= threshold,
  ),
  minnumber: compareNumbers((value, threshold) => value >= threshold),
  maxnumber: compareNumbers((value, threshold) => value <= threshold),
  mindate: compareDates((value, threshold) => value >= threshold),
  maxdate: compareDates((value, threshold) => value <= threshold),
  minfilesize: (rule, data) =>
    data.files.length === 0 ||
    compareCount(
      (field) => totalBytes(field.files),
      (bytes, threshold) => bytes >= threshold,
    )(rule, data),
  maxfilesize: compareCount(
    (data) => totalBytes(data.files),
    (bytes, threshold) => bytes <= threshold,
  ),
  stepnumber: stepPasses,
};

export function fieldData(data: SwvFormData, field: string): FieldData {
  return { values: presentValues(data.values.get(field)), files: data.files.get(field) ?? [] };
}
