// What components and sagas read from the regions feature's state.
import type { IranProvince } from '../../../contracts/regions';
import type { RegionsState, RegionsStatus } from './slice';

export interface WithRegions {
  regions: RegionsState;
}

export const selectProvinces = (state: WithRegions): IranProvince[] => state.regions.provinces;
export const selectRegionsStatus = (state: WithRegions): RegionsStatus => state.regions.status;
