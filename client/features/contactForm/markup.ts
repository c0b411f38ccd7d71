// CF7 6.1's markup contract as pure functions (reference 3.8): class lists, sizes, the wrapper's
// language and direction. Components only apply what these return.
import type { FormElementNode, FormNode, FormTag } from '../../../contracts/contactForm7';
import { hasTagOption, tagOption } from '../../../contracts/contactForm7';

export {
  acceptanceClass,
  captchaImageClass,
  controlClass,
  submitClass,
  textControlExtras,
} from '../../../contracts/contactForm7';

/** Locales CF7 writes dir="rtl" for; plain "fa" is not among them (CF7's own list). */
const RTL_LOCALES = new Set(['ar', 'ary', 'azb', 'fa_IR', 'haz', 'he_IL', 'ps', 'ug_CN']);

export function wrapperLanguage(locale: string): { lang: string; dir: 'rtl' | 'ltr' } {
  return { lang: locale.replace(/_/g, '-'), dir: RTL_LOCALES.has(locale) ? 'rtl' : 'ltr' };
}

/**
 * Captcha image size on screen from `size:s|m|l`. CF7 writes 60×20, 72×24 and 84×28 into its
 * markup; shoppers misread digits that small, so the shop shows two and a half times that (the
 * same 3:1 shape, never under 144×50) and the server draws the image at twice the medium size.
 */
export function captchaImageSize(tag: Pick<FormTag, 'options'>): { width: number; height: number } {
  switch (tagOption(tag, 'size', /^[sml]$/)) {
    case 's':
      return { width: 150, height: 50 };
    case 'l':
      return { width: 210, height: 70 };
    default:
      return { width: 180, height: 60 };
  }
}

/** `autocomplete:name` etc.; quiz and captcha answers are always "off". */
export function autocompleteOf(tag: Pick<FormTag, 'basetype' | 'options'>): string | undefined {
  if (tag.basetype === 'quiz' || tag.basetype === 'captchar') return 'off';
  return tagOption(tag, 'autocomplete', /^[-0-9a-zA-Z]+$/);
}

export function isReadonly(tag: Pick<FormTag, 'options'>): boolean {
  return hasTagOption(tag, 'readonly');
}

function textOf(nodes: readonly FormNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      return node.kind === 'element' ? textOf(node.children) : ' ';
    })
    .join('');
}

/**
 * The field's name as its template <label> writes it: the label's own text, without a closing
 * colon or a bracketed note such as "(اختیاری)". "تاریخ شروع همکاری (اختیاری)" names
 * "تاریخ شروع همکاری".
 */
export function labelWords(label: Pick<FormElementNode, 'children'>): string {
  return textOf(label.children)
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[:：]$/, '');
}
