// The header search box's element ids and input attributes, shared by the box the server draws
// (SearchBox.tsx) and the combobox that replaces it once the box is first used (SearchCombobox.tsx).
export const SEARCH_INPUT_ID = 'site-search';
export const SEARCH_LISTBOX_ID = 'site-search-listbox';
export const SEARCH_STATUS_ID = 'site-search-status';

/**
 * What the search input carries whether drawn plain (SearchBox, until first used) or as the
 * combobox: the same element either way, so the page hydrates and nothing moves at the swap.
 */
export const SEARCH_INPUT_ATTRIBUTES = {
  id: SEARCH_INPUT_ID,
  className: 'search-form__input',
  type: 'search',
  name: 's',
  role: 'combobox',
  'aria-autocomplete': 'list',
  'aria-controls': SEARCH_LISTBOX_ID,
  autoComplete: 'off',
  spellCheck: false,
} as const;
