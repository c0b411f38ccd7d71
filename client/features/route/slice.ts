// The route feature's state and the actions that change it.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { matchPage, type Page } from './routes';

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * How the location changed: the first read at start-up, a link we followed, back/forward, or the
 * page's own controls rewriting its query (a listing's sorting and filters: focus stays put).
 */
export type LocationChange = 'start' | 'push' | 'pop' | 'refine';

export interface RouteState {
  location: AppLocation;
  page: Page;
  /** Counts push/pop changes, so the page can move focus after a navigation but not on load. */
  navigations: number;
}

const initialState: RouteState = {
  location: { pathname: '/', search: '', hash: '' },
  page: matchPage('/'),
  navigations: 0,
};

function sameLocation(a: AppLocation, b: AppLocation): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
}

/** A visitor asked to go to an internal URL (a link click); the route saga carries it out. */
export const navigate = createAction<string>('route/navigate');

/** The page's own controls changed its URL (same page, new query): a history entry, no jump. */
export const refine = createAction<string>('route/refine');

const routeSlice = createSlice({
  name: 'route',
  initialState,
  reducers: {
    locationChanged: {
      reducer(state, action: PayloadAction<{ location: AppLocation; via: LocationChange }>) {
        const { location, via } = action.payload;
        if (via === 'push' || via === 'pop') state.navigations += 1;
        // The same place keeps the same objects: a server-drawn page reading its own location
        // at start-up must not make every component that selects the page draw again.
        if (sameLocation(state.location, location)) return;
        state.location = location;
        state.page = matchPage(location.pathname, location.search);
      },
      prepare(location: AppLocation, via: LocationChange) {
        return { payload: { location, via } };
      },
    },
  },
});

export const { locationChanged } = routeSlice.actions;
export default routeSlice.reducer;
