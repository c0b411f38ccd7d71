// What components and sagas read from the network feature's state.
import type { NetworkState } from './slice';

interface WithNetwork {
  network: NetworkState;
}

export const selectIsBusy = (state: WithNetwork): boolean => state.network.inFlightCount > 0;

export const selectLastCompletedAt = (state: WithNetwork): number | null =>
  state.network.lastCompletedAt;
