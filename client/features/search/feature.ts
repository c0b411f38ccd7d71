// The header search box as the store loads it: when the box is first used (SearchBox.tsx), or
// with the search page's chunk. Its saga opens what Enter or a click chose.
import type { LazyFeature } from '../../kernel/lazyFeature';
import search from './slice';
import { searchSaga } from './sagas';

export const searchBoxFeature: LazyFeature = {
  name: 'search',
  reducer: search,
  saga: searchSaga,
  loadsOnServer: false,
};
