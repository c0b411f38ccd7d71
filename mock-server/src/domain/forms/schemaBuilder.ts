// Builds a form's SWV schema from its tags, in CF7 6.1's order: by module (checkbox/radio, date,
// file, number, select, text, textarea; each in form order), then checkbox/radio enums, then
// select enums. Error texts are the form's (Persian) messages.
import {
  DEFAULT_FORM_LOCALE,
  hasTagOption,
  tagDateOption,
  tagFileAccept,
  tagFileLimit,
  tagMaxLength,
  tagMinLength,
  tagNumberOption,
} from '../../../../contracts/contactForm7';
import {
  SWV_SCHEMA_VERSION,
  type SwvRule,
  type SwvSchema,
} from '../../../../contracts/contactForm7/swv/schema';
import type { ParsedFormTag } from './formTags';
import { FIXED_MESSAGES, type FormMessages } from './messages';

const TEXT_MAXLENGTH = 400;
const TEXTAREA_MAXLENGTH = 2000;

type RuleSink = (rule: SwvRule) => void;

function checkboxRadioRules(tag: ParsedFormTag, m: FormMessages, add: RuleSink): void {
  // Radios keep CF7's text (a radio group always holds a choice); a box group asks for one.
  const error = tag.basetype === 'checkbox' ? FIXED_MESSAGES.choose_one : m.invalid_required;
  if (tag.required) add({ rule: 'required', field: tag.name, error });
  if (tag.basetype === 'radio' || hasTagOption(tag, 'exclusive')) {
    add({ rule: 'maxitems', field: tag.name, threshold: 1, error: FIXED_MESSAGES.maxitems });
  }
}

function dateRules(tag: ParsedFormTag, m: FormMessages, add: RuleSink): void {
  if (tag.required) add({ rule: 'required', field: tag.name, error: m.invalid_required });
  add({ rule: 'date', field: tag.name, error: m.invalid_date });
  const min = tagDateOption(tag, 'min');
  const max = tagDateOption(tag, 'max');
  if (min !== undefined)
    add({ rule: 'mindate', field: tag.name, threshold: min, error: m.date_too_early });
  if (max !== undefined)
    add({ rule: 'maxdate', field: tag.name, threshold: max, error: m.date_too_late });
}

function fileRules(tag: ParsedFormTag, m: FormMessages, add: RuleSink): void {
  if (tag.required) add({ rule: 'requiredfile', field: tag.name, error: m.invalid_required });
  add({
    rule: 'file',
    field: tag.name,
    accept: tagFileAccept(tag),
    error: m.upload_file_type_invalid,
  });
  add({
    rule: 'maxfilesize',
    field: tag.name,
    threshold: tagFileLimit(tag),
    error: m.upload_file_too_large,
  });
}

function numberRules(tag: ParsedFormTag, m: FormMessages, add: RuleSink): void {
  if (tag.required) add({ rule: 'required', field: tag.name, error: m.invalid_required });
  add({ rule: 'number', field: tag.name, error: m.invalid_number });
  const range = tag.basetype === 'range';
  const min = tagNumberOption(tag, 'min') ?? (range ? '0' : undefined);
  const max = tagNumberOption(tag, 'max') ?? (range ? '100' : undefined);
  if (min !== undefined)
    add({ rule: 'minnumber', field: tag.name, threshold: min, error: m.number_too_small });
  if (max !== undefined)
    add({ rule: 'maxnumber', field: tag.name, threshold: max, error: m.number_too_large });
}

function selectRules(tag: ParsedFormTag, m: FormMessages, add: RuleSink): void {
  if (tag.required) add({ rule: 'required', field: tag.name, error: m.invalid_required });
}

function textRules(tag: ParsedFormTag, m: FormMessages, add: RuleSink): void {
  if (tag.required) add({ rule: 'required', field: tag.name, error: m.invalid_required });
  if (tag.basetype === 'email') add({ rule: 'email', field: tag.name, error: m.invalid_email });
  if (tag.basetype === 'url') add({ rule: 'url', field: tag.name, error: m.invalid_url });
  if (tag.basetype === 'tel') add({ rule: 'tel', field: tag.name, error: m.invalid_tel });
  const minLength = tagMinLength(tag);
  if (minLength !== undefined) {
    add({ rule: 'minlength', field: tag.name, threshold: minLength, error: m.invalid_too_short });
  }
  add({
    rule: 'maxlength',
    field: tag.name,
    threshold: tagMaxLength(tag) ?? TEXT_MAXLENGTH,
    error: m.invalid_too_long,
  });
}

function textareaRules(tag: ParsedFormTag, m: FormMessages, add: RuleSink): void {
  if (tag.required) add({ rule: 'required', field: tag.name, error: m.invalid_required });
  const minLength = tagMinLength(tag);
  if (minLength !== undefined) {
    add({ rule: 'minlength', field: tag.name, threshold: minLength, error: m.invalid_too_short });
  }
  add({
    rule: 'maxlength',
    field: tag.name,
    threshold: tagMaxLength(tag) ?? TEXTAREA_MAXLENGTH,
    error: m.invalid_too_long,
  });
}

/** Values a choice field may send: labels, blanks dropped, the `first_as_label` item dropped. */
function enumAccept(tag: ParsedFormTag): string[] {
  const values =
    tag.basetype === 'select' && hasTagOption(tag, 'first_as_label')
      ? tag.values.slice(1)
      : tag.values;
  return values.filter((value) => value.trim() !== '');
}

const MODULES: ReadonlyArray<{
  types: ReadonlySet<string>;
  rules: (tag: ParsedFormTag, m: FormMessages, add: RuleSink) => void;
}> = [
  { types: new Set(['checkbox', 'radio']), rules: checkboxRadioRules },
  { types: new Set(['date']), rules: dateRules },
  { types: new Set(['file']), rules: fileRules },
  { types: new Set(['number', 'range']), rules: numberRules },
  { types: new Set(['select']), rules: selectRules },
  { types: new Set(['text', 'email', 'url', 'tel']), rules: textRules },
  { types: new Set(['textarea']), rules: textareaRules },
];

/**
 * Several tags may share a name (CF7 #1076): each rule appears once per field, and enum accept
 * lists of same-named tags are merged, so one tag's values never fail the other's.
 */
export function buildSchema(
  tags: readonly ParsedFormTag[],
  messages: FormMessages,
  locale = DEFAULT_FORM_LOCALE,
): SwvSchema {
  const rules: SwvRule[] = [];
  const seen = new Set<string>();
  const add: RuleSink = (rule) => {
    const key = `${rule.rule}\u0000${rule.field ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    rules.push(rule);
  };
  for (const module of MODULES) {
    for (const tag of tags) if (module.types.has(tag.basetype)) module.rules(tag, messages, add);
  }
  const enums = new Map<string, string[]>();
  const enumTags = [
    ...tags.filter((tag) => tag.basetype === 'checkbox' || tag.basetype === 'radio'),
    ...tags.filter((tag) => tag.basetype === 'select'),
  ];
  for (const tag of enumTags) {
    // A free-text option can send anything, so such a field has no enum (as in CF7).
    if (hasTagOption(tag, 'free_text')) {
      enums.set(tag.name, []);
      continue;
    }
    const existing = enums.get(tag.name);
    if (existing === undefined) enums.set(tag.name, enumAccept(tag));
    else if (existing.length > 0)
      existing.push(...enumAccept(tag).filter((v) => !existing.includes(v)));
  }
  for (const [field, accept] of enums) {
    if (accept.length > 0) rules.push({ rule: 'enum', field, accept, error: FIXED_MESSAGES.enum });
  }
  return { version: SWV_SCHEMA_VERSION, locale, rules };
}
