// The one place the fa catalogue is loaded. Every visible string goes through __/sprintf.
import { faCatalogue, type Strings } from './fa';
import { __, addTranslations, sprintf } from './gettext';

addTranslations(faCatalogue);

/**
 * Adds the strings a chunk brings (a page's, the deferred features'), before it draws; they
 * merge into what is there.
 */
export function addStrings(groups: readonly Strings[]): void {
  for (const group of groups) addTranslations(group);
}

export { __, sprintf };
