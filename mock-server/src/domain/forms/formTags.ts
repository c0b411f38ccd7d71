// Scanning CF7 form-tags out of a template: `[type name options "values"]`, optionally enclosing
// content up to `[/type]`, with `[[…]]` as an escaped literal, as WPCF7_FormTagsManager does.
import {
  FORM_TAG_BASETYPES,
  REQUIRABLE_FORM_TAG_BASETYPES,
  type FormTag,
  type FormTagBasetype,
} from '../../../../contracts/contactForm7/definition';
import { decodeEntities } from './htmlEntities';

/** A tag as the server keeps it: the client's FormTag plus the pipes it must never see. */
export interface ParsedFormTag extends FormTag {
  /** [shown label, submitted/mailed value] per value, entities decoded ("Label|value"). */
  pipes: Array<readonly [before: string, after: string]>;
  /** 1-based line of the tag in its template. */
  line: number;
}

export class TemplateError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'TemplateError';
  }
}

/** CF7's wpcf7_is_name(). */
export const FIELD_NAME = /^[A-Za-z][-A-Za-z0-9_:.]*$/;

const BASETYPES: ReadonlySet<string> = new Set(FORM_TAG_BASETYPES);
/** Types that never take a name (everything else needs one). */
const NAMELESS: ReadonlySet<FormTagBasetype> = new Set(['submit']);
/** Types registered with and without `*`. */
const STARRED: ReadonlySet<FormTagBasetype> = new Set(REQUIRABLE_FORM_TAG_BASETYPES);

// Only known types are matched (as CF7 builds its regex from registered tags), so "[1]" or
// "[note [text x]]" in prose never swallows a real tag.
const TYPE = `(?:${[...FORM_TAG_BASETYPES].sort((a, b) => b.length - a.length).join('|')})\\*?`;
const FORM_TAG = new RegExp(
  `(\\[?)\\[(${TYPE})(?:[\\r\\n\\t ](.*?))?(?:[\\r\\n\\t ]*\\/)?\\](?:([^[]*?)\\[\\/\\2\\])?(\\]?)`,
  'gs',
);
const ATTRIBUTES =
  /^([-+*=0-9a-zA-Z:.!?#$&@_/|%\r\n\t ]*?)((?:[\r\n\t ]*"[^"]*"|[\r\n\t ]*'[^']*')*)$/;

export type TemplateSegment =
  | { kind: 'text'; text: string; offset: number }
  | { kind: 'tag'; tag: ParsedFormTag; offset: number };

export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset;) {
    line += 1;
    index = text.indexOf('\n', index + 1);
  }
  return line;
}

function splitPipe(value: string): readonly [string, string] {
  const bar = value.indexOf('|');
  if (bar < 0) return [value, value];
  return [value.slice(0, bar), value.slice(bar + 1)];
}

function readTag(
  rawType: string,
  attributes: string,
  content: string,
  line: number,
): ParsedFormTag {
  const basetype = rawType.replace(/\*$/, '');
  const starred = rawType.endsWith('*');
  if (!BASETYPES.has(basetype)) throw new TemplateError(`unknown form-tag [${rawType}]`, line);
  const type = basetype as FormTagBasetype;
  if (starred && !STARRED.has(type) && type !== 'radio') {
    throw new TemplateError(`[${rawType}] cannot be required (no such form-tag)`, line);
  }
  const match = ATTRIBUTES.exec(attributes);
  if (match === null) {
    throw new TemplateError(
      `cannot read the options of [${rawType}]: options are ASCII words, values go in "quotes"`,
      line,
    );
  }
  const options = (match[1] ?? '').trim() === '' ? [] : (match[1] ?? '').trim().split(/[\r\n\t ]+/);
  const quoted = (match[2] ?? '').match(/"[^"]*"|'[^']*'/g) ?? [];
  const rawValues = quoted.map((value) => value.slice(1, -1));
  let name = '';
  if (!NAMELESS.has(type)) {
    name = options.shift() ?? '';
    if (!FIELD_NAME.test(name)) {
      throw new TemplateError(
        name === ''
          ? `[${rawType}] needs a field name`
          : `[${rawType} ${name}]: a field name starts with a letter and holds only A-Z a-z 0-9 - _ : .`,
        line,
      );
    }
  }
  const pipes = rawValues.map((value) => {
    const [before, after] = splitPipe(value);
    return [decodeEntities(before), decodeEntities(after)] as const;
  });
  return {
    type: rawType,
    basetype: type,
    name,
    required: starred || type === 'radio',
    options,
    values: type === 'quiz' ? [] : pipes.map(([before]) => before),
    content: decodeEntities(content.trim()),
    pipes,
    line,
  };
}

/** Splits a template into literal text and form-tags; throws TemplateError with a line number. */
export function scanFormTags(template: string): TemplateSegment[] {
  const segments: TemplateSegment[] = [];
  let last = 0;
  for (const match of template.matchAll(FORM_TAG)) {
    const offset = match.index;
    const [whole, open = '', rawType = '', attributes = '', content = '', close = ''] = match;
    if (offset > last)
      segments.push({ kind: 'text', text: template.slice(last, offset), offset: last });
    if (open === '[' && close === ']') {
      // [[text name]] is an escaped literal: drop one bracket pair.
      segments.push({ kind: 'text', text: whole.slice(1, -1), offset });
    } else {
      if (open !== '') segments.push({ kind: 'text', text: open, offset });
      const line = lineAt(template, offset);
      segments.push({ kind: 'tag', tag: readTag(rawType, attributes, content, line), offset });
      if (close !== '')
        segments.push({ kind: 'text', text: close, offset: offset + whole.length - 1 });
    }
    last = offset + whole.length;
  }
  if (last < template.length)
    segments.push({ kind: 'text', text: template.slice(last), offset: last });
  return segments;
}
