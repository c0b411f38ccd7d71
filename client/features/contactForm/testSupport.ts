// Definitions for tests, written the way a template reads: tag('email*', 'your-email', ['id:mail']).
import type {
  ContactFormDefinition,
  FormElementNode,
  FormNode,
  FormTag,
  FormTagBasetype,
  PlacedContactForm,
} from '../../../contracts/contactForm7';

export function tag(
  type: string,
  name: string,
  options: string[] = [],
  values: string[] = [],
  content = '',
): FormTag {
  const basetype = type.replace(/\*$/, '') as FormTagBasetype;
  return {
    type,
    basetype,
    name,
    required: type.endsWith('*') || basetype === 'radio',
    options,
    values,
    content,
  };
}

export const t = (formTag: FormTag): FormNode => ({ kind: 'tag', tag: formTag });
export const text = (value: string): FormNode => ({ kind: 'text', text: value });
export function el(
  name: FormElementNode['name'],
  attributes: FormElementNode['attributes'],
  ...children: FormNode[]
): FormNode {
  return { kind: 'element', name, attributes, children };
}
/** `<label> {label} [tag] </label>` in a paragraph, as CF7's default template writes fields. */
export const labelled = (label: string, formTag: FormTag): FormNode =>
  el('p', {}, el('label', {}, text(`${label} `), t(formTag)));

export function definition(
  nodes: FormNode[],
  overrides: Partial<ContactFormDefinition> = {},
): ContactFormDefinition {
  return {
    id: 101,
    title: 'فرم تماس',
    locale: 'fa_IR',
    version: '6.1.6',
    acceptanceAsValidation: false,
    nodes,
    ...overrides,
  };
}

export function placed(
  form: ContactFormDefinition,
  unitTag = `wpcf7-f${form.id}-p7-o1`,
  challenges: PlacedContactForm['challenges'] = {},
): PlacedContactForm {
  return { unitTag, containerPost: 7, form, challenges };
}
