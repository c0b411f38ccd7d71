// Reading a form-tag's options the way CF7's WPCF7_FormTag does. Shared by the server (schema,
// posted data) and the client (markup), so both read `minlength:5` or `limit:2mb` identically.

import type { FormTag } from './definition';

type TagOptions = Pick<FormTag, 'options'>;

/** Every value of `name:value` options, in order (`class:a class:b` -> ["a", "b"]). */
export function tagOptionValues(tag: TagOptions, name: string, pattern = /^.+$/): string[] {
  const prefix = `${name}:`;
  const found: string[] = [];
  for (const option of tag.options) {
    if (!option.startsWith(prefix)) continue;
    const value = option.slice(prefix.length);
    if (pattern.test(value)) found.push(value);
  }
  return found;
}

/** The first `name:value` whose value matches `pattern`. */
export function tagOption(tag: TagOptions, name: string, pattern?: RegExp): string | undefined {
  return tagOptionValues(tag, name, pattern)[0];
}

/** A bare flag such as `exclusive`, `optional`, `invert`, `down`, `free_text`, `placeholder`. */
export function hasTagOption(tag: TagOptions, name: string): boolean {
  return tag.options.includes(name);
}

const NAME_TOKEN = /^[-0-9a-zA-Z_]+$/;

export function tagId(tag: TagOptions): string | undefined {
  return tagOption(tag, 'id', NAME_TOKEN);
}

export function tagClasses(tag: TagOptions): string[] {
  return tagOptionValues(tag, 'class', NAME_TOKEN);
}

/** Whole numbers: minlength, maxlength, size, rows, cols. */
export function tagIntOption(tag: TagOptions, name: string): number | undefined {
  const raw = tagOption(tag, name, /^\d+$/);
  return raw === undefined ? undefined : Number(raw);
}

/** Signed decimals as CF7 writes min/max/step for number fields, or YYYY-MM-DD for dates. */
export function tagNumberOption(tag: TagOptions, name: string): string | undefined {
  return tagOption(tag, name, /^-?(\d+(\.\d*)?|\.\d+)$/);
}

export function tagDateOption(tag: TagOptions, name: string): string | undefined {
  return tagOption(tag, name, /^\d{4,}-\d{2}-\d{2}$/);
}

/**
 * Text fields accept `40/100` (size/maxlength) and textareas `40x10` (cols x rows) as bare
 * options; explicit `maxlength:` wins over the shorthand.
 */
export function tagMaxLength(tag: TagOptions): number | undefined {
  const explicit = tagIntOption(tag, 'maxlength');
  if (explicit !== undefined) return explicit;
  for (const option of tag.options) {
    const match = /^(\d*)\/(\d+)$/.exec(option);
    if (match?.[2] !== undefined) return Number(match[2]);
  }
  return undefined;
}

export function tagMinLength(tag: TagOptions): number | undefined {
  return tagIntOption(tag, 'minlength');
}

export function tagSize(tag: TagOptions): number | undefined {
  const explicit = tagIntOption(tag, 'size');
  if (explicit !== undefined) return explicit;
  for (const option of tag.options) {
    const match = /^(\d+)\/\d*$/.exec(option);
    if (match?.[1] !== undefined) return Number(match[1]);
  }
  return undefined;
}

export function tagColsRows(tag: TagOptions): { cols?: number; rows?: number } {
  for (const option of tag.options) {
    const match = /^(\d*)x(\d*)$/.exec(option);
    if (match === null) continue;
    return {
      cols: match[1] ? Number(match[1]) : undefined,
      rows: match[2] ? Number(match[2]) : undefined,
    };
  }
  return {};
}

/** `placeholder` (or the old `watermark`) turns the first value into the placeholder. */
export function tagPlaceholder(tag: Pick<FormTag, 'options' | 'values'>): string | undefined {
  if (!hasTagOption(tag, 'placeholder') && !hasTagOption(tag, 'watermark')) return undefined;
  return tag.values[0];
}

/** Bytes from `limit:` (`2mb`, `500kb`, `1048576`); CF7's default is 1 MiB. */
export const DEFAULT_FILE_LIMIT = 1_048_576;
export function tagFileLimit(tag: TagOptions): number {
  const raw = tagOption(tag, 'limit', /^\d+(kb|mb)?$/i);
  if (raw === undefined) return DEFAULT_FILE_LIMIT;
  const match = /^(\d+)(kb|mb)?$/i.exec(raw);
  const amount = Number(match?.[1] ?? 0);
  const unit = match?.[2]?.toLowerCase();
  return unit === 'mb' ? amount * 1_048_576 : unit === 'kb' ? amount * 1024 : amount;
}

/** `filetypes:jpg|pdf` -> [".jpg", ".pdf"]; MIME items (image/*) are kept as written. */
export const DEFAULT_FILE_ACCEPT = ['audio/*', 'video/*', 'image/*'];
export function tagFileAccept(tag: TagOptions): string[] {
  const items = tagOptionValues(tag, 'filetypes')
    .flatMap((value) => value.split('|'))
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
  if (items.length === 0) return DEFAULT_FILE_ACCEPT;
  return [
    ...new Set(
      items.map((item) => (item.includes('/') || item.startsWith('.') ? item : `.${item}`)),
    ),
  ];
}

/** The HTML name of a control: `name[]` for non-exclusive checkboxes and multiple selects. */
export function tagControlName(tag: Pick<FormTag, 'basetype' | 'name' | 'options'>): string {
  const multiple =
    (tag.basetype === 'checkbox' && !hasTagOption(tag, 'exclusive')) ||
    (tag.basetype === 'select' && hasTagOption(tag, 'multiple'));
  return multiple ? `${tag.name}[]` : tag.name;
}
