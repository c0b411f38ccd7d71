// The contact forms of a page, read from the page's own HTML (`content.rendered` of wp/v2/pages):
// CF7 6.1 markup back into the form model the app renders (PageContactForms). Text and the allowed
// elements stay as nodes, each `.wpcf7-form-control-wrap` becomes its form-tag, quiz questions and
// captcha images become the instance's challenges, and everything else is dropped.
import {
  FORM_ELEMENT_ATTRIBUTES,
  FORM_ELEMENT_NAMES,
  type ContactFormDefinition,
  type FormElementName,
  type FormElementNode,
  type FormNode,
  type PageContactForms,
  type PlacedContactForm,
} from '../definition';
import type { Challenges } from '../responses';
import {
  findAll,
  findFirst,
  hasClass,
  isElement,
  type HtmlElement,
  type HtmlNode,
} from './htmlTree';
import { FORM_WRAPPER_ID } from './formMarker';
import { parseHtml } from './htmlParser';
import {
  readCaptchaImage,
  readCounter,
  readHidden,
  readSubmit,
  readWrappedTag,
} from './readFormTag';

const ELEMENTS: ReadonlySet<string> = new Set(FORM_ELEMENT_NAMES);
/** Dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'noscript',
  'textarea',
  'select',
  'button',
  'svg',
  'math',
]);
/** CF7's own form title when the shortcode gives none (html_title). */
const DEFAULT_FORM_LABEL = 'Contact form';
const CAPTCHA_CHALLENGE = '_wpcf7_captcha_challenge_';

function safeHref(value: string): string | undefined {
  const trimmed = value.trim();
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed;
  if (/^[/#?.]/.test(trimmed) || !/^[^/?#]*:/.test(trimmed)) return trimmed;
  return undefined;
}

function keptAttributes(element: HtmlElement): FormElementNode['attributes'] {
  const attributes: FormElementNode['attributes'] = {};
  for (const name of FORM_ELEMENT_ATTRIBUTES) {
    const value = element.attributes[name];
    if (value === undefined) continue;
    const kept = name === 'href' ? safeHref(value) : value;
    if (kept !== undefined) attributes[name] = kept;
  }
  return attributes;
}

interface Reading {
  challenges: Challenges;
  /** Captcha names announced by their hidden challenge input, waiting for the image. */
  captchaNames: string[];
}

function pushText(out: FormNode[], text: string): void {
  if (text === '') return;
  const last = out[out.length - 1];
  if (last?.kind === 'text') last.text += text;
  else out.push({ kind: 'text', text });
}

function readNodes(nodes: readonly HtmlNode[], reading: Reading): FormNode[] {
  const out: FormNode[] = [];
  for (const node of nodes) {
    if (!isElement(node)) {
      pushText(out, node);
      continue;
    }
    out.push(...readElement(node, reading));
  }
  return out;
}

function readElement(element: HtmlElement, reading: Reading): FormNode[] {
  if (hasClass(element, 'wpcf7-form-control-wrap') && element.attributes['data-name']) {
    const read = readWrappedTag(element);
    if (!read) return [];
    if (read.challenge.quiz) {
      reading.challenges.quiz = {
        ...reading.challenges.quiz,
        [read.tag.name]: read.challenge.quiz,
      };
    }
    return [{ kind: 'tag', tag: read.tag }];
  }
  const { name } = element;
  if (name === 'input') {
    const field = element.attributes.name ?? '';
    if (field.startsWith(CAPTCHA_CHALLENGE)) {
      reading.captchaNames.push(field.slice(CAPTCHA_CHALLENGE.length));
      return [];
    }
    if (hasClass(element, 'wpcf7-submit')) return [{ kind: 'tag', tag: readSubmit(element) }];
    if (hasClass(element, 'wpcf7-hidden')) return [{ kind: 'tag', tag: readHidden(element) }];
    return [];
  }
  if (name === 'button' && hasClass(element, 'wpcf7-submit')) {
    return [{ kind: 'tag', tag: readSubmit(element) }];
  }
  if (name === 'img' && hasClass(element, 'wpcf7-captchac')) {
    const fromClass = /(?:^|\s)wpcf7-captcha-(\S+)/.exec(element.attributes.class ?? '')?.[1];
    const captcha = reading.captchaNames.shift() ?? fromClass ?? '';
    const src = element.attributes.src ?? '';
    reading.challenges.captcha = { ...reading.challenges.captcha, [captcha]: src };
    return [{ kind: 'tag', tag: readCaptchaImage(element, captcha) }];
  }
  if (hasClass(element, 'wpcf7-character-count'))
    return [{ kind: 'tag', tag: readCounter(element) }];
  if (hasClass(element, 'wpcf7-spinner') || DROPPED.has(name)) return [];
  const children = readNodes(element.children, reading);
  if (!ELEMENTS.has(name)) return children;
  return [
    {
      kind: 'element',
      name: name as FormElementName,
      attributes: keptAttributes(element),
      children: name === 'br' ? [] : children,
    },
  ];
}

function hiddenValues(form: HtmlElement): Map<string, string> {
  const values = new Map<string, string>();
  const container = findFirst(form.children, (element) =>
    hasClass(element, 'hidden-fields-container'),
  );
  for (const input of findAll(container?.children ?? [], (element) => element.name === 'input')) {
    const name = input.attributes.name;
    if (name !== undefined && !values.has(name)) values.set(name, input.attributes.value ?? '');
  }
  return values;
}

/** The parts of the form that are CF7's frame rather than its template. */
function isFrame(node: HtmlNode): boolean {
  if (!isElement(node)) return node.trim() === '';
  return (
    hasClass(node, 'hidden-fields-container') ||
    hasClass(node, 'wpcf7-response-output') ||
    hasClass(node, 'screen-reader-response')
  );
}

function readForm(wrapper: HtmlElement, pageId: number): PlacedContactForm | undefined {
  const form = findFirst(wrapper.children, (element) => element.name === 'form');
  if (!form) return undefined;
  const hidden = hiddenValues(form);
  const id = Number(hidden.get('_wpcf7') ?? wrapper.attributes[FORM_WRAPPER_ID]);
  const unitTag = hidden.get('_wpcf7_unit_tag') || wrapper.attributes.id || '';
  if (!Number.isInteger(id) || id <= 0 || unitTag === '') return undefined;
  // In a REST answer CF7 renders outside the loop: container post 0. The page is the container.
  const containerPost = Number.parseInt(hidden.get('_wpcf7_container_post') ?? '', 10) || pageId;
  const reading: Reading = { challenges: {}, captchaNames: [] };
  const label = form.attributes['aria-label'];
  const definition: ContactFormDefinition = {
    id,
    ...(label !== undefined && label !== DEFAULT_FORM_LABEL ? { title: label } : {}),
    locale: hidden.get('_wpcf7_locale') ?? '',
    version: hidden.get('_wpcf7_version') ?? '',
    acceptanceAsValidation: hasClass(form, 'wpcf7-acceptance-as-validation'),
    nodes: readNodes(
      form.children.filter((node) => !isFrame(node)),
      reading,
    ),
  };
  // Key order as CF7's refill: quiz, then captcha.
  const challenges: Challenges = {};
  if (reading.challenges.quiz) challenges.quiz = reading.challenges.quiz;
  if (reading.challenges.captcha) challenges.captcha = reading.challenges.captcha;
  return { unitTag, containerPost, form: definition, challenges };
}

/** Every CF7 form in a page's HTML, in page order; `pageId` is the page's post id. */
export function readPageForms(html: string, pageId: number): PageContactForms {
  const wrappers = findAll(
    parseHtml(html),
    (element) => hasClass(element, 'wpcf7') && element.attributes[FORM_WRAPPER_ID] !== undefined,
  );
  return {
    containerPost: pageId,
    forms: wrappers
      .map((wrapper) => readForm(wrapper, pageId))
      .filter((form): form is PlacedContactForm => form !== undefined),
  };
}
