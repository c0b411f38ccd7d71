// The reader of the site's messages with their strings, as one chunk: api/errors.ts fetches it
// when an API error carries a message the site wrote, so no page's first scripts carry them.
import { siteMessageStrings } from './catalogue/siteMessages';
import { addStrings } from './index';
import { siteMessage } from './siteMessages';

let registered = false;

/** siteMessage, its strings registered first (once; a page may have brought them already). */
export function siteMessageReader(): (text: string) => string {
  if (!registered) {
    addStrings([siteMessageStrings]);
    registered = true;
  }
  return siteMessage;
}
