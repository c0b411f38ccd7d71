import type { HomeState } from './slice';

export interface WithHome {
  home: HomeState;
}

export const selectLatestPosts = (state: WithHome): HomeState['latestPosts'] =>
  state.home.latestPosts;
