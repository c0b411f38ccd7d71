// Whether the header's instant results are open, for the carousel (it holds its auto-advance
// then), without the search slice's code: the slice arrives when the box is first used.
import type { SearchState } from './slice';

/** True while the instant results listbox is visible; false before the search box has loaded. */
export function selectSearchDropdownOpen(state: { search?: SearchState }): boolean {
  return state.search?.dropdownOpen ?? false;
}
