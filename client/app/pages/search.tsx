// The search page's chunk: its component and the features and strings only it brings (registry.ts).
import { FilterForm, FiltersToggle, listingFeature } from '../../features/listing';
import {
  filteredResultsFeature,
  searchBoxFeature,
  searchResultsFeature,
  SearchResultsPage,
} from '../../features/search';
import { listingStrings } from '../../i18n/catalogue/listing';
import { searchResultsStrings } from '../../i18n/catalogue/searchResults';
import type { PageModule } from './types';

const filterParts = { Form: FilterForm, Toggle: FiltersToggle };

/** The results with the shop's filter form, which comes with this page's chunk. */
function SearchPage() {
  return <SearchResultsPage filterParts={filterParts} />;
}

// The search slice comes with this page (elsewhere, with the header's box when it is first used),
// with the loading of results, and the listing for its filters (the same form as the shop's),
// and with it the loading of filtered results.
export const page: PageModule = {
  features: [searchBoxFeature, searchResultsFeature, listingFeature, filteredResultsFeature],
  Component: SearchPage,
  strings: [searchResultsStrings, listingStrings],
};
