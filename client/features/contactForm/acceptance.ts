// Acceptance boxes gate the submit buttons (reference 3.3): unless the form treats acceptance as a
// validation rule, every submit stays disabled until each non-optional box holds.
import type { ContactFormDefinition, FormTag } from '../../../contracts/contactForm7';
import { hasTagOption } from '../../../contracts/contactForm7';
import { placedTags } from './formTags';
import { ACCEPTED, type FieldValues } from './values';

/** A normal box holds when checked; an `invert` box ("do not send me news") when unchecked. */
export function acceptanceHolds(tag: Pick<FormTag, 'options'>, value: unknown): boolean {
  const checked = value === ACCEPTED;
  return hasTagOption(tag, 'invert') ? !checked : checked;
}

export function submitDisabled(
  definition: Pick<ContactFormDefinition, 'nodes' | 'acceptanceAsValidation'>,
  values: FieldValues,
): boolean {
  if (definition.acceptanceAsValidation) return false;
  return placedTags(definition).some(
    ({ tag }) =>
      tag.basetype === 'acceptance' &&
      !hasTagOption(tag, 'optional') &&
      !acceptanceHolds(tag, values[tag.name]),
  );
}
