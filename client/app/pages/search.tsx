// The search page's chunk: its component and the features and strings only it brings (registry.ts).
import { SearchResultsPage } from '../../features/search';
import { searchResultsStrings } from '../../i18n/catalogue/searchResults';
import type { PageModule } from './types';
import { siteMessageStrings } from './siteMessages';

// The search feature itself is in the main chunk: the header's search box uses it on every page.
export const page: PageModule = {
  features: [],
  Component: SearchResultsPage,
  strings: [searchResultsStrings, siteMessageStrings],
};
