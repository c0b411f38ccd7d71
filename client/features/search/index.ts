// The search feature's public face: what other features and the app may import.
export { SEARCH_INPUT_ID, SearchCombobox } from './components/SearchCombobox';
export { selectSearchDropdownOpen } from './selectors';
export { dropdownClosed, searchSubmitted, suggestionsRequested } from './slice';
