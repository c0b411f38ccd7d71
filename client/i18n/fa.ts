// Jed locale data for fa, as @wordpress/i18n takes it: msgid -> [translation].
// Each feature keeps its strings in catalogue/<feature>.ts; this file only merges them. Here are
// the strings of what the main chunk draws; the strings only a page's features draw travel with
// that page's chunk (`strings` of app/pages/<page>.tsx, registered as it arrives: issue 13).
import type { LocaleData } from '@wordpress/i18n';
import { attributionStrings } from './catalogue/attribution';
import { cartStrings } from './catalogue/cart';
import { catalogStrings } from './catalogue/catalog';
import { errorStrings } from './catalogue/errors';
import { searchStrings } from './catalogue/search';
import { headStrings } from './catalogue/head';
import { shellStrings } from './catalogue/shell';

export type Strings = Record<string, string>;

export function toLocaleData(...groups: Strings[]): LocaleData {
  const data: LocaleData = {
    '': { domain: 'default', lang: 'fa', plural_forms: 'nplurals=2; plural=(n > 1);' },
  };
  for (const group of groups) {
    for (const [msgid, translation] of Object.entries(group)) data[msgid] = [translation];
  }
  return data;
}

export const faCatalogue = toLocaleData(
  errorStrings,
  shellStrings,
  catalogStrings,
  attributionStrings,
  searchStrings,
  cartStrings,
  headStrings,
);
