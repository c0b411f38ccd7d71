// CF7 6.1's class lists on a form control (and on acceptance, submit and the captcha image), and which basetypes are text-like inputs: one rule for
// the server that writes the markup, the reader that takes it back and the client that draws it.
import type { FormTag, FormTagBasetype } from './definition';
import { hasTagOption, tagClasses } from './formTagOptions';

/** The basetypes CF7 draws as one <input> (its text, number and date modules). */
export const TEXT_LIKE_BASETYPES = [
  'text',
  'email',
  'url',
  'tel',
  'number',
  'range',
  'date',
] as const;

export type TextLikeBasetype = (typeof TEXT_LIKE_BASETYPES)[number];

export function isTextLike(basetype: FormTagBasetype): basetype is TextLikeBasetype {
  return (TEXT_LIKE_BASETYPES as readonly string[]).includes(basetype);
}

/** `wpcf7-form-control wpcf7-{basetype} [wpcf7-validates-as-required] …extra …class: options`. */
export function controlClass(
  tag: Pick<FormTag, 'basetype' | 'required' | 'options'>,
  extra: string[] = [],
  invalid = false,
): string {
  const classes = ['wpcf7-form-control', `wpcf7-${tag.basetype}`];
  if (tag.required && tag.basetype !== 'radio') classes.push('wpcf7-validates-as-required');
  classes.push(...extra, ...tagClasses(tag));
  if (invalid) classes.push('wpcf7-not-valid');
  return [...new Set(classes)].join(' ');
}

/** [acceptance]'s span: CF7's own list (no basetype rule), `invert` and `optional` as options say. */
export function acceptanceClass(tag: Pick<FormTag, 'options'>, invalid = false): string {
  const classes = ['wpcf7-form-control', 'wpcf7-acceptance'];
  if (hasTagOption(tag, 'invert')) classes.push('invert');
  if (hasTagOption(tag, 'optional')) classes.push('optional');
  classes.push(...tagClasses(tag));
  if (invalid) classes.push('wpcf7-not-valid');
  return classes.join(' ');
}

/** [submit]'s button, with CF7's spinner after it. */
export function submitClass(tag: Pick<FormTag, 'options'>): string {
  return ['wpcf7-form-control', 'wpcf7-submit', 'has-spinner', ...tagClasses(tag)].join(' ');
}

/** [captchac]'s image; CF7 strips ":" from the name in its class. */
export function captchaImageClass(tag: Pick<FormTag, 'name' | 'options'>): string {
  return [
    'wpcf7-form-control',
    'wpcf7-captchac',
    `wpcf7-captcha-${tag.name.replace(/:/g, '')}`,
    ...tagClasses(tag),
  ].join(' ');
}

/** The extra classes of text-like controls: wpcf7-text, and validates-as for email/url/tel. */
export function textControlExtras(basetype: FormTagBasetype): string[] {
  switch (basetype) {
    case 'email':
    case 'url':
    case 'tel':
      return ['wpcf7-text', `wpcf7-validates-as-${basetype}`];
    case 'text':
      return ['wpcf7-text'];
    case 'number':
    case 'range':
      return ['wpcf7-validates-as-number'];
    case 'date':
      return ['wpcf7-validates-as-date'];
    default:
      return [];
  }
}
