// A placed contact form as Contact Form 7 6.1.6 writes it into a page's content: the `.wpcf7`
// wrapper, the screen-reader region, the form with its hidden fields, the template's elements and
// text, each form-tag's control, and the response output. Pages carry it in `content.rendered`,
// where the client reads it back (contracts/contactForm7/markup/readPageForms.ts).
import {
  HIDDEN_FIELDS,
  type Challenges,
  type FormNode,
  type FormTag,
} from '../../../../contracts/contactForm7';
import { escapeHtml } from '../text';
import type { CompiledForm } from './compileForm';
import { attributes, formTagMarkup } from './formTagMarkup';

export interface FormPlacement {
  /** `wpcf7-f{id}-o{n}` in a REST answer. */
  unitTag: string;
  /** 0 in a REST answer, as CF7 renders outside the post loop there. */
  containerPost: number;
  /** Fresh quiz questions and captcha images for this instance. */
  challenges: Challenges;
  /** The form's action before `#unitTag`: the URL the page was asked for. */
  action: string;
}

/** Locales CF7 writes dir="rtl" for; plain "fa" is not among them (CF7's own list). */
const RTL_LOCALES = new Set(['ar', 'ary', 'azb', 'fa_IR', 'haz', 'he_IL', 'ps', 'ug_CN']);

function nodesMarkup(
  nodes: readonly FormNode[],
  challenges: Challenges,
  fieldTag: (name: string) => FormTag | undefined,
): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return escapeHtml(node.text);
      if (node.kind === 'tag') return formTagMarkup(node.tag, challenges, fieldTag);
      const open = `<${node.name}${attributes(Object.entries(node.attributes))}`;
      if (node.name === 'br') return `${open} />`;
      return `${open}>${nodesMarkup(node.children, challenges, fieldTag)}</${node.name}>`;
    })
    .join('');
}

export function contactFormMarkup(form: CompiledForm, placement: FormPlacement): string {
  const { definition } = form;
  const { unitTag } = placement;
  const hiddenValues: Record<(typeof HIDDEN_FIELDS)[number], string> = {
    _wpcf7: String(form.id),
    _wpcf7_version: definition.version,
    _wpcf7_locale: definition.locale,
    _wpcf7_unit_tag: unitTag,
    _wpcf7_container_post: String(placement.containerPost),
    _wpcf7_posted_data_hash: '',
  };
  const hidden = HIDDEN_FIELDS.map(
    (name) => `<input type="hidden" name="${name}" value="${escapeHtml(hiddenValues[name])}" />`,
  ).join('');
  const formClass = ['wpcf7-form', 'init'];
  if (definition.acceptanceAsValidation) formClass.push('wpcf7-acceptance-as-validation');
  const fieldTag = (name: string) => form.fieldTags.get(name);
  const wrapper = attributes([
    ['class', 'wpcf7 no-js'],
    ['id', unitTag],
    ['lang', definition.locale.replace(/_/g, '-')],
    ['dir', RTL_LOCALES.has(definition.locale) ? 'rtl' : 'ltr'],
    ['data-wpcf7-id', form.id],
  ]);
  const formAttributes = attributes([
    ['action', `${placement.action}#${unitTag}`],
    ['method', 'post'],
    ['class', formClass.join(' ')],
    // CF7's html_title: the shop names its forms, where a bare shortcode says "Contact form".
    ['aria-label', definition.title ?? 'Contact form'],
    ['enctype', form.fileTags.length > 0 ? 'multipart/form-data' : undefined],
    ['novalidate', 'novalidate'],
    ['data-status', 'init'],
  ]);
  return (
    `<div class="wp-block-contact-form-7-contact-form-selector">\n<div${wrapper}>\n` +
    '<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>\n' +
    `<form${formAttributes}>\n` +
    `<fieldset class="hidden-fields-container">${hidden}\n</fieldset>\n` +
    nodesMarkup(definition.nodes, placement.challenges, fieldTag) +
    '<div class="wpcf7-response-output" aria-hidden="true"></div>\n</form>\n</div>\n</div>\n'
  );
}
