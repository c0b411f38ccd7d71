// The values a form starts with, and what reset brings it back to: CF7's defaults per form-tag.
import type { ContactFormDefinition, FormTag } from '../../../contracts/contactForm7';
import {
  freeTextField,
  hasTagOption,
  isTextLike,
  tagOption,
} from '../../../contracts/contactForm7';
import { placedTags } from './formTags';

/** One field's value: text, or the checked/selected items of a group. */
export type FieldValue = string | string[];
export type FieldValues = Record<string, FieldValue>;

/** The checkbox value every acceptance box sends when checked. */
export const ACCEPTED = '1';

/** `default:1_3` -> the 1st and 3rd values; other default sources (user_email, get) are not ours. */
export function defaultChoices(tag: Pick<FormTag, 'options' | 'values'>): string[] {
  const raw = tagOption(tag, 'default', /^[0-9_]+$/);
  if (raw === undefined) return [];
  return raw
    .split('_')
    .filter((part) => part !== '')
    .map((part) => tag.values[Number(part) - 1])
    .filter((value): value is string => value !== undefined);
}

export function isMultiple(tag: Pick<FormTag, 'basetype' | 'options'>): boolean {
  return (
    tag.basetype === 'checkbox' || (tag.basetype === 'select' && hasTagOption(tag, 'multiple'))
  );
}

/** A select shows an empty first option with include_blank, or first_as_label's label. */
export function hasBlankOption(tag: Pick<FormTag, 'options'>): boolean {
  return hasTagOption(tag, 'include_blank') || hasTagOption(tag, 'first_as_label');
}

/** The options a select offers (first_as_label's first value is the blank option's label). */
export function selectChoices(tag: Pick<FormTag, 'options' | 'values'>): string[] {
  return hasTagOption(tag, 'first_as_label') ? tag.values.slice(1) : tag.values;
}

function textDefault(tag: FormTag): string {
  if (tag.basetype === 'textarea' && tag.content !== '') return tag.content;
  if (hasTagOption(tag, 'placeholder') || hasTagOption(tag, 'watermark')) return '';
  return tag.values[0] ?? '';
}

export function defaultValue(tag: FormTag): FieldValue | undefined {
  if (isTextLike(tag.basetype)) return textDefault(tag);
  switch (tag.basetype) {
    case 'textarea':
    case 'hidden':
      return textDefault(tag);
    case 'quiz':
    case 'captchar':
      return '';
    case 'checkbox':
      return hasTagOption(tag, 'exclusive') ? defaultChoices(tag).slice(0, 1) : defaultChoices(tag);
    case 'radio':
      return defaultChoices(tag)[0] ?? '';
    case 'select': {
      const chosen = defaultChoices(tag).filter((value) => selectChoices(tag).includes(value));
      if (isMultiple(tag)) return chosen;
      // Without a blank option the browser shows (and sends) the first choice.
      return chosen[0] ?? (hasBlankOption(tag) ? '' : (selectChoices(tag)[0] ?? ''));
    }
    case 'acceptance':
      return tagOption(tag, 'default') === 'on' ? ACCEPTED : '';
    default:
      return undefined;
  }
}

/** Every field's starting value, the first tag of a name deciding, plus free-text inputs. */
export function initialValues(definition: Pick<ContactFormDefinition, 'nodes'>): FieldValues {
  const values: FieldValues = {};
  for (const { tag } of placedTags(definition)) {
    if (tag.name === '' || tag.name in values) continue;
    const value = defaultValue(tag);
    if (value === undefined) continue;
    values[tag.name] = value;
    if (hasTagOption(tag, 'free_text')) values[freeTextField(tag.name)] = '';
  }
  return values;
}

export function asList(value: FieldValue | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : value === '' ? [] : [value];
}

export function asText(value: FieldValue | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : value;
}
