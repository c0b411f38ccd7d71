// The header search box's element ids, shared by the box the server draws (SearchBox.tsx) and the
// combobox that replaces it once the box is first used (SearchCombobox.tsx).
export const SEARCH_INPUT_ID = 'site-search';
export const SEARCH_LISTBOX_ID = 'site-search-listbox';
export const SEARCH_STATUS_ID = 'site-search-status';
