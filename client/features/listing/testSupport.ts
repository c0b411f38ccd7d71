// What other features' tests use to give the listing a state (the filter options a page shows).
export { filterOptionsLoaded } from './slice';
