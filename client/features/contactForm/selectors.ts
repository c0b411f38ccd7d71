// What the components read. Derived values (submit gating, counters, free-text state, inert
// areas) are computed here from the store, so components only render.
import type { FormTag } from '../../../contracts/contactForm7';
import { hasTagOption, tagMaxLength, tagMinLength } from '../../../contracts/contactForm7';
import { submitDisabled } from './acceptance';
import { freeTextEnabled } from './choices';
import { readCounter, type CounterReading, type CounterSettings } from './counter';
import type { FieldError } from './fieldErrors';
import { tagsByName } from './formTags';
import type { ContactFormInstance, ContactFormsState, PageForms } from './slice';
import { asText } from './values';

interface WithContactForms {
  contactForms: ContactFormsState;
}

const NO_PAGE: PageForms = { status: 'loading', containerPost: 0, unitTags: [], error: null };

export const selectContactFormsBoot = (state: WithContactForms) => state.contactForms.boot;

export const selectPageForms = (state: WithContactForms, slug: string): PageForms =>
  state.contactForms.pages[slug] ?? NO_PAGE;

export const selectContactForm = (
  state: WithContactForms,
  unitTag: string,
): ContactFormInstance | undefined => state.contactForms.forms[unitTag];

export const selectSchema = (state: WithContactForms, formId: number) =>
  state.contactForms.schemas[formId];

export function selectSubmitDisabled(state: WithContactForms, unitTag: string): boolean {
  const form = selectContactForm(state, unitTag);
  return form ? submitDisabled(form.definition, form.values) : true;
}

export function selectFieldError(
  state: WithContactForms,
  unitTag: string,
  field: string,
): FieldError | undefined {
  return selectContactForm(state, unitTag)?.errors.find((error) => error.field === field);
}

export function selectFreeTextEnabled(
  state: WithContactForms,
  unitTag: string,
  name: string,
): boolean {
  const form = selectContactForm(state, unitTag);
  const tag = form && tagsByName(form.definition).get(name);
  return form !== undefined && tag !== undefined && freeTextEnabled(tag, form.values[name]);
}

/** The counted field's explicit maxlength/minlength, as `[count]` reads them (reference 3.2). */
export function counterSettings(countTag: FormTag, target: FormTag | undefined): CounterSettings {
  return {
    direction: hasTagOption(countTag, 'down') ? 'down' : 'up',
    maximum: target ? (tagMaxLength(target) ?? 0) : 0,
    minimum: target ? (tagMinLength(target) ?? 0) : 0,
  };
}

/** Flat, so components can compare it with shallowEqual. */
export type CounterView = CounterReading & CounterSettings;

export function selectCounter(
  state: WithContactForms,
  unitTag: string,
  countTag: FormTag,
): CounterView | undefined {
  const form = selectContactForm(state, unitTag);
  if (!form) return undefined;
  const settings = counterSettings(countTag, tagsByName(form.definition).get(countTag.name));
  return { ...settings, ...readCounter(asText(form.values[countTag.name]), settings) };
}

/** Class `inert-on-{status}`: inert while the form is in that status (reference 2.5). */
export function isInertFor(classList: string | undefined, status: string): boolean {
  return (classList ?? '').split(/\s+/).includes(`inert-on-${status}`);
}
