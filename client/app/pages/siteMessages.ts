// Pages that show what the site says (stock, cart and checkout errors, form messages) bring the
// shop's Persian for a stock WooCommerce's and Contact Form 7's English with them: the strings,
// and the reader for the API's errors, installed when such a page's chunk loads.
import { showSiteMessagesWith } from '../../api/errors';
import { siteMessageStrings } from '../../i18n/catalogue/siteMessages';
import { siteMessage } from '../../i18n/siteMessages';

showSiteMessagesWith(siteMessage);

export { siteMessageStrings };
