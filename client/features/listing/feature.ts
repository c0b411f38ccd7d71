// The shop listing's sorting and filters as its page loads them: the server runs the saga too, so
// a filtered URL is drawn filtered.
import type { LazyFeature } from '../../kernel/lazyFeature';
import listing from './slice';
import { listingSaga } from './sagas';

export const listingFeature: LazyFeature = {
  name: 'listing',
  reducer: listing,
  saga: listingSaga,
  loadsOnServer: true,
};
