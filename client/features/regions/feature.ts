// The province and city list as a page loads it: only its reducer (the checkout's and the
// account's sagas load it).
import type { LazyFeature } from '../../kernel/lazyFeature';
import regions from './slice';

export const regionsFeature: LazyFeature = {
  name: 'regions',
  reducer: regions,
  loadsOnServer: false,
};
