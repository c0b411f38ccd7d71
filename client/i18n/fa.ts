// Jed locale data for fa, as @wordpress/i18n takes it: msgid -> [translation].
// Each feature keeps its strings in catalogue/<feature>.ts; this file only merges them.
import type { LocaleData } from '@wordpress/i18n';
import { accountStrings } from './catalogue/account';
import { announcementStrings } from './catalogue/announcement';
import { attributionStrings } from './catalogue/attribution';
import { cartStrings } from './catalogue/cart';
import { catalogStrings } from './catalogue/catalog';
import { checkoutStrings } from './catalogue/checkout';
import { contactFormStrings } from './catalogue/contactForm';
import { errorStrings } from './catalogue/errors';
import { formStrings } from './catalogue/forms';
import { searchStrings } from './catalogue/search';
import { homeStrings } from './catalogue/home';
import { orderStrings } from './catalogue/orders';
import { paginationStrings } from './catalogue/pagination';
import { headStrings } from './catalogue/head';
import { shellStrings } from './catalogue/shell';

export type Strings = Record<string, string>;

function toLocaleData(...groups: Strings[]): LocaleData {
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
  contactFormStrings,
  catalogStrings,
  attributionStrings,
  searchStrings,
  announcementStrings,
  homeStrings,
  cartStrings,
  formStrings,
  orderStrings,
  checkoutStrings,
  accountStrings,
  paginationStrings,
  headStrings,
);
