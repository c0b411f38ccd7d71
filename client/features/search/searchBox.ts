// The search box's chunk (issue 29): its combobox, slice and saga, loaded the first time the
// shopper focuses or types in the box the server drew (SearchBox.tsx), not with the first scripts.
export { SearchCombobox } from './components/SearchCombobox';
export { searchBoxFeature } from './feature';
export { searchSubmitted, textChanged } from './slice';
