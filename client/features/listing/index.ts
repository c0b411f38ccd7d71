// The shop listing's public face: its filter form and how a choice of filters reads in a URL,
// which the search results page shares (the same filters over what a search found).
export { FilterForm, FiltersToggle, type FilterScope } from './components/FilterForm';
export {
  choiceFromSearch,
  collectionKey,
  filtersChosen,
  NO_CHOICE,
  searchCollectionKey,
  searchFromChoice,
  storeQueryOfChoice,
  type ListingChoice,
} from './listingQuery';
export { listingFeature } from './feature';
