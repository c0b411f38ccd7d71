// What other features' tests use: the filter options a page shows, and the form itself (the
// search results page gets it from its page module, app/pages/search.tsx).
export { filterOptionsLoaded } from './slice';
export { FilterForm, FiltersToggle } from './components/FilterForm';
