import { listingFeature } from '../../features/listing/feature';
import { SearchResultsPage } from '../../features/search/components/SearchResultsPage';
import { listingStrings } from '../../i18n/catalogue/listing';
import { searchResultsStrings } from '../../i18n/catalogue/searchResults';
import type { PageModule } from './types';
import { siteMessageStrings } from './siteMessages';

// The search feature itself is in the main chunk: the header's search box uses it on every page.
// The listing comes with this page for its filters (the same form as the shop's).
export const page: PageModule = {
  features: [listingFeature],
  Component: SearchResultsPage,
  strings: [searchResultsStrings, listingStrings, siteMessageStrings],
};
