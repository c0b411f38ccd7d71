// The shop listing's public face: how a choice of filters reads in a URL and asks the Store API,
// which the search results page shares (the same filters over what a search found). Only these
// light rules: the search feature is in the main chunk, the form comes with the pages' chunks.
export type { FilterScope } from './components/FilterForm';
export {
  choiceFromSearch,
  filtersChosen,
  NO_CHOICE,
  searchCollectionKey,
  searchFromChoice,
  storeQueryOfChoice,
  type ListingChoice,
} from './listingQuery';
