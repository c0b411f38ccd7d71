// A contact form as the client renders it: the CF7 template parsed into a tree of safe HTML
// elements, text and form-tags. Read from the page's own HTML (markup/readPageForms.ts), which
// CF7 renders into `content.rendered` of GET /wp-json/wp/v2/pages?slug={slug}.

import type { Challenges } from './responses';

export const FORM_TAG_BASETYPES = [
  'text',
  'email',
  'url',
  'tel',
  'number',
  'range',
  'date',
  'textarea',
  'select',
  'checkbox',
  'radio',
  'acceptance',
  'quiz',
  'captchac',
  'captchar',
  'file',
  'count',
  'submit',
  'hidden',
] as const;
export type FormTagBasetype = (typeof FORM_TAG_BASETYPES)[number];

/**
 * Types CF7 registers with and without `*`, so a template may mark them required. The server's
 * template scanner reads this; one list, so the two sides cannot disagree on a field.
 */
export const REQUIRABLE_FORM_TAG_BASETYPES = [
  'text',
  'email',
  'url',
  'tel',
  'number',
  'range',
  'date',
  'textarea',
  'select',
  'checkbox',
  'radio',
  'file',
] as const satisfies readonly FormTagBasetype[];

/** Types CF7 renders inside `.wpcf7-form-control-wrap[data-name]`: the fields a visitor fills. */
export const WRAPPED_FORM_TAG_BASETYPES = [
  ...REQUIRABLE_FORM_TAG_BASETYPES,
  'acceptance',
  'quiz',
  'captchar',
] as const satisfies readonly FormTagBasetype[];

/** One `[type name options "values"]` of the template. */
export interface FormTag {
  /** As written, e.g. "text*", "email", "checkbox*". */
  type: string;
  basetype: FormTagBasetype;
  /** Field name. submit: "". count: the counted field's name. captchac/captchar share a name. */
  name: string;
  /** Written with `*` (radio is always required, as in CF7). */
  required: boolean;
  /**
   * Raw options in template order, e.g. ["id:customer-email", "class:wide", "minlength:5",
   * "placeholder", "exclusive", "down", "limit:2mb", "filetypes:jpg|pdf"]. Read them with the
   * helpers in formTagOptions.ts.
   */
  options: string[];
  /**
   * Quoted values with pipes cut to the shown label ("Label|value" -> "Label"): the label is what
   * the browser sends, the server maps it back. Quiz tags: empty (questions come as challenges).
   */
  values: string[];
  /** Text between an enclosing tag and its closing form ([acceptance x]…[/acceptance]); else "". */
  content: string;
}

/** The only HTML elements a form template keeps; anything else is dropped (its text stays). */
export const FORM_ELEMENT_NAMES = [
  'p',
  'div',
  'span',
  'label',
  'fieldset',
  'legend',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'small',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
] as const;
export type FormElementName = (typeof FORM_ELEMENT_NAMES)[number];

/** Attributes kept on template elements (href only for http(s), mailto:, tel: and relative URLs). */
export const FORM_ELEMENT_ATTRIBUTES = ['class', 'id', 'dir', 'lang', 'title', 'href'] as const;

export interface FormTextNode {
  kind: 'text';
  text: string;
}
export interface FormElementNode {
  kind: 'element';
  name: FormElementName;
  attributes: Partial<Record<(typeof FORM_ELEMENT_ATTRIBUTES)[number], string>>;
  children: FormNode[];
}
export interface FormTagNode {
  kind: 'tag';
  tag: FormTag;
}
export type FormNode = FormTextNode | FormElementNode | FormTagNode;

export interface ContactFormDefinition {
  /** Digits only, as a WordPress post id. */
  id: number;
  /**
   * The form's title where the page names it (the form's aria-label; CF7's default "Contact form"
   * names nothing, as on a WordPress page whose shortcode sets no html_title).
   */
  title?: string;
  /** e.g. "fa_IR" (the wrapper is dir="rtl" for it). */
  locale: string;
  /** Plugin version sent as _wpcf7_version, "6.1.6". */
  version: string;
  /** CF7 setting `acceptance_as_validation: on`: acceptance boxes never disable submit. */
  acceptanceAsValidation: boolean;
  /** The template, parsed. */
  nodes: FormNode[];
}

/** One form instance on a page: a unit tag of its own, fresh quiz questions and captcha images. */
export interface PlacedContactForm {
  /**
   * As the page's markup gives it: `wpcf7-f{formId}-o{n}` in a REST answer (CF7 renders outside the
   * post loop there), `wpcf7-f{formId}-p{post}-o{n}` in the page's own HTML; n counts from 1.
   */
  unitTag: string;
  /** Sent as _wpcf7_container_post: the markup's value, or the page's id where that is 0. */
  containerPost: number;
  form: ContactFormDefinition;
  /** Quiz questions/hashes and captcha images for this instance; {} when the form has none. */
  challenges: Challenges;
}

/** The forms of one page, read from its `content.rendered`. */
export interface PageContactForms {
  /** The page's post id (sent as _wpcf7_container_post). */
  containerPost: number;
  forms: PlacedContactForm[];
}
