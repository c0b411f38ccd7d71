import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { matchPage, type Page } from './routes';

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** How the location changed: the first read at start-up, a link we followed, or back/forward. */
export type LocationChange = 'start' | 'push' | 'pop';

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

/** A visitor asked to go to an internal URL (a link click); the route saga carries it out. */
export const navigate = createAction<string>('route/navigate');

const routeSlice = createSlice({
  name: 'route',
  initialState,
  reducers: {
    locationChanged: {
      reducer(state, action: PayloadAction<{ location: AppLocation; via: LocationChange }>) {
        const { location, via } = action.payload;
        state.location = location;
        state.page = matchPage(location.pathname, location.search);
        if (via !== 'start') state.navigations += 1;
      },
      prepare(location: AppLocation, via: LocationChange) {
        return { payload: { location, via } };
      },
    },
  },
});

export const { locationChanged } = routeSlice.actions;
export default routeSlice.reducer;
