// One form-tag as Contact Form 7 6.1.6 renders it into a page: the same elements, classes and
// attributes (cf7-page-11-html-form.html in shared/reference/real-wordpress), so a client that
// reads a real WordPress page reads this server's pages the same way.
import {
  acceptanceClass,
  captchaChallengeField,
  captchaImageClass,
  controlClass,
  isTextLike,
  textControlExtras,
  freeTextField,
  hasTagOption,
  quizAnswerField,
  submitClass,
  tagClasses,
  tagColsRows,
  tagControlName,
  tagDateOption,
  tagFileAccept,
  tagId,
  tagMaxLength,
  tagMinLength,
  tagNumberOption,
  tagOption,
  tagSize,
  type Challenges,
  type FormTag,
} from '../../../../contracts/contactForm7';
import { escapeHtml } from '../text';

type Attribute = readonly [name: string, value: string | number | undefined];

/** ` name="value"` for each attribute with a value, in the order given (CF7's order). */
export function attributes(list: readonly Attribute[]): string {
  return list
    .filter((entry): entry is readonly [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('');
}

const wrap = (name: string, inner: string) =>
  `<span class="wpcf7-form-control-wrap" data-name="${escapeHtml(name)}">${inner}</span>`;

const hasPlaceholder = (tag: FormTag) =>
  hasTagOption(tag, 'placeholder') || hasTagOption(tag, 'watermark');

function common(tag: FormTag): Attribute[] {
  return [
    ['id', tagId(tag)],
    ['autocomplete', tagOption(tag, 'autocomplete', /^[-0-9a-zA-Z]+$/)],
    ['readonly', hasTagOption(tag, 'readonly') ? 'readonly' : undefined],
    ['aria-required', tag.required ? 'true' : undefined],
    ['aria-invalid', 'false'],
  ];
}

function textInput(tag: FormTag): string {
  const numeric = ['number', 'range', 'date'].includes(tag.basetype);
  const limit = (name: string) =>
    tag.basetype === 'date' ? tagDateOption(tag, name) : tagNumberOption(tag, name);
  const placeholder = hasPlaceholder(tag) ? tag.values[0] : undefined;
  const list: Attribute[] = numeric
    ? [
        ['class', controlClass(tag, textControlExtras(tag.basetype))],
        ['min', limit('min')],
        ['max', limit('max')],
        ['step', limit('step')],
      ]
    : [
        ['size', tagSize(tag) ?? 40],
        ['maxlength', tagMaxLength(tag) ?? 400],
        ['minlength', tagMinLength(tag)],
        ['class', controlClass(tag, textControlExtras(tag.basetype))],
      ];
  list.push(
    ...common(tag),
    ['placeholder', placeholder],
    ['value', placeholder === undefined ? (tag.values[0] ?? '') : ''],
    ['type', tag.basetype],
    ['name', tag.name],
  );
  return wrap(tag.name, `<input${attributes(list)} />`);
}

function textarea(tag: FormTag): string {
  const { cols, rows } = tagColsRows(tag);
  const placeholder = hasPlaceholder(tag) ? tag.values[0] : undefined;
  const value =
    tag.content !== '' ? tag.content : placeholder === undefined ? (tag.values[0] ?? '') : '';
  const list: Attribute[] = [
    ['cols', cols ?? 40],
    ['rows', rows ?? 10],
    ['maxlength', tagMaxLength(tag) ?? 2000],
    ['minlength', tagMinLength(tag)],
    ['class', controlClass(tag)],
    ...common(tag),
    ['placeholder', placeholder],
    ['name', tag.name],
  ];
  return wrap(tag.name, `<textarea${attributes(list)}>${escapeHtml(value)}</textarea>`);
}

/** `default:1_3`: the 1-based positions of the values chosen at start. */
function defaultPositions(tag: FormTag): Set<number> {
  const raw = tagOption(tag, 'default', /^[0-9_]+$/) ?? '';
  return new Set(raw.split('_').filter(Boolean).map(Number));
}

function select(tag: FormTag): string {
  const multiple = hasTagOption(tag, 'multiple');
  const chosen = defaultPositions(tag);
  const firstAsLabel = hasTagOption(tag, 'first_as_label');
  let options = '';
  if (hasTagOption(tag, 'include_blank') && !firstAsLabel) {
    options += '<option value="">—Please choose an option—</option>';
  }
  tag.values.forEach((value, index) => {
    const blank = firstAsLabel && index === 0;
    const selected = !blank && chosen.has(index + 1) ? 'selected' : undefined;
    options += `<option${attributes([
      ['value', blank ? '' : value],
      ['selected', selected],
    ])}>${escapeHtml(value)}</option>`;
  });
  const list: Attribute[] = [
    ['class', controlClass(tag)],
    ...common(tag),
    ['multiple', multiple ? 'multiple' : undefined],
    ['name', tagControlName(tag)],
  ];
  return wrap(tag.name, `<select${attributes(list)}>${options}</select>`);
}

function choices(tag: FormTag): string {
  const radio = tag.basetype === 'radio';
  const exclusive = !radio && hasTagOption(tag, 'exclusive');
  const freeText = hasTagOption(tag, 'free_text');
  const labelElement = hasTagOption(tag, 'use_label_element');
  const labelFirst = hasTagOption(tag, 'label_first');
  const chosen = defaultPositions(tag);
  const items = tag.values.map((value, index) => {
    const classes = ['wpcf7-list-item'];
    if (index === 0) classes.push('first');
    if (index === tag.values.length - 1)
      classes.push('last', ...(freeText ? ['has-free-text'] : []));
    const input = `<input${attributes([
      ['type', tag.basetype],
      ['name', tagControlName(tag)],
      ['value', value],
      ['checked', chosen.has(index + 1) ? 'checked' : undefined],
    ])} />`;
    const label = `<span class="wpcf7-list-item-label">${escapeHtml(value)}</span>`;
    const pair = labelFirst ? label + input : input + label;
    const text =
      freeText && index === tag.values.length - 1
        ? `<input type="text" name="${escapeHtml(freeTextField(tag.name))}" class="wpcf7-free-text" />`
        : '';
    return `<span class="${classes.join(' ')}">${labelElement ? `<label>${pair}</label>` : pair}${text}</span>`;
  });
  const control = `<span${attributes([
    ['class', controlClass(tag, exclusive ? ['wpcf7-exclusive-checkbox'] : [])],
    ['id', tagId(tag)],
  ])}>${items.join('')}</span>`;
  return wrap(tag.name, control);
}

function acceptance(tag: FormTag): string {
  const text = tag.content !== '' ? tag.content : (tag.values[0] ?? '');
  const input = `<input${attributes([
    ['type', 'checkbox'],
    ['name', tag.name],
    ['value', '1'],
    ['id', tagId(tag)],
    ['aria-invalid', 'false'],
    ['checked', tagOption(tag, 'default') === 'on' ? 'checked' : undefined],
  ])} />`;
  const label = text === '' ? '' : `<span class="wpcf7-list-item-label">${escapeHtml(text)}</span>`;
  return wrap(
    tag.name,
    `<span class="${acceptanceClass(tag)}"><span class="wpcf7-list-item"><label>${input}${label}</label></span></span>`,
  );
}

function answerInput(tag: FormTag): string {
  return `<input${attributes([
    ['size', tagSize(tag) ?? 40],
    ['maxlength', tagMaxLength(tag)],
    ['minlength', tagMinLength(tag)],
    ['class', controlClass(tag)],
    ['id', tagId(tag)],
    ['autocomplete', 'off'],
    ['aria-required', tag.basetype === 'quiz' ? 'true' : undefined],
    ['aria-invalid', 'false'],
    ['value', tag.basetype === 'captchar' ? '' : undefined],
    ['type', 'text'],
    ['name', tag.name],
  ])} />`;
}

function quiz(tag: FormTag, challenges: Challenges): string {
  const [question, hash] = challenges.quiz?.[tag.name] ?? ['', ''];
  return wrap(
    tag.name,
    `<label><span class="wpcf7-quiz-label">${escapeHtml(question)}</span> ${answerInput(tag)}</label>` +
      `<input type="hidden" name="${escapeHtml(quizAnswerField(tag.name))}" value="${escapeHtml(hash)}" />`,
  );
}

const CAPTCHA_SIZES = { s: [60, 20], m: [72, 24], l: [84, 28] } as const;

function captchaImage(tag: FormTag, challenges: Challenges): string {
  const src = challenges.captcha?.[tag.name] ?? '';
  const prefix = /(\d+)\.(?:png|gif|jpe?g)$/.exec(src)?.[1] ?? '';
  const size = (tagOption(tag, 'size', /^[sml]$/) ?? 'm') as keyof typeof CAPTCHA_SIZES;
  const [width, height] = CAPTCHA_SIZES[size];
  return (
    `<input type="hidden" name="${escapeHtml(captchaChallengeField(tag.name))}" value="${escapeHtml(prefix)}" />` +
    `<img${attributes([
      ['decoding', 'async'],
      ['class', captchaImageClass(tag)],
      ['width', width],
      ['height', height],
      ['alt', 'captcha'],
      ['src', src],
    ])} />`
  );
}

function file(tag: FormTag): string {
  const list: Attribute[] = [
    ['size', tagSize(tag) ?? 40],
    ['class', controlClass(tag)],
    ['id', tagId(tag)],
    ['accept', tagFileAccept(tag).join(',')],
    ['aria-required', tag.required ? 'true' : undefined],
    ['aria-invalid', 'false'],
    ['type', 'file'],
    ['name', tag.name],
  ];
  return wrap(tag.name, `<input${attributes(list)} />`);
}

/** `[count name]`: CF7 starts a down counter at the target's own maxlength:, else 0. */
function counter(tag: FormTag, target: FormTag | undefined): string {
  const down = hasTagOption(tag, 'down');
  const maximum = target ? (tagMaxLength(target) ?? 0) : 0;
  const minimum = target ? (tagMinLength(target) ?? 0) : 0;
  const start = down ? maximum : 0;
  const classes = ['wpcf7-character-count', down ? 'down' : 'up', ...tagClasses(tag)];
  return `<span${attributes([
    ['id', tagId(tag)],
    ['class', classes.join(' ')],
    ['data-target-name', tag.name],
    ['data-starting-value', start],
    ['data-current-value', start],
    ['data-maximum-value', maximum],
    ['data-minimum-value', minimum],
  ])}>${start}</span>`;
}

function submit(tag: FormTag): string {
  return `<input${attributes([
    ['class', submitClass(tag)],
    ['id', tagId(tag)],
    ['type', 'submit'],
    ['value', tag.values[0] ?? 'Send'],
  ])} />`;
}

function hidden(tag: FormTag): string {
  return `<input${attributes([
    ['type', 'hidden'],
    ['name', tag.name],
    ['value', tag.values[0] ?? ''],
    ['class', ['wpcf7-form-control', 'wpcf7-hidden', ...tagClasses(tag)].join(' ')],
    ['id', tagId(tag)],
  ])} />`;
}

/** A tag's markup; `fieldTag` finds the field a counter counts. */
export function formTagMarkup(
  tag: FormTag,
  challenges: Challenges,
  fieldTag: (name: string) => FormTag | undefined,
): string {
  if (isTextLike(tag.basetype)) return textInput(tag);
  switch (tag.basetype) {
    case 'textarea':
      return textarea(tag);
    case 'select':
      return select(tag);
    case 'checkbox':
    case 'radio':
      return choices(tag);
    case 'acceptance':
      return acceptance(tag);
    case 'quiz':
      return quiz(tag, challenges);
    case 'captchac':
      return captchaImage(tag, challenges);
    case 'captchar':
      return wrap(tag.name, answerInput(tag));
    case 'file':
      return file(tag);
    case 'count':
      return counter(tag, fieldTag(tag.name));
    case 'submit':
      return submit(tag);
    case 'hidden':
      return hidden(tag);
  }
}
