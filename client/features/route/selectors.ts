// What components and sagas read from the route feature's state.
import type { Page } from './routes';
import type { AppLocation, RouteState } from './slice';

interface WithRoute {
  route: RouteState;
}

export const selectPage = (state: WithRoute): Page => state.route.page;
export const selectLocation = (state: WithRoute): AppLocation => state.route.location;
export const selectNavigations = (state: WithRoute): number => state.route.navigations;
