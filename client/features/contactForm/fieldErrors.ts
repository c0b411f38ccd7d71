// Per-field errors (reference 3.6-3.7): what the tips, aria attributes and the screen-reader list
// are rendered from, and how change-validation results are applied to them.
import type { SwvFormData, SwvViolation } from '../../../contracts/contactForm7/swv';
import type { ContactFormDefinition } from '../../../contracts/contactForm7';
import { freeTextEnabled } from './choices';
import { tagsByName, wrapOrder } from './formTags';
import { asList, type FieldValues } from './values';

export interface FieldError {
  field: string;
  message: string;
  /** id of the screen-reader list item; the control's aria-describedby points at it. */
  errorId: string;
}

/** `{unitTag}-ve-{field}` with everything outside 0-9a-zA-Z_- removed (so `a:b` loses its colon). */
export function errorIdFor(unitTag: string, field: string): string {
  return `${unitTag}-ve-${field}`.replace(/[^0-9a-z_-]+/gi, '');
}

export function withoutError(errors: readonly FieldError[], field: string): FieldError[] {
  return errors.filter((error) => error.field !== field);
}

/** A field shows one error; a new one replaces it and goes to the end of the list, as CF7 appends. */
export function withError(
  errors: readonly FieldError[],
  unitTag: string,
  field: string,
  message: string,
): FieldError[] {
  return [...withoutError(errors, field), { field, message, errorId: errorIdFor(unitTag, field) }];
}

export interface FileInfo {
  name: string;
  size: number;
  type: string;
}

/**
 * What change-validation validates: every field outside `novalidate` areas, as the browser would
 * post it (a disabled free-text input posts nothing).
 */
export function validationData(
  definition: Pick<ContactFormDefinition, 'nodes'>,
  values: FieldValues,
  files: Readonly<Record<string, readonly FileInfo[]>>,
): SwvFormData {
  const valueMap = new Map<string, readonly string[]>();
  const fileMap = new Map<string, readonly FileInfo[]>();
  for (const { tag, novalidate } of wrapOrder(definition)) {
    if (novalidate) continue;
    if (tag.basetype === 'file') {
      fileMap.set(tag.name, files[tag.name] ?? []);
      continue;
    }
    const value = values[tag.name];
    valueMap.set(tag.name, Array.isArray(value) ? value : [value ?? '']);
  }
  for (const tag of tagsByName(definition).values()) {
    const free = `_wpcf7_free_text_${tag.name}`;
    if (freeTextEnabled(tag, values[tag.name])) valueMap.set(free, asList(values[free]));
  }
  return { values: valueMap, files: fileMap };
}

export interface ChangeValidation {
  unitTag: string;
  definition: Pick<ContactFormDefinition, 'nodes'>;
  errors: readonly FieldError[];
  violations: ReadonlyMap<string, SwvViolation>;
  /** The field whose control changed. */
  target: string;
  /** Fields the visitor has changed, or all of them once a submission was tried. */
  touched: ReadonlySet<string>;
}

/**
 * CF7 applies results to the wraps in document order up to and including the changed one, and
 * leaves later fields alone. Unlike CF7 (rocklobster-in/contact-form-7#871), a field above the
 * target that the visitor has not touched yet gets no NEW error: ticking a box at the bottom must
 * not shout "please fill out this field" at a form the visitor is filling in from the top. Errors
 * already shown there are still cleared or updated.
 */
export function applyChangeValidation(input: ChangeValidation): FieldError[] {
  let errors = [...input.errors];
  for (const { tag, novalidate } of wrapOrder(input.definition)) {
    const field = tag.name;
    const isTarget = field === input.target;
    if (!novalidate) {
      const shown = errors.some((error) => error.field === field);
      const mayShow = isTarget || shown || input.touched.has(field);
      const violation = input.violations.get(field);
      errors = withoutError(errors, field);
      if (violation && mayShow) errors = withError(errors, input.unitTag, field, violation.error);
    }
    if (isTarget) break;
  }
  return errors;
}
