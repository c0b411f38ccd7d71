// The search feature's public face: what other features and the app may import.
export { SEARCH_INPUT_ID, SearchCombobox } from './components/SearchCombobox';
export { selectSearchDropdownOpen } from './selectors';
export { dropdownClosed, searchSubmitted, suggestionsRequested } from './slice';
export { searchLookupSaga } from './lookupSagas';
export { selectSearchResults } from './selectors';
export { SearchResultsPage } from './components/SearchResultsPage';
export { filteredResultsFeature } from './filteredResults';
export { searchResultsFeature } from './resultsSagas';
export { searchSaga } from './sagas';
export { default as searchReducer } from './slice';
