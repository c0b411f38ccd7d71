// Checkbox and radio rules of reference 3.4-3.5: exclusive groups and free-text inputs.
import type { FormTag } from '../../../contracts/contactForm7';
import { hasTagOption } from '../../../contracts/contactForm7';
import { asList, type FieldValue } from './values';

/**
 * The group's value after one box changes. An exclusive group keeps at most the box just checked
 * (none is fine); other groups keep the template's order whatever order boxes are ticked in.
 */
export function toggleChoice(
  tag: Pick<FormTag, 'options' | 'values'>,
  current: FieldValue | undefined,
  value: string,
  checked: boolean,
): string[] {
  const chosen = asList(current);
  if (hasTagOption(tag, 'exclusive')) return checked ? [value] : chosen.filter((v) => v !== value);
  const next = new Set(checked ? [...chosen, value] : chosen.filter((v) => v !== value));
  const ordered = tag.values.filter((option) => next.has(option));
  // Values the template does not know (none should exist) are kept at the end, never lost.
  return [...ordered, ...[...next].filter((v) => !tag.values.includes(v))];
}

/** The free-text input sits on the last option and is usable only while that option is chosen. */
export function freeTextEnabled(
  tag: Pick<FormTag, 'options' | 'values'>,
  current: FieldValue | undefined,
): boolean {
  if (!hasTagOption(tag, 'free_text')) return false;
  const last = tag.values[tag.values.length - 1];
  return last !== undefined && asList(current).includes(last);
}
