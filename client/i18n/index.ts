// The one place the fa catalogue is loaded. Every visible string goes through __/_n/sprintf.
import { setLocaleData, __, _n, _x, sprintf } from '@wordpress/i18n';
import { faCatalogue } from './fa';

setLocaleData(faCatalogue, 'default');

export { __, _n, _x, sprintf };
