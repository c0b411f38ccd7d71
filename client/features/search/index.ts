// The search feature's public face: what other features and the app may import.
export { SEARCH_INPUT_ID } from './ids';
export { loadSearchBox, useSearchBox } from './components/SearchBox';
export { searchBoxFeature } from './feature';
export { selectSearchDropdownOpen } from './dropdownOpen';
export { dropdownClosed, searchSubmitted, suggestionsRequested } from './slice';
export { searchLookupSaga } from './lookupSagas';
export { selectSearchResults } from './selectors';
export { SearchResultsPage } from './components/SearchResultsPage';
export { filteredResultsFeature } from './filteredResults';
export { searchResultsFeature } from './resultsSagas';
export type { SearchState } from './slice';
