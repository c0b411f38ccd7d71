// One CF7 control as CF7 6.1 renders it, read back into the form-tag it came from: the type (with
// `*` when required), the options CF7 writes into the markup (sizes, lengths, limits, id:, class:,
// autocomplete:, placeholder, defaults, list flags) and the values. Options CF7 leaves out of the
// markup (a file's `limit:`) stay with the server, which validates them with its own schema.
import {
  FORM_TAG_BASETYPES,
  REQUIRABLE_FORM_TAG_BASETYPES,
  type FormTag,
  type FormTagBasetype,
} from '../definition';
import { isTextLike } from '../controlClasses';
import { DEFAULT_FILE_ACCEPT } from '../formTagOptions';
import { classesOf, findAll, findFirst, hasClass, textOf, type HtmlElement } from './htmlTree';

const BASETYPES: ReadonlySet<string> = new Set(FORM_TAG_BASETYPES);
const REQUIRABLE: ReadonlySet<string> = new Set(REQUIRABLE_FORM_TAG_BASETYPES);

/** Classes CF7 itself puts on controls; every other class came from a `class:` option. */
function isCf7Class(name: string): boolean {
  return (
    name === 'wpcf7-form-control' ||
    name === 'has-spinner' ||
    name === 'invert' ||
    name === 'optional' ||
    name === 'wpcf7-text' ||
    name === 'wpcf7-not-valid' ||
    name === 'wpcf7-exclusive-checkbox' ||
    name.startsWith('wpcf7-validates-as-') ||
    name.startsWith('wpcf7-captcha-') ||
    (name.startsWith('wpcf7-') && BASETYPES.has(name.slice('wpcf7-'.length)))
  );
}

/** CF7's defaults, left out of the options as a template that never wrote them. */
const TEXT_SIZE = 40;
const TEXT_MAXLENGTH = 400;
const TEXTAREA_COLS = 40;
const TEXTAREA_ROWS = 10;
const TEXTAREA_MAXLENGTH = 2000;

/** The first `wpcf7-{basetype}` class: `wpcf7-email` comes before the `wpcf7-text` it also has. */
export function basetypeOf(control: HtmlElement): FormTagBasetype | undefined {
  for (const name of classesOf(control)) {
    if (name === 'wpcf7-form-control' || !name.startsWith('wpcf7-')) continue;
    const basetype = name.slice('wpcf7-'.length);
    if (BASETYPES.has(basetype)) return basetype as FormTagBasetype;
  }
  return undefined;
}

function commonOptions(control: HtmlElement, idHolder: HtmlElement = control): string[] {
  const options: string[] = [];
  const id = idHolder.attributes.id;
  if (id !== undefined && id !== '') options.push(`id:${id}`);
  for (const name of classesOf(control)) if (!isCf7Class(name)) options.push(`class:${name}`);
  return options;
}

function numberAttribute(control: HtmlElement, name: string): number | undefined {
  const raw = control.attributes[name];
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/** `size:`, `maxlength:`, `minlength:` where they differ from CF7's defaults. */
function lengthOptions(control: HtmlElement, defaultMax: number | undefined): string[] {
  const options: string[] = [];
  const size = numberAttribute(control, 'size');
  if (size !== undefined && size !== TEXT_SIZE) options.push(`size:${size}`);
  const max = numberAttribute(control, 'maxlength');
  if (max !== undefined && max !== defaultMax) options.push(`maxlength:${max}`);
  const min = numberAttribute(control, 'minlength');
  if (min !== undefined) options.push(`minlength:${min}`);
  return options;
}

function inputOptions(control: HtmlElement): string[] {
  const options: string[] = [];
  const autocomplete = control.attributes.autocomplete;
  if (autocomplete !== undefined) options.push(`autocomplete:${autocomplete}`);
  if (control.attributes.readonly !== undefined) options.push('readonly');
  return options;
}

/** A placeholder is the tag's first value with the `placeholder` flag; else the value is the default. */
function textValues(
  control: HtmlElement,
  text: string | undefined,
): { options: string[]; values: string[] } {
  const placeholder = control.attributes.placeholder;
  if (placeholder !== undefined) return { options: ['placeholder'], values: [placeholder] };
  const value = text ?? control.attributes.value ?? '';
  return { options: [], values: value === '' ? [] : [value] };
}

function isRequired(basetype: FormTagBasetype, control: HtmlElement): boolean {
  if (basetype === 'radio') return true;
  if (!REQUIRABLE.has(basetype)) return false;
  return (
    hasClass(control, 'wpcf7-validates-as-required') ||
    control.attributes['aria-required'] === 'true'
  );
}

function tag(
  basetype: FormTagBasetype,
  name: string,
  required: boolean,
  options: string[],
  values: string[] = [],
  content = '',
): FormTag {
  const type = required && basetype !== 'radio' ? `${basetype}*` : basetype;
  return { type, basetype, name, required, options, values, content };
}

/** `default:1_3` from the chosen items' 1-based positions. */
function defaultOption(chosen: boolean[]): string[] {
  const positions = chosen.flatMap((on, index) => (on ? [String(index + 1)] : []));
  return positions.length > 0 ? [`default:${positions.join('_')}`] : [];
}

function readTextLike(basetype: FormTagBasetype, name: string, control: HtmlElement): FormTag {
  const { options: valueOptions, values } = textValues(control, undefined);
  const options = [...commonOptions(control), ...inputOptions(control)];
  if (basetype === 'number' || basetype === 'range' || basetype === 'date') {
    for (const limit of ['min', 'max', 'step']) {
      const value = control.attributes[limit];
      if (value !== undefined) options.push(`${limit}:${value}`);
    }
    options.push(...lengthOptions(control, undefined));
  } else {
    options.push(...lengthOptions(control, TEXT_MAXLENGTH));
  }
  return tag(basetype, name, isRequired(basetype, control), [...options, ...valueOptions], values);
}

function readTextarea(name: string, control: HtmlElement): FormTag {
  const { options: valueOptions, values } = textValues(control, textOf(control.children));
  const options = [...commonOptions(control), ...inputOptions(control)];
  const cols = numberAttribute(control, 'cols') ?? TEXTAREA_COLS;
  const rows = numberAttribute(control, 'rows') ?? TEXTAREA_ROWS;
  if (cols !== TEXTAREA_COLS || rows !== TEXTAREA_ROWS) options.push(`${cols}x${rows}`);
  const max = numberAttribute(control, 'maxlength');
  if (max !== undefined && max !== TEXTAREA_MAXLENGTH) options.push(`maxlength:${max}`);
  const min = numberAttribute(control, 'minlength');
  if (min !== undefined) options.push(`minlength:${min}`);
  return tag(
    'textarea',
    name,
    isRequired('textarea', control),
    [...options, ...valueOptions],
    values,
  );
}

/** CF7's include_blank option text is "—Please choose an option—" in any language: dashes around. */
const BLANK_LABEL = /^—.*—$/s;

function readSelect(name: string, control: HtmlElement): FormTag {
  const options = [...commonOptions(control), ...inputOptions(control)];
  if (control.attributes.multiple !== undefined) options.push('multiple');
  const items = findAll(control.children, (element) => element.name === 'option');
  const values: string[] = [];
  const chosen: boolean[] = [];
  items.forEach((item, index) => {
    const label = textOf(item.children);
    const value = item.attributes.value ?? label;
    if (index === 0 && value === '') {
      if (BLANK_LABEL.test(label.trim())) {
        options.push('include_blank');
        return;
      }
      options.push('first_as_label');
      values.push(label);
      chosen.push(false);
      return;
    }
    values.push(value);
    chosen.push(item.attributes.selected !== undefined);
  });
  options.push(...defaultOption(chosen));
  return tag('select', name, isRequired('select', control), options, values);
}

function readChoices(basetype: 'checkbox' | 'radio', name: string, control: HtmlElement): FormTag {
  const options = commonOptions(control);
  if (hasClass(control, 'wpcf7-exclusive-checkbox')) options.push('exclusive');
  const items = findAll(control.children, (element) => hasClass(element, 'wpcf7-list-item'));
  const values: string[] = [];
  const chosen: boolean[] = [];
  let labelElement = false;
  let labelFirst = false;
  let freeText = false;
  for (const item of items) {
    const input = findFirst(
      item.children,
      (element) => element.name === 'input' && element.attributes.type === basetype,
    );
    if (!input) continue;
    values.push(input.attributes.value ?? '');
    chosen.push(input.attributes.checked !== undefined);
    const label = findFirst(item.children, (element) => element.name === 'label');
    if (label) labelElement = true;
    const holder = label ?? item;
    const first = holder.children.find((child) => typeof child !== 'string');
    if (
      first !== undefined &&
      typeof first !== 'string' &&
      hasClass(first, 'wpcf7-list-item-label')
    )
      labelFirst = true;
    if (hasClass(item, 'has-free-text')) freeText = true;
  }
  if (labelFirst) options.push('label_first');
  if (labelElement) options.push('use_label_element');
  if (freeText) options.push('free_text');
  options.push(...defaultOption(chosen));
  return tag(basetype, name, isRequired(basetype, control), options, values);
}

function readAcceptance(name: string, control: HtmlElement): FormTag {
  const input = findFirst(control.children, (element) => element.name === 'input');
  const options = commonOptions(control, input ?? control);
  if (hasClass(control, 'invert')) options.push('invert');
  if (hasClass(control, 'optional')) options.push('optional');
  if (input?.attributes.checked !== undefined) options.push('default:on');
  const label = findFirst(control.children, (element) =>
    hasClass(element, 'wpcf7-list-item-label'),
  );
  return tag('acceptance', name, false, options, [], label ? textOf(label.children).trim() : '');
}

function readFile(name: string, control: HtmlElement): FormTag {
  const options = [...commonOptions(control), ...lengthOptions(control, undefined)];
  const accept = (control.attributes.accept ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (accept.length > 0 && accept.join(',') !== DEFAULT_FILE_ACCEPT.join(',')) {
    options.push(`filetypes:${accept.map((item) => item.replace(/^\./, '')).join('|')}`);
  }
  return tag('file', name, isRequired('file', control), options);
}

/** A quiz's question and answer hash, found inside its wrap. */
export interface ReadChallenge {
  quiz?: [question: string, answerHash: string];
}

/** The control inside `.wpcf7-form-control-wrap[data-name]` as its form-tag. */
export function readWrappedTag(
  wrap: HtmlElement,
): { tag: FormTag; challenge: ReadChallenge } | undefined {
  const name = wrap.attributes['data-name'] ?? '';
  const control = findFirst(wrap.children, (element) => hasClass(element, 'wpcf7-form-control'));
  if (name === '' || control === undefined) return undefined;
  const basetype = basetypeOf(control);
  if (basetype !== undefined && isTextLike(basetype)) {
    return { tag: readTextLike(basetype, name, control), challenge: {} };
  }
  switch (basetype) {
    case 'textarea':
      return { tag: readTextarea(name, control), challenge: {} };
    case 'select':
      return { tag: readSelect(name, control), challenge: {} };
    case 'checkbox':
    case 'radio':
      return { tag: readChoices(basetype, name, control), challenge: {} };
    case 'acceptance':
      return { tag: readAcceptance(name, control), challenge: {} };
    case 'file':
      return { tag: readFile(name, control), challenge: {} };
    case 'quiz': {
      const question = findFirst(wrap.children, (element) => hasClass(element, 'wpcf7-quiz-label'));
      const hash = findFirst(
        wrap.children,
        (element) =>
          element.name === 'input' && element.attributes.name === `_wpcf7_quiz_answer_${name}`,
      );
      const options = [...commonOptions(control), ...lengthOptions(control, undefined)];
      return {
        tag: tag('quiz', name, false, options),
        challenge: {
          quiz: [question ? textOf(question.children) : '', hash?.attributes.value ?? ''],
        },
      };
    }
    case 'captchar':
      return {
        tag: tag('captchar', name, false, [
          ...commonOptions(control),
          ...lengthOptions(control, undefined),
        ]),
        challenge: {},
      };
    default:
      return undefined;
  }
}

/** `<img class="wpcf7-captchac wpcf7-captcha-{name}">`; CF7 writes size:s and size:l as 60 and 84 wide. */
export function readCaptchaImage(image: HtmlElement, name: string): FormTag {
  const options = commonOptions(image);
  const width = image.attributes.width;
  if (width === '60') options.push('size:s');
  if (width === '84') options.push('size:l');
  return tag('captchac', name, false, options);
}

/** `<span class="wpcf7-character-count up|down" data-target-name>` */
export function readCounter(counter: HtmlElement): FormTag {
  const options = commonOptions(counter).filter(
    (option) => !/^class:(up|down|wpcf7-character-count)$/.test(option),
  );
  if (hasClass(counter, 'down')) options.push('down');
  return tag('count', counter.attributes['data-target-name'] ?? '', false, options);
}

export function readSubmit(button: HtmlElement): FormTag {
  const label =
    button.name === 'button' ? textOf(button.children) : (button.attributes.value ?? '');
  return tag('submit', '', false, commonOptions(button), label === '' ? [] : [label]);
}

export function readHidden(input: HtmlElement): FormTag {
  const value = input.attributes.value ?? '';
  return tag(
    'hidden',
    input.attributes.name ?? '',
    false,
    commonOptions(input),
    value === '' ? [] : [value],
  );
}
