// The SWV ("Schema-Woven Validation") schema: GET contact-forms/{id}/feedback/schema.

export const SWV_SCHEMA_VERSION = 'Contact Form 7 SWV Schema 2024-10';

export const SWV_RULE_NAMES = [
  'required',
  'requiredfile',
  'email',
  'url',
  'tel',
  'number',
  'date',
  'time',
  'file',
  'enum',
  'dayofweek',
  'minitems',
  'maxitems',
  'minlength',
  'maxlength',
  'minnumber',
  'maxnumber',
  'mindate',
  'maxdate',
  'minfilesize',
  'maxfilesize',
  'stepnumber',
  'all',
  'any',
] as const;
export type SwvRuleName = (typeof SWV_RULE_NAMES)[number];

/**
 * One rule. Keys in CF7's order: rule, field, then the rule's own props (accept / threshold /
 * base / interval / rules), then error.
 */
export interface SwvRule {
  rule: SwvRuleName;
  /** Letter first, then [-A-Za-z0-9_:]. Absent only inside all/any sub-rules that inherit it. */
  field?: string;
  /** file: ".ext" or MIME types; enum: allowed values; dayofweek: ISO day numbers 1-7 as strings. */
  accept?: string[];
  /** int for lengths, items and bytes; numeric string for numbers; YYYY-MM-DD for dates. */
  threshold?: number | string;
  /** stepnumber */
  base?: number | string;
  /** stepnumber: >= 0 */
  interval?: number;
  /** all / any */
  rules?: SwvRule[];
  error?: string;
}

export interface SwvSchema {
  version: string;
  /** e.g. "fa_IR" */
  locale: string;
  rules: SwvRule[];
}
