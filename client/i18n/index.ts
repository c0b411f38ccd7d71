// The one place the fa catalogue is loaded. Every visible string goes through __/_n/sprintf.
// The shop's own instance of @wordpress/i18n (createI18n), without WordPress's hooks: no code of
// the shop filters translations, and the package's default instance would bring
// @wordpress/hooks into every page's first scripts (issue 29). api-fetch keeps the default
// instance for its own messages, which the shop never shows (api/errors.ts words each of them).
import { createI18n, sprintf } from '@wordpress/i18n';
import { faCatalogue, toLocaleData, type Strings } from './fa';

const i18n = createI18n(faCatalogue, 'default');

/**
 * Adds the strings a chunk brings (a page's, the deferred features'), before it draws.
 * setLocaleData merges into what is there.
 */
export function addStrings(groups: readonly Strings[]): void {
  if (groups.length > 0) i18n.setLocaleData(toLocaleData(...groups), 'default');
}

export const __ = i18n.__.bind(i18n);
export const _n = i18n._n.bind(i18n);
export const _x = i18n._x.bind(i18n);
export { sprintf };
