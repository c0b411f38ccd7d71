// What components and sagas read from the home feature's state.
import type { HomeState } from './slice';

export interface WithHome {
  home: HomeState;
}

export const selectNewProducts = (state: WithHome): HomeState['newProducts'] =>
  state.home.newProducts;

export const selectLatestPosts = (state: WithHome): HomeState['latestPosts'] =>
  state.home.latestPosts;
