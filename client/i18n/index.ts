// The one place the fa catalogue is loaded. Every visible string goes through __/_n/sprintf.
import { setLocaleData, __, _n, _x, sprintf } from '@wordpress/i18n';
import { faCatalogue, toLocaleData, type Strings } from './fa';

setLocaleData(faCatalogue, 'default');

/**
 * Adds the strings a chunk brings (a page's, the deferred features'), before it draws.
 * setLocaleData merges into what is there.
 */
export function addStrings(groups: readonly Strings[]): void {
  if (groups.length > 0) setLocaleData(toLocaleData(...groups), 'default');
}

export { __, _n, _x, sprintf };
