// The fa strings of head (English msgid to Persian); i18n/fa.ts or the page chunk that draws them
// registers them.
import type { Strings } from '../fa';

// Strings of the page head (app/head): what a browser tab and a search result show.
export const headStrings: Strings = {
  /* translators: %s: page number of a listing, in Persian digits */
  'Page %s': 'صفحهٔ %s',
};
